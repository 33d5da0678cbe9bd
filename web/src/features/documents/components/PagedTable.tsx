import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { EmptyStatus, LoadFailedStatus, LoadingStatus } from '../../../components/PageStatus';
import { it } from '../../../i18n/it';
import { itDocuments } from '../../../i18n/it-documents';
import styles from '../Documents.module.css';
import { Pager } from './Pager';
import { TableHead, type Columns } from './TableHead';

/** One page of a list as the gateway sends it. */
export interface PagedList {
  page: number;
  pageCount: number;
  items: readonly unknown[];
}

interface PagedTableProps<L extends PagedList> {
  /** An agent has not chosen a customer yet: nothing is shown. */
  waiting: boolean;
  list: L | null | undefined;
  /** The list's query as urql returns it: its state, and how to ask again after a failure. */
  query: readonly [
    { fetching: boolean; error?: CombinedError },
    (opts: { requestPolicy: 'network-only' }) => void,
  ];
  empty: { text: string; testId: string };
  /** Names the scrollable region (and the table's caption when `caption` is set). */
  label: string;
  caption?: boolean;
  testId: string;
  onPage(page: number): void;
  /** The table's column headings for a page that has items. */
  columns(list: L): Columns;
  /** The table's body for a page that has items. */
  children(list: L): ReactNode;
}

/**
 * The documents pages' list: loading, failed (with retry), empty, or a scrollable table with
 * the pager below; the same states in the same order on every page.
 */
export function PagedTable<L extends PagedList>(props: PagedTableProps<L>) {
  const { list, empty, label } = props;
  const [{ fetching, error }, refetch] = props.query;
  if (props.waiting) return null;
  if (!list && (fetching || !error)) return <LoadingStatus text={it.app.loading} />;
  if (!list) {
    return (
      <LoadFailedStatus
        text={itDocuments.loadFailed}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  }
  if (list.items.length === 0) return <EmptyStatus text={empty.text} testId={empty.testId} />;
  return (
    <>
      <div className={styles.tableBox} role="region" aria-label={label} tabIndex={0}>
        <table className={`data-table ${styles.table} ${styles.cards}`} data-testid={props.testId}>
          {props.caption && <caption className="visually-hidden">{label}</caption>}
          <TableHead columns={props.columns(list)} />
          {props.children(list)}
        </table>
      </div>
      <Pager page={list.page} pageCount={list.pageCount} onPage={props.onPage} />
    </>
  );
}
