import type { ReactNode } from 'react';
import styles from '../Documents.module.css';

/**
 * A table row with its detail row below it while `expanded`; the detail spans the whole table
 * and carries the id the row's toggle names in `aria-controls`.
 */
export function ExpandableRow(props: {
  testId: string;
  expanded: boolean;
  detailId: string;
  columns: number;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <tr data-testid={props.testId}>{props.children}</tr>
      {props.expanded && (
        <tr className={styles.detail} id={props.detailId}>
          <td colSpan={props.columns}>{props.detail}</td>
        </tr>
      )}
    </>
  );
}
