import { itPriceList } from '../../../i18n/it-pricelist';
import { editable, type EditableRow } from '../quick-order-rows';
import styles from '../QuickOrderPage.module.css';

const t = itPriceList.quickOrder;

interface Props {
  rows: readonly EditableRow[];
  disabled: boolean;
  onQuantity: (line: number, value: string) => void;
  onRemove: (line: number) => void;
}

function outcome(row: EditableRow): { text: string; refused: boolean } {
  if (row.problem) return { text: row.problem.message, refused: true };
  if (row.added !== null) return { text: t.addedRow(row.added), refused: false };
  const asked = Number(row.quantity);
  if (row.available !== null && asked > row.available) return { text: t.reduced(row.available), refused: false };
  return { text: t.ok, refused: false };
}

/** The rows as the gateway read them: quantities editable, rows removable, refusals explained. */
export function QuickOrderTable({ rows, disabled, onQuantity, onRemove }: Props) {
  const c = t.columns;
  return (
    <div className={styles.tableWrap}>
      <table className={`data-table ${styles.table}`}>
        <caption className={styles.caption}>{t.rowsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{c.line}</th>
            <th scope="col">{c.code}</th>
            <th scope="col">{c.article}</th>
            <th scope="col">{c.available}</th>
            <th scope="col" className={styles.num}>{c.price}</th>
            <th scope="col">{c.quantity}</th>
            <th scope="col">{c.outcome}</th>
            <th scope="col"><span className="visually-hidden">{c.remove}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const result = outcome(row);
            return (
              <tr key={row.line} data-testid="quick-order-row" className={result.refused ? styles.refused : undefined}>
                <td data-label={c.line}>{row.line}</td>
                <td data-label={c.code} className={styles.code}>{row.code}</td>
                <td data-label={c.article}>{row.articleText || '—'}</td>
                <td data-label={c.available} data-testid="quick-order-stock">
                  {row.stockText ?? '—'}
                  {row.arrivalsText && <span className="muted"> · {row.arrivalsText}</span>}
                </td>
                <td data-label={c.price} className={styles.num}>{row.priceText ?? '—'}</td>
                <td data-label={c.quantity}>
                  {editable(row) ? (
                    <input
                      className={styles.quantity}
                      inputMode="numeric"
                      aria-label={t.quantityOf(row.code)}
                      value={row.quantity}
                      disabled={disabled}
                      onChange={(e) => onQuantity(row.line, e.target.value)}
                    />
                  ) : (
                    row.quantity || '—'
                  )}
                </td>
                <td data-label={c.outcome} data-testid="quick-order-outcome" data-code={row.problem?.code ?? ''}>
                  {result.text}
                </td>
                <td>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t.removeRow(row.code)}
                    disabled={disabled}
                    onClick={() => onRemove(row.line)}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
