import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ShopLink } from '../../../components/ShopLink';
import { itProduct } from '../../../i18n/it-product';
import { paths } from '../../../lib/paths';
import { notifyInfo } from '../../../lib/notify';
import { useAddToCart } from '../../../lib/shop-slots';
import type { ProductDetail, ProductSize } from '../api/product-query';
import { gridCellValue } from '../grid-quantity';
import { noteText, withNotes, type CellNote } from '../grid-cell-notes';
import { isGridKey, nextCell, parsePastedBlock, pasteTargets } from '../grid-navigation';
import { NotifyButton } from './NotifyButton';
import { PriceText } from '../../../components/price/PriceText';
import styles from '../Product.module.css';

type Cells = Record<string, number>;
type Notes = Record<string, CellNote>;

const TrashIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
  </svg>
);

const takesQuantity = (size: ProductSize | undefined): size is ProductSize =>
  size !== undefined && !size.unavailable && size.maxQuantity >= 1;

/** Arrow keys move when the caret is at the edge of the cell's text (all of it is selected on focus). */
function caretAllows(input: HTMLInputElement, key: string): boolean {
  if (key === 'ArrowLeft') return input.selectionStart === 0;
  if (key === 'ArrowRight') return input.selectionEnd === input.value.length;
  return true;
}

/**
 * The size x colour quantity grid: rows are colours, columns sizes. Each cell shows stock,
 * arrivals and price from the gateway and takes a quantity clipped to the gateway's limit. Tab
 * and the arrow keys move between cells; a block pasted from a spreadsheet (rows of
 * tab-separated quantities) fills the cells from the one pasted into. The add button sends every
 * filled cell in one request and clears the inputs. `canOrder` is false for a logged-out visitor,
 * who sees the grid (when the company's flag allows it) and is offered the login instead.
 */
