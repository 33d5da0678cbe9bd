import { ShopLink } from '../../../components/ShopLink';
import { itCheckout } from '../../../i18n/it-checkout';
import type { CheckoutData } from '../api/checkout-cart-query';
import { LineUnitPrice } from './PriceChange';
import { PriceText } from '../../../components/price/PriceText';
import styles from '../Checkout.module.css';
import { productPath } from '../../../lib/paths';

const t = itCheckout;

interface OrderSummaryProps {
  data: CheckoutData;
  marker: string | null;
}

/**
 * The order split in its groups (available now, arriving, to reserve, unavailable), as the
 * gateway split it; the arriving and reserved groups carry the red warning.
 */
export function OrderSummary({ data, marker }: OrderSummaryProps) {
  const groups = data.groups.filter((g) => g.pieces > 0);
  return (
    <section className={styles['checkout-card']} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles['checkout-card__title']}>
        {t.summary}
      </h2>
      {groups.map((group) => {
        const reserved = group.kind === 'ARRIVING' || group.kind === 'RESERVABLE';
        return (
          <div
            key={group.kind}
            className={`${styles['checkout-group']} ${styles[`checkout-group--${group.kind.toLowerCase()}`] ?? ''}`}
            data-testid={`group-${group.kind}`}
          >
            <h3 className={styles['checkout-group__title']}>
              <span>{group.title}</span>
              <span className={styles['checkout-group__pieces']}>{t.pieces(group.pieces)}</span>
              <PriceText money={group.total} marker={marker} />
            </h3>
            {reserved && data.reservedWarning && (
              <p className={styles['checkout-warning']} role="note">
                {data.reservedWarning}
              </p>
            )}
            <ul className={styles['checkout-lines']}>
              {group.lines.map(({ line, quantity, total }) => (
                <li key={line.id} className={styles['checkout-line']}>
                  {line.image ? (
                    <img
                      className={styles['checkout-line__image']}
                      src={line.image.url}
                      alt=""
                      loading="lazy"
                      width={48}
                      height={48}
                    />
                  ) : (
                    <span className={styles['checkout-line__image']} aria-hidden="true" />
                  )}
                  <div className={styles['checkout-line__text']}>
                    <ShopLink to={productPath(line.productId)} className={styles['checkout-line__name']}>
                      {line.sku} · {line.name}
                    </ShopLink>
                    <span className="muted">{[line.color, line.size].filter(Boolean).join(' · ')}</span>
                  </div>
                  <span className={styles['checkout-line__qty']} aria-label={t.quantity}>
                    {t.pieces(quantity)}
                  </span>
                  <span className={styles['checkout-line__unit']} aria-label={t.unitPrice}>
                    <LineUnitPrice line={line} marker={marker} />
                  </span>
                  <strong className={styles['checkout-line__total']} aria-label={t.lineTotal}>
                    <PriceText money={total} marker={marker} />
                  </strong>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
