import type { ReactNode } from 'react';
import styles from './HeaderPreview.module.css';
import './CounterLink.css';

/** The icon and count badge of a header preview button (the count is read by tests and people). */
export function HeaderCounter({ icon, count, testId }: { icon: ReactNode; count: number; testId: string }) {
  return (
    <span className={styles['header-counter']}>
      {icon}
      <span className="counter-link__badge" aria-hidden="true" data-testid={testId}>
        {count}
      </span>
    </span>
  );
}