export function QuantityGrid({
  product,
  canOrder = true,
  onNotify = null,
}: {
  product: ProductDetail;
  canOrder?: boolean;
  /** 'Notify me' of an unavailable cell; null for a logged-out visitor. */
  onNotify?: ((size: ProductSize) => void) | null;
}) {
  const [cells, setCells] = useState<Cells>({});
  // The pieces typed into clipped cells (the add asks for them), and why a cell shows less.
  const [asked, setAsked] = useState<Cells>({});
  const [notes, setNotes] = useState<Notes>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { addLines, fetching } = useAddToCart();
  const sizeNames = [...new Set(product.variations.flatMap((v) => v.sizes.map((s) => s.name)))];
  const matrix = product.variations.map((v) => sizeNames.map((name) => v.sizes.find((s) => s.name === name)));
  const enabled = matrix.map((row) => row.map(takesQuantity));

  const apply = (entries: { size: ProductSize; raw: string }[]) => {
    let warn = false;
    const next: Cells = {};
    const nextAsked: Cells = {};
    const nextNotes: Record<string, CellNote | null> = {};
    for (const { size, raw } of entries) {
      const result = gridCellValue(raw, size.maxQuantity);
      warn ||= result.warn;
      next[size.id] = result.quantity;
      nextAsked[size.id] = result.asked;
      nextNotes[size.id] = result.warn ? { kind: 'refused' } : result.clipped ? { kind: 'limit', max: size.maxQuantity } : null;
    }
    // Every keystroke of a bad value warns: one toast on screen is enough.
    if (warn) notifyInfo(itProduct.quantityNotAllowed, 'quantity-not-allowed');
    setCells((c) => ({ ...c, ...next }));
    setAsked((a) => ({ ...a, ...nextAsked }));
    setNotes((n) => withNotes(n, nextNotes));
  };
  const focusCell = (row: number, col: number) => {
    const size = matrix[row]?.[col];
    const input = size ? inputs.current.get(size.id) : undefined;
    input?.focus();
    input?.select();
  };
  const onKeyDown = (row: number, col: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isGridKey(event.key) || !caretAllows(event.currentTarget, event.key)) return;
    const target = nextCell(enabled, row, col, event.key);
    if (!target) return;
    event.preventDefault();
    focusCell(...target);
  };
  const onPaste = (row: number, col: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const block = parsePastedBlock(event.clipboardData.getData('text/plain'));
    if (!block) return;
    event.preventDefault();
    apply(pasteTargets(block, enabled, row, col).map((t) => ({ size: matrix[t.row]![t.col]!, raw: t.raw })));
  };
  const clearRow = (ids: string[]) => {
    const keep = <T,>(r: Record<string, T>) => Object.fromEntries(Object.entries(r).filter(([id]) => !ids.includes(id)));
    setCells(keep);
    setNotes(keep);
  };
  const add = async () => {
    // A clipped cell asks for what was typed: the gateway clips it with the stock of this moment
    // and reports what it took, which the cell then says.
    const lines = Object.entries(cells)
      .filter(([, quantity]) => quantity > 0)
      .map(([articleId, quantity]) => ({ productId: product.id, articleId, quantity: Math.max(asked[articleId] ?? 0, quantity) }));
    const added = await addLines(lines, 'grid');
    if (!added) return;
    setCells({});
    setAsked({});
    setNotes(
      Object.fromEntries(
        added.clipped.filter((l) => l.articleId).map((l) => [l.articleId!, { kind: 'added', added: l.added, requested: l.requested } as const]),
      ),
    );
  };

  return (
    <section className="qty-grid" aria-labelledby="qty-grid-title" aria-describedby="qty-grid-hint">
      <h2 id="qty-grid-title">{itProduct.grid}</h2>
      <p id="qty-grid-hint" className={styles['qty-grid__hint']}>{itProduct.gridHint}</p>
      <div className={styles['qty-grid__scroll']}>
        <table>
          <thead>
            <tr>
              <th scope="col">{itProduct.colour}</th>
              {sizeNames.map((name) => (
                <th scope="col" key={name}>{name}</th>
              ))}
              <th scope="col"><span className="visually-hidden">{itProduct.clearColumn}</span></th>
            </tr>
          </thead>
          <tbody>
            {product.variations.map((v, row) => (
              <tr key={v.color}>
                <th scope="row">
                  <span className={styles['qty-grid__dot']} style={{ background: v.hex }} aria-hidden="true" />
                  {v.name}
                </th>
                {sizeNames.map((name, col) => {
                  const size = matrix[row]![col];
                  if (!size) return <td key={name} className={styles['qty-grid__empty']} />;
                  return (
                    <td key={name} className={size.unavailable ? `${styles['qty-grid__cell']} ${styles['qty-grid__cell--off']}` : styles['qty-grid__cell']}>
                      <input
                        ref={(node) => {
                          if (node) inputs.current.set(size.id, node);
                          else inputs.current.delete(size.id);
                        }}
                        type="text"
                        inputMode="numeric"
                        aria-label={itProduct.gridCell(v.name, name)}
                        data-testid={`grid-cell-${size.id}`}
                        value={cells[size.id] ? String(cells[size.id]) : ''}
                        placeholder="0"
                        disabled={!enabled[row]![col]}
                        onFocus={(e) => e.currentTarget.select()}
                        onKeyDown={onKeyDown(row, col)}
                        onPaste={onPaste(row, col)}
                        onChange={(e) => apply([{ size, raw: e.target.value }])}
                        aria-describedby={notes[size.id] ? `grid-note-${size.id}` : undefined}
                      />
                      {notes[size.id] && (
                        <small id={`grid-note-${size.id}`} className={styles['qty-grid__note']} data-testid={`grid-note-${size.id}`}>
                          {noteText(notes[size.id]!)}
                        </small>
                      )}
                      <small>
                        {/* 'Non disponibile' reads alone; a count reads 'Disp. 120'. */}
                        {size.availability === 'NONE' ? (
                          <span>{size.availabilityText}</span>
                        ) : (
                          size.stock !== null && size.stock !== undefined && <span>{itProduct.stock} {size.availabilityText}</span>
                        )}
                        {size.arrivals ? <span> · {itProduct.arrivals} {size.arrivals}</span> : null}
                        {size.price && <span className="qty-grid__price"><PriceText money={size.price.price} /></span>}
                      </small>
                      {size.unavailable && onNotify && <NotifyButton size={name} colour={v.name} onNotify={() => onNotify(size)} />}
                    </td>
                  );
                })}
                <td>
                  <button type="button" className="icon-button" aria-label={itProduct.clearRow(v.name)} onClick={() => clearRow(v.sizes.map((s) => s.id))}>
                    <TrashIcon />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles['qty-grid__actions']}>
        {canOrder ? (
          <button type="button" className="btn btn--primary" disabled={fetching} onClick={() => void add()}>
            {itProduct.addToCart}
          </button>
        ) : (
          <ShopLink className="btn btn--primary" to={paths.login}>{itProduct.gridLogin}</ShopLink>
        )}
        <ShopLink className="btn" to={paths.shop}>{itProduct.continueShopping}</ShopLink>
      </div>
    </section>
  );
}
