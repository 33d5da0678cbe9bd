import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { itCheckout } from '../../../i18n/it-checkout';
import type { CheckoutData } from '../api/checkout-cart-query';
import type { CheckoutFormValues } from '../checkout-form';
import { ChoiceError } from './ChoiceError';
import styles from '../Checkout.module.css';

const t = itCheckout;

/** Payment mode (the customer's own first; required for tenant 2) and, for tenant 1, 'Paga con'. */
export function PaymentChoices({ data, cardPayment }: { data: CheckoutData; cardPayment: boolean }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  if (data.paymentModes.length === 0 && !cardPayment) return null;
  return (
    <section className={styles['checkout-card']} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles['checkout-card__title']}>
        {t.paymentSection}
      </h2>
      {data.paymentModes.length > 0 && (
        <div className="field">
          <label htmlFor={id}>{t.payment}</label>
          <select
            id={id}
            className="input"
            required={data.paymentModeRequired}
            aria-invalid={errors.paymentModeId ? true : undefined}
            aria-describedby={errors.paymentModeId ? `${id}-error` : undefined}
            {...register('paymentModeId')}
          >
            {!data.defaultPaymentMode && <option value="">{t.choose}</option>}
            {data.paymentModes.map((mode) => (
              <option key={mode.id} value={mode.id}>
                {mode.description}
              </option>
            ))}
          </select>
          <ChoiceError id={`${id}-error`} error={errors.paymentModeId} />
        </div>
      )}
      {cardPayment && (
        <label className="checkbox">
          <input type="checkbox" {...register('payByCard')} />
          <span>
            {t.payWith} {t.card}
          </span>
        </label>
      )}
    </section>
  );
}
