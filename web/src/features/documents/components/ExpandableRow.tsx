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

/** A table body of expandable rows, at most one open: the row whose key is `open`. */
export function ExpandableRows<T>(props: {
  items: readonly T[];
  keyOf(item: T): string;
  open: string | null;
  testId: string;
  /** The detail row's id is this prefix and the row's key. */
  detailPrefix: string;
  columns: number;
  detail(item: T): ReactNode;
  children(item: T, row: { expanded: boolean; detailId: string }): ReactNode;
}) {
  return (
    <tbody>
      {props.items.map((item) => {
        const key = props.keyOf(item);
        const row = { expanded: props.open === key, detailId: `${props.detailPrefix}-${key}` };
        return (
          <ExpandableRow
            key={key}
            testId={props.testId}
            expanded={row.expanded}
            detailId={row.detailId}
            columns={props.columns}
            detail={props.detail(item)}
          >
            {props.children(item, row)}
          </ExpandableRow>
        );
      })}
    </tbody>
  );
}
