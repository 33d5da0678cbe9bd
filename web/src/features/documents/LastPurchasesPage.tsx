import { useState } from 'react';
import { ProductImage } from '../../components/ProductImage';
import { itDocuments } from '../../i18n/it-documents';
import { useLastPurchasesQuery, type PurchaseItem } from './api/documents-queries';
import { useLastPurchaseReorder } from './api/reorder-mutations';
import { DocumentsFrame } from './components/DocumentsFrame';
import { ExpandableRows } from './components/ExpandableRow';
import { PagedTable } from './components/PagedTable';
import { ReorderButton } from './components/ReorderButton';
import { TableHead } from './components/TableHead';
import { useDocumentsPage } from './components/use-documents-page';
import { formatQuantity, italianDate } from './format';
import styles from './Documents.module.css';

const t = itDocuments.purchases;
const c = t.columns;
const dc = t.detailColumns;

function Movements({ item }: { item: PurchaseItem }) {
  return (
    <>
      <p className={styles.detailTitle}>{t.detail}</p>
      <table className={`data-table ${styles.table}`}>
        <caption className="visually-hidden">{t.detailLabel(item.sku)}</caption>
        <TableHead columns={[dc.type, dc.number, dc.date, { label: dc.quantity, number: true }]} />
        <tbody>
          {item.movements.map((m, i) => (
            <tr key={`${m.number}-${m.date}-${i}`}>
              <td>{m.type}</td>
              <td>{m.number}</td>
              <td>{italianDate(m.date)}</td>
              <td className={styles.number}>{formatQuantity(m.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** /my-last-purchases: 'Storico acquisti' ten a page, 'Dettaglio articolo', and 'Riordina' per article. */
export function LastPurchasesPage() {
  const { waiting, bar, page, setPage } = useDocumentsPage(t.title);
  const [open, setOpen] = useState<string | null>(null);
  const query = useLastPurchasesQuery({ page }, waiting);
  const [{ fetching: reordering }, reorder] = useLastPurchaseReorder();
  const list = query[0].data?.lastPurchases;

  return (
    <DocumentsFrame title={t.title} bar={bar}>
      <PagedTable
        waiting={waiting}
        list={list}
        query={query}
        empty={{ text: t.empty, testId: 'purchases-empty' }}
        label={t.title}
        caption
        testId="purchases-table"
        onPage={setPage}
        columns={() => [
          { label: c.image, hidden: true },
          c.code,
          c.description,
          c.date,
          { label: c.quantity, number: true },
          c.actions,
        ]}
      >
        {(list) => (
          <ExpandableRows
            items={list.items}
            keyOf={(p) => p.articleId}
            open={open}
            testId="purchase-row"
            detailPrefix="movements"
            columns={6}
            detail={(p) => <Movements item={p} />}
          >
            {(p, { expanded, detailId }) => (
              <>
                <td>
                  <span className={styles.thumb}>
                    <ProductImage url={p.image?.url} alt={p.image?.alt ?? p.name} />
                  </span>
                </td>
                <td data-label={c.code}>{p.sku}</td>
                <td className={`${styles.wrap} ${styles.full}`} data-label={c.description}>
                  {p.name}
                </td>
                <td data-label={c.date}>{italianDate(p.lastDate)}</td>
                <td className={styles.number} data-label={c.quantity}>
                  {formatQuantity(p.lastQuantity)}
                </td>
                <td className={styles.full}>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="btn"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      aria-label={t.detailLabel(p.sku)}
                      onClick={() => setOpen(expanded ? null : p.articleId)}
                    >
                      {t.detail}
                    </button>
                    <ReorderButton
                      text={t.reorder}
                      label={t.reorderLabel(p.sku)}
                      disabled={reordering}
                      reorder={async () =>
                        (await reorder({ input: { articleId: p.articleId } })).data
                          ?.lastPurchaseReorder
                      }
                    />
                  </div>
                </td>
              </>
            )}
          </ExpandableRows>
        )}
      </PagedTable>
    </DocumentsFrame>
  );
}
