import { useId, useState, type ChangeEvent } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { itPriceList } from '../../i18n/it-pricelist';
import { paths } from '../../lib/paths';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useQuickOrderAdd, useQuickOrderPreview } from './api/quick-order-mutations';
import { QuickOrderTable } from './components/QuickOrderTable';
import { quantityOf, sendable, type EditableRow } from './quick-order-rows';
import styles from './QuickOrderPage.module.css';

const t = itPriceList.quickOrder;
/** The gateway reads at most 100,000 characters; a bigger file is refused before it is sent. */
const MAX_FILE_BYTES = 100_000;
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/** /ordine-rapido: paste rows or load a CSV, check what the gateway resolved, add in one go. */
export function QuickOrderPage() {
  usePageTitle(t.title);
  const [text, setText] = useState('');
  const [rows, setRows] = useState<EditableRow[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [previewState, preview] = useQuickOrderPreview();
  const [addState, add] = useQuickOrderAdd();
  const busy = previewState.fetching || addState.fetching;
  const textId = useId();
  const fileId = useId();

  const read = async (input: string) => {
    setRefusal(null);
    setSummary(null);
    const result = await preview({ input: { text: input } });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data!.quickOrderPreview;
    if (payload.userErrors[0]) {
      setRows(null);
      return setRefusal(payload.userErrors[0].message);
    }
    setRows(
      payload.rows.map((r) => ({
        line: r.line,
        code: [r.code, ...r.attributes].join(' '),
        quantity: r.quantity === null ? '' : String(r.quantity),
        available: r.available ?? null,
        stockText: r.stock?.availabilityText ?? null,
        arrivalsText: r.stock?.arrivalsText ?? null,
        articleId: r.article?.articleId ?? null,
        articleText: r.article ? [r.article.name, r.article.colorName, r.article.size].filter(Boolean).join(' · ') : '',
        priceText: r.price?.price.formatted ?? null,
        problem: r.problem ? { code: r.problem.code, message: r.problem.message } : null,
        added: null,
      })),
    );
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setRefusal(t.fileTooLarge);
    file.text().then(
      (content) => {
        // A spreadsheet saved as xlsx, or any binary file: say so instead of sending it.
        if (BINARY.test(content)) return setRefusal(t.fileNotText);
        setText(content);
        void read(content);
      },
      () => setRefusal(t.fileUnreadable),
    );
  };

  const toSend = rows ? sendable(rows) : [];
  const submit = async () => {
    if (!rows || toSend.length === 0) return;
    const input = { rows: toSend.map((r) => ({ line: r.line, articleId: r.articleId!, quantity: quantityOf(r.quantity) })) };
    const result = await add({ input });
    if (result.error) return reportRequestError(result.error);
    const payload = result.data!.quickOrderAdd;
    const outcomes = new Map(payload.rows.map((o) => [o.line, o]));
    setRows(
      rows.map((r) => {
        const o = outcomes.get(r.line);
        return o ? { ...r, added: o.added, problem: o.problem ? { code: o.problem.code, message: o.problem.message } : null } : r;
      }),
    );
    if (payload.userErrors[0]) return setRefusal(payload.userErrors[0].message);
    const text = t.added(payload.addedQuantity, payload.addedLines);
    setSummary(text);
    if (payload.addedQuantity > 0) notifySuccess(text);
  };

  const refused = rows?.filter((r) => r.problem) ?? [];
  const valid = rows ? rows.filter((r) => !r.problem).length : 0;

  return (
    <div className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void read(text);
        }}
      >
        <label htmlFor={textId}>{t.pasteLabel}</label>
        <textarea
          id={textId}
          className={styles.paste}
          rows={8}
          value={text}
          placeholder={t.pastePlaceholder}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn--primary" disabled={busy || text.trim() === ''}>
            {previewState.fetching ? t.reading : t.read}
          </button>
          <label htmlFor={fileId} className={styles.fileLabel}>
            {t.fileLabel}
          </label>
          <input id={fileId} type="file" accept=".csv,.txt,text/csv,text/plain" disabled={busy} onChange={onFile} />
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => {
              setText('');
              setRows(null);
              setRefusal(null);
              setSummary(null);
            }}
          >
            {t.clear}
          </button>
        </div>
      </form>
      {refusal && (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      )}
      {rows && (
        <section aria-label={t.rowsTitle}>
          <p role="status">{summary ?? t.summary(valid, rows.length)}</p>
          <QuickOrderTable
            rows={rows}
            disabled={busy}
            onQuantity={(line, value) => setRows(rows.map((r) => (r.line === line ? { ...r, quantity: value } : r)))}
            onRemove={(line) => setRows(rows.filter((r) => r.line !== line))}
          />
          <div className={styles.actions}>
            <button type="button" className="btn btn--primary" disabled={busy || toSend.length === 0} onClick={() => void submit()}>
              {addState.fetching ? t.adding : t.add}
            </button>
            {summary && (
              <ShopLink to={paths.cart} className="btn">
                {t.goToCart}
              </ShopLink>
            )}
          </div>
          {summary && refused.length > 0 && (
            <div role="alert" className={styles.refusedList}>
              <h2 className={styles.subtitle}>{t.refusedTitle}</h2>
              <ul>
                {refused.map((r) => (
                  <li key={r.line}>
                    {t.columns.line} {r.line} ({r.code}): {r.problem!.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
