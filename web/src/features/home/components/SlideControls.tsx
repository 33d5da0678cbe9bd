import { itAdmin } from '../../../i18n/it-admin';
import styles from '../HomePage.module.css';

const t = itAdmin.home;

interface SlideControlsProps {
  count: number;
  index: number;
  playing: boolean;
  stopped: boolean;
  reduced: boolean;
  onGo(i: number): void;
  onPrevious(): void;
  onNext(): void;
  onToggle(): void;
}

/** Previous, next, play/pause and one button per slide: the show is operable by keyboard alone. */
export function SlideControls(p: SlideControlsProps) {
  if (p.count < 2) return null;
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.control} onClick={p.onPrevious} aria-label={t.previous}>‹</button>
      {!p.reduced && (
        <button type="button" className={styles.control} onClick={p.onToggle} aria-label={p.stopped ? t.play : t.pause}>
          {p.stopped ? '▶' : '❚❚'}
        </button>
      )}
      <div className={styles.dots}>
        {Array.from({ length: p.count }, (_x, i) => (
          <button key={i} type="button" className={`${styles.dot} ${i === p.index ? styles.dotCurrent : ''}`}
            aria-label={t.goTo(i + 1, p.count)} aria-current={i === p.index ? 'true' : undefined} onClick={() => p.onGo(i)} />
        ))}
      </div>
      <button type="button" className={styles.control} onClick={p.onNext} aria-label={t.next}>›</button>
    </div>
  );
}
