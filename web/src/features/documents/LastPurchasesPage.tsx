import { useState } from 'react';
import { ProductImage } from '../../components/ProductImage';
import { itDocuments } from '../../i18n/it-documents';
import { usePageTitle } from '../../lib/use-page-title';
import { useLastPurchasesQuery, type PurchaseItem } from './api/documents-queries';
import { useLastPurchaseReorder } from './api/reorder-mutations';
import { useCustomerChoice } from './components/CustomerChoice';
import { DocumentsFrame } from './components/DocumentsFrame';
import { ExpandableRow } from './components/ExpandableRow';
import { PagedTable } from './components/PagedTable';
import { formatQuantity, italianDate } from './format';
import { announceReorder } from './reorder-outcome';
import styles from './Documents.module.css';

const t = itDocuments.purchases;
const c = t.columns;
const dc = t.detailColumns;

function Movements({ item }: { item: PurchaseItem }) {
  return (
    <>
      <p className={styles.detailTitle}>{t.detail}</p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.detailLabel(item.sku)}</caption>
        <thead>
          <tr>
            <th scope="col">{dc.type}</th>
            <th scope="col">{dc.number}</th>
            <th scope="col">{dc.date}</th>
            <th scope="col" className={styles.number}>
              {dc.quantity}
            </th>
          </tr>
        </thead>
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
  usePageTitle(t.title);
  const { customerId, waiting, bar } = useCustomerChoice();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useLastPurchasesQuery({ customerId, page }, waiting);
  const [{ fetching: reordering }, reorder] = useLastPurchaseReorder();
  const list = data?.lastPurchases;

  const content = (
    <PagedTable
      waiting={waiting}
      list={list}
      fetching={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      empty={{ text: t.empty, testId: 'purchases-empty' }}
      label={t.title}
      caption
      testId="purchases-table"
      onPage={setPage}
    >
      {(list) => (
        <>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{c.image}</span>
              </th>
              <th scope="col">{c.code}</th>
              <th scope="col">{c.description}</th>
              <th scope="col">{c.date}</th>
              <th scope="col" className={styles.number}>
                {c.quantity}
              </th>
              <th scope="col">{c.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((p) => {
              const expanded = open === p.articleId;
              return (
                <ExpandableRow
                  key={p.articleId}
                  testId="purchase-row"
                  expanded={expanded}
                  detailId={`movements-${p.articleId}`}
                  columns={6}
                  detail={<Movements item={p} />}
                >
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
                        aria-controls={`movements-${p.articleId}`}
                        aria-label={t.detailLabel(p.sku)}
                        onClick={() => setOpen(expanded ? null : p.articleId)}
                      >
                        {t.detail}
                      </button>
                      <button
                        type="button"
                        className="btn btn--primary"
                        disabled={reordering}
                        aria-label={t.reorderLabel(p.sku)}
                        onClick={async () =>
                          announceReorder(
                            (await reorder({ input: { articleId: p.articleId, customerId } })).data
                              ?.lastPurchaseReorder,
                          )
                        }
                      >
                        {t.reorder}
                      </button>
                    </div>
                  </td>
                </ExpandableRow>
              );
            })}
          </tbody>
        </>
      )}
    </PagedTable>
  );

  return (
    <DocumentsFrame title={t.title} bar={bar}>
      {content}
    </DocumentsFrame>
  );
}
