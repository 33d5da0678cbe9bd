import { itDocuments } from '../../../i18n/it-documents';
import styles from '../Documents.module.css';

const t = itDocuments.pager;

/** Previous / next through pages of ten, with where we are; hidden when there is one page. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t.label}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <span aria-live="polite">{t.status(page, pageCount)}</span>
      <button type="button" className="btn" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
