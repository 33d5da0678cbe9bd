import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { reportRequestError } from '../../lib/mutation-outcome';
import { notifyError } from '../../lib/notify';
import type { OrderPlaceMutation } from '../../gql/graphql';
import type { CheckoutData } from './api/checkout-cart-query';
import { usePlaceOrderMutation } from './api/place-order-mutation';
import { toPlaceOrderInput, type CheckoutFormValues } from './checkout-form';

export type PlacedOrder = NonNullable<OrderPlaceMutation['orderPlace']['order']>;

const FORM_FIELDS = [
  'receiveChoice',
  'shippingModeId',
  'secondShippingModeId',
  'paymentModeId',
  'pickupDate',
] as const;

/** 24 random bytes as hex: works outside secure contexts too, unlike crypto.randomUUID. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the order once per checkout page: one idempotency key for the page's life, so that a
 * double click, a retry after a lost answer or a second tab's submission returns the first
 * order instead of placing another (design §5.5). A refusal is shown at its field and as a toast;
 * prices that changed again since the buyer confirmed them (PRICES_CHANGED) call
 * `onPricesChanged`, for the page to show the new ones and ask again.
 */
export function usePlaceOrder(data: CheckoutData, siteId: string | null, onPricesChanged?: () => void) {
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const [{ fetching }, placeOrder] = usePlaceOrderMutation();

  const submit = async (
    values: CheckoutFormValues,
    setError: UseFormSetError<CheckoutFormValues>,
  ): Promise<PlacedOrder | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const result = await placeOrder({ input: toPlaceOrderInput(values, data, key.current, siteId) });
      if (result.error) {
        reportRequestError(result.error);
        return null;
      }
      const payload = result.data?.orderPlace;
      if (!payload) return null;
      for (const refusal of payload.userErrors) {
        notifyError(refusal.message);
        if (refusal.code === 'PRICES_CHANGED') {
          onPricesChanged?.();
          setError('acceptPrices', { message: refusal.message }, { shouldFocus: true });
          continue;
        }
        const field = FORM_FIELDS.find((f) => refusal.field?.includes(f));
        if (field) setError(field, { message: refusal.message }, { shouldFocus: true });
      }
      return payload.order ?? null;
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, submitting: fetching };
}
