import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { EmptyStatus, LoadFailedStatus, LoadingStatus } from '../../../components/PageStatus';
import { it } from '../../../i18n/it';
import { itDocuments } from '../../../i18n/it-documents';
import styles from '../Documents.module.css';
import { Pager } from './Pager';

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
  fetching: boolean;
  error: CombinedError | undefined;
  onRetry(): void;
  empty: { text: string; testId: string };
  /** Names the scrollable region (and the table's caption when `caption` is set). */
  label: string;
  caption?: boolean;
  testId: string;
  onPage(page: number): void;
  /** The table's head and body for a page that has items. */
  children(list: L): ReactNode;
}

/**
 * The documents pages' list: loading, failed (with retry), empty, or a scrollable table with
 * the pager below; the same states in the same order on every page.
 */
export function PagedTable<L extends PagedList>(props: PagedTableProps<L>) {
  const { list, empty, label } = props;
  if (props.waiting) return null;
  if (!list && (props.fetching || !props.error)) return <LoadingStatus text={it.app.loading} />;
  if (!list) return <LoadFailedStatus text={itDocuments.loadFailed} onRetry={props.onRetry} />;
  if (list.items.length === 0) return <EmptyStatus text={empty.text} testId={empty.testId} />;
  return (
    <>
      <div className={styles.tableBox} role="region" aria-label={label} tabIndex={0}>
        <table className={`${styles.table} ${styles.cards}`} data-testid={props.testId}>
          {props.caption && <caption className="visually-hidden">{label}</caption>}
          {props.children(list)}
        </table>
      </div>
      <Pager page={list.page} pageCount={list.pageCount} onPage={props.onPage} />
    </>
  );
}
