import { useCallback, useEffect, useState, type FocusEvent } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion (kept up to date). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(reducedMotionQuery).matches === true);
  useEffect(() => {
    const media = window.matchMedia?.(reducedMotionQuery);
    if (!media) return;
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The current slide of an autoplaying show: it advances every `intervalMs` unless paused by the
 * visitor (button), by hover or focus inside it, or by a reduced-motion preference.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = usePrefersReducedMotion();
  const playing = count > 1 && !stopped && !held && !reduced;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  return {
    index: count > 0 ? index % count : 0,
    playing,
    reduced,
    stopped,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    toggle: () => setStopped((s) => !s),
    /** Spread on the show's root: hovering or focusing inside holds it. */
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
