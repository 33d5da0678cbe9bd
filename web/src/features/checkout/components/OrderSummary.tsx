import { Link } from 'react-router';
import { it } from '../../../i18n/it';
import type { CheckoutData } from '../api/checkout-cart-query';
import { PriceText } from './PriceText';

const t = it.checkout;

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
    <section className="checkout-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-card__title">
        {t.summary}
      </h2>
      {groups.map((group) => {
        const reserved = group.kind === 'ARRIVING' || group.kind === 'RESERVABLE';
        return (
          <div
            key={group.kind}
            className={`checkout-group checkout-group--${group.kind.toLowerCase()}`}
            data-testid={`group-${group.kind}`}
          >
            <h3 className="checkout-group__title">
              <span>{group.title}</span>
              <span className="checkout-group__pieces">{t.pieces(group.pieces)}</span>
              <PriceText money={group.total} marker={marker} />
            </h3>
            {reserved && data.reservedWarning && (
              <p className="checkout-warning" role="note">
                {data.reservedWarning}
              </p>
            )}
            <ul className="checkout-lines">
              {group.lines.map(({ line, quantity, total }) => (
                <li key={line.id} className="checkout-line">
                  {line.image ? (
                    <img
                      className="checkout-line__image"
                      src={line.image.url}
                      alt=""
                      loading="lazy"
                      width={48}
                      height={48}
                    />
                  ) : (
                    <span className="checkout-line__image" aria-hidden="true" />
                  )}
                  <div className="checkout-line__text">
                    <Link to={`/product/${line.productId}`} className="checkout-line__name">
                      {line.sku} · {line.name}
                    </Link>
                    <span className="muted">{[line.color, line.size].filter(Boolean).join(' · ')}</span>
                  </div>
                  <span className="checkout-line__qty" aria-label={t.quantity}>
                    {t.pieces(quantity)}
                  </span>
                  <span className="checkout-line__unit" aria-label={t.unitPrice}>
                    <PriceText money={line.unitPrice} marker={marker} />
                  </span>
                  <strong className="checkout-line__total" aria-label={t.lineTotal}>
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
