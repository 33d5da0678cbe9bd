import { itCheckout } from '../../../i18n/it-checkout';
import type { CheckoutData, CheckoutQuote } from '../api/checkout-cart-query';
import { PriceText } from '../../../components/price/PriceText';
import styles from '../Checkout.module.css';

const t = itCheckout;

interface OrderTotalsProps {
  data: CheckoutData;
  quote: CheckoutQuote | null;
  marker: string | null;
}

/** Goods, shipments and total as the gateway quoted them for the choices on screen. */
export function OrderTotals({ data, quote, marker }: OrderTotalsProps) {
  if (!data.subtotal) return null;
  // The gateway's notice for the choices on screen ('free' only beside a shipping of 0), else the order's.
  const freeShipping = quote ? quote.freeShipping : data.freeShipping;
  return (
    <section
      className={`${styles['checkout-card']} checkout-totals`}
      aria-labelledby="checkout-costs-title"
      aria-live="polite"
    >
      <h2 id="checkout-costs-title" className={styles['checkout-card__title']}>
        {t.costs}
      </h2>
      <dl className={styles['checkout-totals__list']}>
        <dt>{t.goods}</dt>
        <dd data-testid="checkout-goods">
          <PriceText money={data.subtotal} marker={marker} />
        </dd>
        {quote?.shipments.map((shipment, index) => (
          <div key={index} className={styles['checkout-totals__row']}>
            <dt>{t.shipment(index + 1)}</dt>
            <dd>
              <PriceText money={shipment.total} marker={marker} />
            </dd>
            {shipment.cashOnDelivery.amount > 0 && (
              <>
                <dt className={styles['checkout-totals__part']}>{t.cashOnDeliveryFee}</dt>
                <dd className={styles['checkout-totals__part']} data-testid="checkout-collection-fee">
                  <PriceText money={shipment.cashOnDelivery} marker={marker} />
                </dd>
              </>
            )}
          </div>
        ))}
        {quote && (
          <div className={`${styles['checkout-totals__row']} ${styles['checkout-totals__grand']}`}>
            <dt>{t.total}</dt>
            <dd data-testid="checkout-total">
              <PriceText money={quote.total} marker={marker} />
            </dd>
          </div>
        )}
      </dl>
      {!quote && <p className="muted">{t.chooseToSeeTotal}</p>}
      <p className={`muted ${styles['checkout-totals__vat']}`}>{data.vatIncluded ? t.vatIncluded : t.vatExcluded}</p>
      {freeShipping && (
        <p
          className={`${styles['checkout-free-shipping']} ${freeShipping.reached ? styles['is-reached'] : ''}`}
          data-testid="free-shipping"
        >
          {freeShipping.message}
        </p>
      )}
    </section>
  );
}
