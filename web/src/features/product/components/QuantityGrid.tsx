import { useState } from 'react';
import { Link } from 'react-router';
import { it } from '../../../i18n/it';
import { paths } from '../../../lib/paths';
import { notifyInfo } from '../../../lib/notify';
import { useAddToCart } from '../../cart/use-add-to-cart';
import type { ProductDetail } from '../api/product-query';
import { gridCellValue } from '../grid-quantity';

type Cells = Record<string, number>;

const TrashIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
  </svg>
);

/**
 * The size x colour quantity grid: rows are colours, columns sizes. Each cell shows stock,
 * arrivals and price from the gateway and takes a quantity clipped to the gateway's limit; the
 * add button sends every filled cell in one request and clears the inputs.
 */
export function QuantityGrid({ product }: { product: ProductDetail }) {
  const [cells, setCells] = useState<Cells>({});
  const { addLines, fetching } = useAddToCart();
  const sizeNames = [...new Set(product.variations.flatMap((v) => v.sizes.map((s) => s.name)))];

  const change = (articleId: string, raw: string, max: number) => {
    const { quantity, warn } = gridCellValue(raw, max);
    if (warn) notifyInfo(it.product.quantityNotAllowed);
    setCells((c) => ({ ...c, [articleId]: quantity }));
  };
  const clearRow = (ids: string[]) => setCells((c) => Object.fromEntries(Object.entries(c).filter(([id]) => !ids.includes(id))));
  const add = async () => {
    const lines = Object.entries(cells)
      .filter(([, quantity]) => quantity > 0)
      .map(([articleId, quantity]) => ({ productId: product.id, articleId, quantity }));
    if (await addLines(lines, 'grid')) setCells({});
  };

  return (
    <section className="qty-grid" aria-labelledby="qty-grid-title">
      <h2 id="qty-grid-title">{it.product.grid}</h2>
      <div className="qty-grid__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{it.product.colour}</th>
              {sizeNames.map((name) => (
                <th scope="col" key={name}>{name}</th>
              ))}
              <th scope="col"><span className="visually-hidden">{it.cart.clear}</span></th>
            </tr>
          </thead>
          <tbody>
            {product.variations.map((v) => (
              <tr key={v.color}>
                <th scope="row">
                  <span className="qty-grid__dot" style={{ background: v.hex }} aria-hidden="true" />
                  {v.name}
                </th>
                {sizeNames.map((name) => {
                  const size = v.sizes.find((s) => s.name === name);
                  if (!size) return <td key={name} className="qty-grid__empty" />;
                  return (
                    <td key={name} className={size.unavailable ? 'qty-grid__cell qty-grid__cell--off' : 'qty-grid__cell'}>
                      <input
                        type="text"
                        inputMode="numeric"
                        aria-label={it.product.gridCell(v.name, name)}
                        data-testid={`grid-cell-${size.id}`}
                        value={cells[size.id] ? String(cells[size.id]) : ''}
                        placeholder="0"
                        disabled={size.unavailable || size.maxQuantity < 1}
                        onChange={(e) => change(size.id, e.target.value, size.maxQuantity)}
                      />
                      <small>
                        {size.stock !== null && size.stock !== undefined && <span>{it.product.stock} {size.availabilityText}</span>}
                        {size.arrivals ? <span> · {it.product.arrivals} {size.arrivals}</span> : null}
                        {size.price && <span className="qty-grid__price">{size.price.price.formatted}</span>}
                      </small>
                    </td>
                  );
                })}
                <td>
                  <button type="button" className="icon-button" aria-label={it.product.clearRow(v.name)} onClick={() => clearRow(v.sizes.map((s) => s.id))}>
                    <TrashIcon />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="qty-grid__actions">
        <button type="button" className="btn btn--primary" disabled={fetching} onClick={() => void add()}>
          {it.product.addToCart}
        </button>
        <Link className="btn" to={paths.shop}>{it.product.continueShopping}</Link>
      </div>
    </section>
  );
}
