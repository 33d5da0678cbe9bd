import type { OrderPlaceInput, ReceiveChoice } from '../../gql/graphql';
import type { CheckoutData, CheckoutQuote, CheckoutSite } from './api/checkout-cart-query';

export interface DeliveryAddress {
  address: string;
  streetNumber: string;
  locality: string;
  province: string;
  postcode: string;
  country: string;
  name2: string;
  email: string;
  vatNumber: string;
}

export interface CheckoutFormValues {
  receiveChoice: ReceiveChoice | '';
  shippingModeId: string;
  secondShippingModeId: string;
  /** 'YYYY-MM-DD' or ''. */
  pickupDate: string;
  paymentModeId: string;
  payByCard: boolean;
  note1: string;
  note2: string;
  note3: string;
  delivery: DeliveryAddress;
  /** The buyer confirmed the changed prices the gateway reported ('Confermo i nuovi prezzi'). */
  acceptPrices: boolean;
}

export type ChoiceField = 'receiveChoice' | 'shippingModeId' | 'secondShippingModeId' | 'paymentModeId';

/** The site's address as saved: what the locked fields show and what 'Resetta dati' restores. */
export function savedAddress(site: CheckoutSite | null): DeliveryAddress {
  return {
    address: site?.address ?? '',
    streetNumber: '',
    locality: site?.locality ?? '',
    province: site?.province ?? '',
    postcode: site?.postcode ?? '',
    country: site?.country ?? 'IT',
    name2: '',
    email: '',
    vatNumber: '',
  };
}

/** A single receive option is taken for granted; the customer's own payment mode comes first. */
export function initialValues(data: CheckoutData): CheckoutFormValues {
  const only = data.receiveOptions.length === 1 ? data.receiveOptions[0] : undefined;
  return {
    receiveChoice: only?.choice ?? '',
    shippingModeId: '',
    secondShippingModeId: '',
    pickupDate: '',
    paymentModeId: data.defaultPaymentMode?.id ?? '',
    payByCard: false,
    note1: '',
    note2: '',
    note3: '',
    delivery: savedAddress(data.customer?.site ?? null),
    acceptPrices: false,
  };
}

export function needsSecondMode(
  values: Pick<CheckoutFormValues, 'receiveChoice'>,
  data: CheckoutData,
): boolean {
  return data.receiveOptions.some((o) => o.choice === values.receiveChoice && o.needsSecondShipment);
}

/** Whether a chosen delivery mode is the pickup on site, which asks for a pickup date. */
export function pickupChosen(
  values: Pick<CheckoutFormValues, 'receiveChoice' | 'shippingModeId' | 'secondShippingModeId'>,
  data: CheckoutData,
): boolean {
  const isPickup = (id: string) => data.shippingModes.some((m) => m.id === id && m.isPickup);
  return (
    isPickup(values.shippingModeId) ||
    (needsSecondMode(values, data) && isPickup(values.secondShippingModeId))
  );
}

/** Menus left without a value that the order needs (spec ordering §5), in the page's order. */
export function missingChoices(values: CheckoutFormValues, data: CheckoutData): ChoiceField[] {
  const missing: ChoiceField[] = [];
  if (!values.receiveChoice) missing.push('receiveChoice');
  if (!values.shippingModeId) missing.push('shippingModeId');
  if (needsSecondMode(values, data) && !values.secondShippingModeId) missing.push('secondShippingModeId');
  if (data.paymentModeRequired && !values.paymentModeId) missing.push('paymentModeId');
  return missing;
}

/** The gateway's figures for the choices on screen, once they are complete. */
export function quoteFor(values: CheckoutFormValues, data: CheckoutData): CheckoutQuote | null {
  const second = needsSecondMode(values, data) ? values.secondShippingModeId : null;
  return (
    data.quotes.find(
      (q) =>
        q.receiveChoice === values.receiveChoice &&
        q.shippingModeId === values.shippingModeId &&
        (q.secondShippingModeId ?? null) === (second || null),
    ) ?? null
  );
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function toPlaceOrderInput(
  values: CheckoutFormValues,
  data: CheckoutData,
  idempotencyKey: string,
  siteId: string | null,
): OrderPlaceInput {
  const second = needsSecondMode(values, data);
  return {
    idempotencyKey,
    siteId,
    receiveChoice: values.receiveChoice as ReceiveChoice,
    shippingModeId: orNull(values.shippingModeId),
    secondShippingModeId: second ? orNull(values.secondShippingModeId) : null,
    pickupDate: pickupChosen(values, data) ? orNull(values.pickupDate) : null,
    paymentModeId: orNull(values.paymentModeId),
    payByCard: values.payByCard,
    notes: [values.note1, values.note2, values.note3],
    address: { ...values.delivery },
    // The prices confirmed are the ones on screen: the gateway refuses again if they move.
    acceptedPrices: values.acceptPrices
      ? data.priceChanges.map((c) => ({ lineId: c.lineId, unitPrice: c.unitPrice.amount }))
      : [],
  };
}
