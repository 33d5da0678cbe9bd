import { itProduct } from '../../../i18n/it-product';
import type { ProductVariation } from '../api/product-query';
import styles from '../Product.module.css';

/**
 * Size/colour availability: size, available, arrivals and, for a logged-in viewer, the pieces
 * already in the cart. Texts come from the gateway (spec §4 Availability text).
 */
export function AvailabilityTable({ variations, showCart, collapsible = true }: { variations: ProductVariation[]; showCart: boolean; collapsible?: boolean }) {
  const table = (
    <div className={styles['availability-table__scroll']}>
      <table className={styles['availability-table']} data-testid="availability-table">
        <thead>
          <tr>
            <th scope="col">{itProduct.colour}</th>
            <th scope="col">{itProduct.size}</th>
            <th scope="col">{itProduct.available}</th>
            <th scope="col">{itProduct.arrivals}</th>
            {showCart && <th scope="col">{itProduct.inCart}</th>}
          </tr>
        </thead>
        <tbody>
          {variations.flatMap((v) =>
            v.sizes.map((s) => (
              <tr key={s.id}>
                <td>{v.name}</td>
                <td>{s.name}</td>
                <td className={s.availability === 'NONE' ? styles['availability--none'] : ''}>{s.availabilityText}</td>
                <td>{s.arrivalsText ?? '—'}</td>
                {showCart && <td>{s.inCart}</td>}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
  if (!collapsible) return table;
  return (
    <details className={styles['availability-details']}>
      <summary>{itProduct.availabilityTable}</summary>
      {table}
    </details>
  );
}
