import { useForm } from 'react-hook-form';
import { it } from '../../../i18n/it';
import { useShell } from '../../../lib/app-start/shell-context';
import { useReviewSubmit, type ReviewValues } from '../use-product-actions';

const EMPTY: ReviewValues = { name: '', email: '', message: '', rating: 5 };

/** The reviews form: rating 1 to 5 in steps of 1 (default 5); one submission at a time. */
export function ReviewForm({ productId }: { productId: string }) {
  const { viewer } = useShell();
  const { submit } = useReviewSubmit();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<ReviewValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(productId, { ...values, rating: Number(values.rating) })) reset(EMPTY);
  });

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{it.product.reviews}</h2>
      {!viewer ? (
        <p>{it.product.reviewLogin}</p>
      ) : (
        <form className="review-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <label>
            {it.product.reviewName}
            <input {...register('name', { required: true })} aria-invalid={errors.name ? true : undefined} />
          </label>
          <label>
            {it.product.reviewEmail}
            <input type="email" {...register('email')} />
          </label>
          <label>
            {it.product.reviewRating}
            <input type="number" min={1} max={5} step={1} {...register('rating', { valueAsNumber: true })} />
          </label>
          <label className="review-form__message">
            {it.product.reviewMessage}
            <textarea rows={4} {...register('message', { required: true })} aria-invalid={errors.message ? true : undefined} />
          </label>
          {(errors.name || errors.message) && <p role="alert" className="form-error">{it.product.required}</p>}
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {it.product.reviewSubmit}
          </button>
        </form>
      )}
    </section>
  );
}
