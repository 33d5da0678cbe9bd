import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { itCheckout } from '../../../i18n/it-checkout';
import type { CheckoutData } from '../api/checkout-cart-query';
import { needsSecondMode, type CheckoutFormValues } from '../checkout-form';
import { ChoiceError } from './ChoiceError';
import styles from '../Checkout.module.css';

const t = itCheckout;

interface ModeSelectProps {
  name: 'shippingModeId' | 'secondShippingModeId';
  label: string;
  data: CheckoutData;
}

/** A delivery-mode menu; modes 31 and 33 carry the carrier-contract warning once chosen. */
function ModeSelect({ name, label, data }: ModeSelectProps) {
  const id = useId();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const chosen = data.shippingModes.find((m) => m.id === watch(name));
  const error = errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        <option value="">{t.choose}</option>
        {data.shippingModes.map((mode) => (
          <option key={mode.id} value={mode.id}>
            {mode.description}
          </option>
        ))}
      </select>
      <ChoiceError id={`${id}-error`} error={error} />
      {chosen?.requiresCarrierContract && (
        <p className={styles['checkout-warning']} role="note">
          {t.carrierContract}
        </p>
      )}
    </div>
  );
}

/**
 * How the goods are received, then the delivery mode of each shipment: choosing to receive the
 * rest on arrival shows the second shipment's mode, any other choice hides it.
 */
export function ShippingChoices({ data }: { data: CheckoutData }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const second = needsSecondMode({ receiveChoice: watch('receiveChoice') }, data);
  return (
    <section className={styles['checkout-card']} aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title" className={styles['checkout-card__title']}>
        {t.shippingSection}
      </h2>
      <fieldset
        className={styles['checkout-receive']}
        aria-describedby={errors.receiveChoice ? 'receive-error' : undefined}
      >
        <legend>{t.receive}</legend>
        {data.receiveOptions.map((option) => (
          <label key={option.choice} className={styles['checkout-receive__option']}>
            <input type="radio" value={option.choice} {...register('receiveChoice')} />
            <span>{option.label}</span>
          </label>
        ))}
        <ChoiceError id="receive-error" error={errors.receiveChoice} />
      </fieldset>
      <ModeSelect name="shippingModeId" label={t.shippingMode} data={data} />
      {second && <ModeSelect name="secondShippingModeId" label={t.secondShippingMode} data={data} />}
    </section>
  );
}
