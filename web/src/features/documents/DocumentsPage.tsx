import { useState, type FormEvent } from 'react';
import type { DocumentKind } from '../../gql/graphql';
import { itDocuments } from '../../i18n/it-documents';
import { useDocumentsQuery, type DocumentItem } from './api/documents-queries';
import { useDocumentReorder } from './api/reorder-mutations';
import { DocumentSummary } from './components/DocumentSummary';
import { DocumentsFrame } from './components/DocumentsFrame';
import { ExpandableRows } from './components/ExpandableRow';
import { PagedTable } from './components/PagedTable';
import { ReorderButton } from './components/ReorderButton';
import { TableHead } from './components/TableHead';
import { useDocumentsPage } from './components/use-documents-page';
import { formatQuantity, italianDate } from './format';
import styles from './Documents.module.css';

const t = itDocuments.documents;
const c = t.columns;
const lc = t.lineColumns;

interface Filter {
  number?: string;
  from?: string;
  to?: string;
}

/** The rows read: price, discounts as applied ('10+5'), net price, amount = quantity × net price. */
function LinesTable({ doc }: { doc: DocumentItem }) {
  return (
    <>
      <table className={`data-table ${styles.table} ${styles.lineCards}`}>
        <caption className="visually-hidden">{t.lines}</caption>
        <TableHead
          columns={[
            lc.code,
            lc.description,
            { label: lc.quantity, number: true },
            { label: lc.price, number: true },
            { label: lc.discount, number: true },
            { label: lc.net, number: true },
            { label: lc.amount, number: true },
          ]}
        />
        <tbody>
          {doc.lines.map((l, i) => (
            <tr key={`${l.code}-${i}`}>
              <td className={styles.lineName}>{l.code}</td>
              <td className={`${styles.wrap} ${styles.lineName}`}>{l.description}</td>
              <td className={styles.number} data-label={lc.quantity}>
                {formatQuantity(l.quantity)}
              </td>
              <td className={styles.number} data-label={lc.price}>
                {l.listPrice?.formatted ?? t.noPrices}
              </td>
              <td className={styles.number} data-label={lc.discount}>
                {l.discounts.map(formatQuantity).join('+')}
              </td>
              <td className={styles.number} data-label={lc.net}>
                {l.netPrice?.formatted ?? t.noPrices}
              </td>
              <td className={styles.number} data-label={lc.amount}>
                {l.amount?.formatted ?? t.noPrices}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DocumentSummary doc={doc} />
    </>
  );
}

/** /my-documents: 'Ordini' and 'Documenti fiscali' (company 4: 'Documenti'), ten a page, lines and PDF. */
export function DocumentsPage() {
  const { waiting, bar, page, setPage } = useDocumentsPage(t.title);
  const [kind, setKind] = useState<DocumentKind>('ORDERS');
  const [filter, setFilter] = useState<Filter | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const query = useDocumentsQuery({ kind, page, filter }, waiting);
  const data = query[0].data;
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
      query={query}
      empty={{ text: t.empty, testId: 'documents-empty' }}
      label={t.title}
      testId="documents-table"
      onPage={setPage}
      columns={() => [
        { label: t.lines, hidden: true },
        c.number,
        c.date,
        c.type,
        c.state,
        { label: c.taxable, number: true },
        { label: c.vat, number: true },
        { label: c.total, number: true },
        c.actions,
      ]}
    >
      {(list) => (
        <ExpandableRows
          items={list.items}
          keyOf={(d) => d.id}
          open={open}
          testId="document-row"
          detailPrefix="lines"
          columns={9}
          detail={(d) => <LinesTable doc={d} />}
        >
          {(d, { expanded, detailId }) => (
            <>
              <td className={styles.full}>
                <button
                  type="button"
                  className={styles.expand}
                  aria-expanded={expanded}
                  aria-controls={detailId}
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
                    <ReorderButton
                      text={t.reorder}
                      label={t.reorderLabel(d.number)}
                      disabled={reordering}
                      reorder={async () =>
                        (await reorder({ input: { documentId: d.id } })).data?.documentReorder
                      }
                    />
                  )}
                </div>
              </td>
            </>
          )}
        </ExpandableRows>
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
