import { itDocuments } from '../../i18n/it-documents';
import { useShipmentsQuery } from './api/documents-queries';
import { DocumentsFrame } from './components/DocumentsFrame';
import { PagedTable } from './components/PagedTable';
import { useDocumentsPage } from './components/use-documents-page';
import { italianDate } from './format';
import { openTracking } from './tracking';
import styles from './Documents.module.css';

const t = itDocuments.shipments;
const c = t.columns;

/** /shippings: 'Spedizioni' ten a page, 'Pagato' where the company shows it, carrier tracking. */
export function ShipmentsPage() {
  const { waiting, bar, page, setPage } = useDocumentsPage(t.title);
  const query = useShipmentsQuery({ page }, waiting);
  const list = query[0].data?.shipments;

  return (
    <DocumentsFrame title={t.title} bar={bar}>
      <section className={styles.info} aria-labelledby="shipments-info">
        <h2 id="shipments-info">{t.infoTitle}</h2>
        <p>{t.info}</p>
      </section>
      <PagedTable
        waiting={waiting}
        list={list}
        query={query}
        empty={{ text: t.empty, testId: 'shipments-empty' }}
        label={t.tableCaption}
        caption
        testId="shipments-table"
        onPage={setPage}
        columns={(list) => [
          c.number,
          c.type,
          c.date,
          { label: c.total, number: true },
          list.showsPaid && c.paid,
          c.carrier,
          c.tracking,
        ]}
      >
        {(list) => (
          <tbody>
            {list.items.map((s) => (
              <tr key={s.id} data-testid="shipment-row">
                <td data-label={c.number}>{s.number}</td>
                <td data-label={c.type}>{s.type}</td>
                <td data-label={c.date}>{italianDate(s.date)}</td>
                <td className={styles.number} data-label={c.total}>
                  {s.total?.formatted ?? '—'}
                </td>
                {list.showsPaid && <td data-label={c.paid}>{s.paid ? t.yes : t.no}</td>}
                <td data-label={c.carrier}>{s.carrier || '—'}</td>
                <td className={styles.full}>
                  {/* Nothing to track (pickup on site, no carrier): the gateway's words, not a button that only alerts. */}
                  {s.tracking.kind === 'NONE' ? (
                    <span className={styles.noTracking} data-tracking="NONE">
                      {s.tracking.message}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="btn"
                      aria-label={t.trackLabel(s.number)}
                      data-tracking={s.tracking.kind}
                      onClick={() => openTracking(s.tracking)}
                    >
                      {t.track}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        )}
      </PagedTable>
    </DocumentsFrame>
  );
}
