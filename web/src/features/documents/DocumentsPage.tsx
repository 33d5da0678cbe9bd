import { useState, type FormEvent } from 'react';
import type { DocumentKind } from '../../gql/graphql';
import { itDocuments } from '../../i18n/it-documents';
import { usePageTitle } from '../../lib/use-page-title';
import { useDocumentsQuery, type DocumentItem } from './api/documents-queries';
import { useDocumentReorder } from './api/reorder-mutations';
import { useCustomerChoice } from './components/CustomerChoice';
import { DocumentsFrame } from './components/DocumentsFrame';
import { ExpandableRow } from './components/ExpandableRow';
import { PagedTable } from './components/PagedTable';
import { formatQuantity, italianDate } from './format';
import { announceReorder } from './reorder-outcome';
import styles from './Documents.module.css';

const t = itDocuments.documents;
const c = t.columns;
const lc = t.lineColumns;

interface Filter {
  number?: string;
  from?: string;
  to?: string;
}

function LinesTable({ doc }: { doc: DocumentItem }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.lines}</caption>
      <thead>
        <tr>
          <th scope="col">{lc.code}</th>
          <th scope="col">{lc.description}</th>
          <th scope="col" className={styles.number}>
            {lc.quantity}
          </th>
          <th scope="col" className={styles.number}>
            {lc.price}
          </th>
          <th scope="col" className={styles.number}>
            {lc.discount}
          </th>
          <th scope="col" className={styles.number}>
            {lc.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {doc.lines.map((l, i) => (
          <tr key={`${l.code}-${i}`}>
            <td>{l.code}</td>
            <td className={styles.wrap}>{l.description}</td>
            <td className={styles.number}>{formatQuantity(l.quantity)}</td>
            <td className={styles.number}>{l.unitPrice?.formatted ?? t.noPrices}</td>
            <td className={styles.number}>{l.discountPercent ? formatQuantity(l.discountPercent) : ''}</td>
            <td className={styles.number}>{l.taxable?.formatted ?? t.noPrices}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /my-documents: 'Ordini' and 'Documenti fiscali' (company 4: 'Documenti'), ten a page, lines and PDF. */
export function DocumentsPage() {
  usePageTitle(t.title);
  const { customerId, waiting, bar } = useCustomerChoice();
  const [kind, setKind] = useState<DocumentKind>('ORDERS');
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useDocumentsQuery({ customerId, kind, page, filter }, waiting);
  const [{ fetching: reordering }, reorder] = useDocumentReorder();

  const tabs = data?.documentTabs ?? [];
  const selected = tabs.some((tab) => tab.kind === kind) ? kind : (tabs[0]?.kind ?? kind);
  const list = data?.documents;

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ number: value('number'), from: value('from'), to: value('to') });
    setPage(1);
  };

  const content = (
    <PagedTable
      waiting={waiting}
      list={list}
      fetching={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      empty={{ text: t.empty, testId: 'documents-empty' }}
      label={t.title}
      testId="documents-table"
      onPage={setPage}
    >
      {(list) => (
        <>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t.lines}</span>
              </th>
              <th scope="col">{c.number}</th>
              <th scope="col">{c.date}</th>
              <th scope="col">{c.type}</th>
              <th scope="col">{c.state}</th>
              <th scope="col" className={styles.number}>
                {c.taxable}
              </th>
              <th scope="col" className={styles.number}>
                {c.vat}
              </th>
              <th scope="col" className={styles.number}>
                {c.total}
              </th>
              <th scope="col">{c.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((d) => {
              const expanded = open === d.id;
              return (
                <ExpandableRow
                  key={d.id}
                  testId="document-row"
                  expanded={expanded}
                  detailId={`lines-${d.id}`}
                  columns={9}
                  detail={<LinesTable doc={d} />}
                >
                  <td className={styles.full}>
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={expanded}
                      aria-controls={`lines-${d.id}`}
                      aria-label={expanded ? t.hideLines(d.number) : t.showLines(d.number)}
                      onClick={() => setOpen(expanded ? null : d.id)}
                    >
                      {expanded ? '−' : '+'}
                    </button>
                  </td>
                  <td data-label={c.number}>{d.number}</td>
                  <td data-label={c.date}>{italianDate(d.date)}</td>
                  <td data-label={c.type}>{d.type}</td>
                  <td data-label={c.state}>{d.state}</td>
                  <td className={styles.number} data-label={c.taxable}>
                    {d.taxable?.formatted ?? t.noPrices}
                  </td>
                  <td className={styles.number} data-label={c.vat}>
                    {d.vat?.formatted ?? t.noPrices}
                  </td>
                  <td className={styles.number} data-label={c.total}>
                    {d.total?.formatted ?? t.noPrices}
                  </td>
                  <td className={styles.full}>
                    <div className={styles.actions}>
                      <a className="btn" href={d.pdfUrl} download aria-label={t.pdfLabel(d.type, d.number)}>
                        {t.pdf}
                      </a>
                      {d.canReorder && (
                        <button
                          type="button"
                          className="btn btn--primary"
                          disabled={reordering}
                          aria-label={t.reorderLabel(d.number)}
                          onClick={async () =>
                            announceReorder(
                              (await reorder({ input: { documentId: d.id } })).data?.documentReorder,
                            )
                          }
                        >
                          {t.reorder}
                        </button>
                      )}
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
      {tabs.length > 0 && (
        <div className={styles.tabs} role="tablist" aria-label={t.tabsLabel}>
          {tabs.map((tab) => (
            <button
              key={tab.kind}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={tab.kind === selected}
              onClick={() => {
                setKind(tab.kind);
                setPage(1);
                setOpen(null);
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <form
        className={styles.filters}
        onSubmit={applyFilter}
        onReset={() => {
          setFilter(null);
          setPage(1);
        }}
      >
        <label>
          {t.filterNumber}
          <input name="number" inputMode="numeric" autoComplete="off" />
        </label>
        <label>
          {t.filterFrom}
          <input name="from" type="date" />
        </label>
        <label>
          {t.filterTo}
          <input name="to" type="date" />
        </label>
        <button type="submit" className="btn">
          {t.filter}
        </button>
        <button type="reset" className="btn">
          {t.reset}
        </button>
      </form>
      <div role="tabpanel" aria-label={tabs.find((tab) => tab.kind === selected)?.label ?? t.title}>
        {content}
      </div>
    </DocumentsFrame>
  );
}
