import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { itCheckout } from '../../i18n/it-checkout';
import { notifyError } from '../../lib/notify';
import type { CheckoutData, CheckoutFeatures } from './api/checkout-cart-query';
import {
  initialValues,
  missingChoices,
  pickupChosen,
  quoteFor,
  type CheckoutFormValues,
} from './checkout-form';
import { DeliveryDetails } from './components/DeliveryDetails';
import { OrderSummary } from './components/OrderSummary';
import { OrderTotals } from './components/OrderTotals';
import { PaymentChoices } from './components/PaymentChoices';
import { PickupDateField } from './components/PickupDateField';
import { PriceChangeNotice } from './components/PriceChange';
import { ShippingChoices } from './components/ShippingChoices';
import { usePlaceOrder, type PlacedOrder } from './use-place-order';
import styles from './Checkout.module.css';

const t = itCheckout;

interface CheckoutFormProps {
  data: CheckoutData;
  features: CheckoutFeatures;
  siteId: string | null;
  onPlaced(order: PlacedOrder): void;
  /** The gateway refused the order because prices changed again: reload them. */
  onPricesChanged(): void;
  /** The payment on screen when it is not the customer's own (null): the costs are quoted for it. */
  onPaymentChanged(paymentModeId: string | null): void;
}

/** Every part of the checkout page in one form; the gateway validates again and decides. */
export function CheckoutForm({
  data,
  features,
  siteId,
  onPlaced,
  onPricesChanged,
  onPaymentChanged,
}: CheckoutFormProps) {
  const form = useForm<CheckoutFormValues>({ defaultValues: initialValues(data) });
  const { register, handleSubmit, setError, clearErrors, watch, setValue } = form;
  const { submit, submitting } = usePlaceOrder(data, siteId, () => {
    setValue('acceptPrices', false);
    onPricesChanged();
  });
  const values = watch();
  const marker = features.priceMarker ?? null;
  // The collection fee depends on the payment: a change asks the gateway for the costs again.
  const defaultPayment = data.defaultPaymentMode?.id ?? '';
  useEffect(() => {
    onPaymentChanged(values.paymentModeId === defaultPayment ? null : values.paymentModeId || null);
  }, [values.paymentModeId, defaultPayment, onPaymentChanged]);

  const onSubmit = async (v: CheckoutFormValues) => {
    clearErrors();
    const missing = missingChoices(v, data);
    for (const field of missing) setError(field, { message: t.chooseAllowedValue });
    if (missing.length > 0) {
      notifyError(t.chooseAllowedValue);
      return;
    }
    if (pickupChosen(v, data) && !v.pickupDate) {
      setError('pickupDate', { message: t.chooseValidPickupDate });
      notifyError(t.invalidPickupDate);
      return;
    }
    const order = await submit(v, setError);
    if (order) onPlaced(order);
  };

  return (
    <FormProvider {...form}>
      <form className={styles['checkout-form']} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        <div className={styles['checkout-form__main']}>
          <DeliveryDetails data={data} />
          <OrderSummary data={data} marker={marker} />
        </div>
        <div className={styles['checkout-form__side']}>
          <ShippingChoices data={data} />
          {pickupChosen(values, data) && (
            <section className={styles['checkout-card']}>
              <PickupDateField />
            </section>
          )}
          <PaymentChoices data={data} cardPayment={features.cardPayment} />
          <section className={styles['checkout-card']} aria-labelledby="checkout-notes-title">
            <h2 id="checkout-notes-title" className={styles['checkout-card__title']}>
              {t.notes}
            </h2>
            {(['note1', 'note2', 'note3'] as const).map((name, index) => (
              <div key={name} className="field">
                <label htmlFor={`checkout-${name}`}>{t.note(index + 1)}</label>
                <input id={`checkout-${name}`} className="input" maxLength={250} {...register(name)} />
              </div>
            ))}
          </section>
          <OrderTotals data={data} quote={quoteFor(values, data)} marker={marker} />
          <PriceChangeNotice data={data} marker={marker} />
          <button
            type="submit"
            className="btn btn--primary btn--block btn--large"
            disabled={submitting}
            aria-disabled={submitting}
          >
            {submitting && <span className="spinner" aria-hidden="true" />}
            {submitting ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
