import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { itCheckout } from '../../../i18n/it-checkout';
import type { CheckoutData } from '../api/checkout-cart-query';
import { savedAddress, type CheckoutFormValues, type DeliveryAddress } from '../checkout-form';
import { AddressSuggestField } from './AddressSuggestField';
import styles from '../Checkout.module.css';

const t = itCheckout;

const OTHER_FIELDS: Array<{
  name: Exclude<keyof DeliveryAddress, 'address'>;
  type?: string;
  maxLength?: number;
  wide?: boolean;
}> = [
  { name: 'streetNumber' },
  { name: 'postcode' },
  { name: 'locality', wide: true },
  { name: 'province', maxLength: 3 },
  { name: 'country', maxLength: 3 },
  { name: 'name2', wide: true },
  { name: 'email', type: 'email', wide: true },
  { name: 'vatNumber' },
];

/**
 * Billing details and the delivery address of the order. The address is locked on the site's
 * saved values until 'Modifica dati'; 'Resetta dati' restores them and locks the fields again.
 */
export function DeliveryDetails({ data }: { data: CheckoutData }) {
  const id = useId();
  const { register, setValue } = useFormContext<CheckoutFormValues>();
  const [locked, setLocked] = useState(true);
  const customer = data.customer;
  const site = customer?.site ?? null;

  const reset = () => {
    setValue('delivery', savedAddress(site), { shouldDirty: false });
    setLocked(true);
  };

  return (
    <>
      <section className={styles['checkout-card']} aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`} className={styles['checkout-card__title']}>
          {t.billing}
        </h2>
        <dl className={styles['checkout-billing']}>
          <dt>{t.customer}</dt>
          <dd data-testid="checkout-customer">{customer?.name}</dd>
          <dt>{t.customerCode}</dt>
          <dd>{customer?.id}</dd>
          {site && (
            <>
              <dt>{t.site}</dt>
              <dd data-testid="checkout-site">
                {site.name} — {site.address}, {site.postcode} {site.locality} ({site.province})
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className={styles['checkout-card']} aria-labelledby={`${id}-delivery`}>
        <div className={styles['checkout-card__head']}>
          <h2 id={`${id}-delivery`} className={styles['checkout-card__title']}>
            {t.delivery}
          </h2>
          {locked ? (
            <button type="button" className="btn" onClick={() => setLocked(false)}>
              {t.editData}
            </button>
          ) : (
            <button type="button" className="btn" onClick={reset}>
              {t.resetData}
            </button>
          )}
        </div>
        {locked && <p className={`muted ${styles['checkout-card__hint']}`}>{t.lockedHint}</p>}
        <div className={styles['checkout-address-grid']}>
          <AddressSuggestField locked={locked} />
          {OTHER_FIELDS.map((f) => (
            <div key={f.name} className={`field ${f.wide ? styles['checkout-address-grid__wide'] : ''}`}>
              <label htmlFor={`${id}-${f.name}`}>{t.fields[f.name]}</label>
              <input
                id={`${id}-${f.name}`}
                className="input"
                type={f.type ?? 'text'}
                maxLength={f.maxLength}
                readOnly={locked}
                {...register(`delivery.${f.name}`)}
              />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
