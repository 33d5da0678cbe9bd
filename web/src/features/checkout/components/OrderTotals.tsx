import { it } from '../../../i18n/it';
import type { CheckoutData, CheckoutQuote } from '../api/checkout-cart-query';
import { PriceText } from './PriceText';

const t = it.checkout;

interface OrderTotalsProps {
  data: CheckoutData;
  quote: CheckoutQuote | null;
  marker: string | null;
}

/** Goods, shipments and total as the gateway quoted them for the choices on screen. */
export function OrderTotals({ data, quote, marker }: OrderTotalsProps) {
  if (!data.subtotal) return null;
  return (
    <section
      className="checkout-card checkout-totals"
      aria-labelledby="checkout-costs-title"
      aria-live="polite"
    >
      <h2 id="checkout-costs-title" className="checkout-card__title">
        {t.costs}
      </h2>
      <dl className="checkout-totals__list">
        <dt>{t.goods}</dt>
        <dd data-testid="checkout-goods">
          <PriceText money={data.subtotal} marker={marker} />
        </dd>
        {quote?.shipments.map((shipment, index) => (
          <div key={index} className="checkout-totals__row">
            <dt>{t.shipment(index + 1)}</dt>
            <dd>
              <PriceText money={shipment.total} marker={marker} />
            </dd>
          </div>
        ))}
        {quote && (
          <div className="checkout-totals__row checkout-totals__grand">
            <dt>{t.total}</dt>
            <dd data-testid="checkout-total">
              <PriceText money={quote.total} marker={marker} />
            </dd>
          </div>
        )}
      </dl>
      {!quote && <p className="muted">{t.chooseToSeeTotal}</p>}
      <p className="muted checkout-totals__vat">{t.vatExcluded}</p>
      {data.freeShipping && (
        <p
          className={`checkout-free-shipping ${data.freeShipping.reached ? 'is-reached' : ''}`}
          data-testid="free-shipping"
        >
          {data.freeShipping.message}
        </p>
      )}
    </section>
  );
}
