import { useCallback } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useProductReviewAddMutation, useRestockNoticeRequestMutation } from './api/product-actions';
import { reportRequestError } from '../../lib/mutation-outcome';

export interface ReviewValues {
  name: string;
  email: string;
  message: string;
  rating: number;
}

/** 'Notify me when available': the upstream's answer or refusal is shown as a toast (spec §4). */
export function useRestockNotice() {
  const [{ fetching }, request] = useRestockNoticeRequestMutation();
  const notify = useCallback(
    async (productId: string, articleId: string) => {
      const result = await request({ input: { productId, articleId } });
      if (result.error) return reportRequestError(result.error);
      const payload = result.data?.restockNoticeRequest;
      const refusal = payload?.userErrors[0];
      if (refusal) notifyError(refusal.message);
      else if (payload?.message) notifySuccess(payload.message);
    },
    [request],
  );
  return { notify, fetching };
}

/** Posts a review; resolves true when it was taken, so that the form can be cleared. */
export function useReviewSubmit() {
  const [{ fetching }, add] = useProductReviewAddMutation();
  const submit = useCallback(
    async (productId: string, values: ReviewValues) => {
      const result = await add({ input: { productId, ...values } });
      if (result.error) {
        reportRequestError(result.error);
        return false;
      }
      const payload = result.data?.productReviewAdd;
      const refusal = payload?.userErrors[0];
      if (refusal) {
        notifyError(refusal.message);
        return false;
      }
      if (payload?.message) notifySuccess(payload.message);
      return true;
    },
    [add],
  );
  return { submit, fetching };
}
