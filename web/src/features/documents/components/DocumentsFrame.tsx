import type { ReactNode } from 'react';
import styles from '../Documents.module.css';

/** The frame of every documents page: the title, then whose documents they are, then the rest. */
export function DocumentsFrame({
  title,
  bar,
  children,
}: {
  title: string;
  bar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`page container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      {bar}
      {children}
    </div>
  );
}
