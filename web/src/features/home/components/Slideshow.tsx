import type { ReactNode } from 'react';
import { itAdmin } from '../../../i18n/it-admin';
import { SlideControls } from './SlideControls';
import { useSlideshow } from './use-slideshow';

type Show = ReturnType<typeof useSlideshow>;

interface SlideshowProps {
  /** The banner's name, read out as the carousel's label. */
  name: string;
  count: number;
  intervalMs: number;
  className?: string;
  testId: string;
  /** The slides, drawn for the current state of the show. */
  children(show: Show): ReactNode;
}

/** The frame every home slideshow shares: the carousel landmark, autoplay with its pauses, and the controls. */
export function Slideshow({ name, count, intervalMs, className, testId, children }: SlideshowProps) {
  const show = useSlideshow(count, intervalMs);
  return (
    <section className={className} aria-roledescription="carousel" aria-label={name || itAdmin.home.slides} {...show.holdProps} data-testid={testId}>
      {children(show)}
      <SlideControls count={count} index={show.index} playing={show.playing} stopped={show.stopped} reduced={show.reduced}
        onGo={show.go} onPrevious={show.previous} onNext={show.next} onToggle={show.toggle} />
    </section>
  );
}
