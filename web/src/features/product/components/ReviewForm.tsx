import { useForm } from 'react-hook-form';
import { itProduct } from '../../../i18n/it-product';
import { itBuying } from '../../../i18n/it-buying';
import { useShell } from '../../../lib/app-start/shell-context';
import { useReviewSubmit, type ReviewValues } from '../use-product-actions';
import type { ProductDetail } from '../api/product-query';
import styles from '../Product.module.css';
import { useOffline } from '../../../lib/use-offline';
import { itNetwork } from '../../../i18n/it-network';

const EMPTY: ReviewValues = { name: '', email: '', message: '', rating: 5 };

/** The reviews form: rating 1 to 5 in steps of 1 (default 5); one submission at a time. */
export function ReviewForm({
  productId,
  reviews,
  onAdded,
}: {
  productId: string;
  /** The product's newest reviews, newest first, as the gateway sends them. */
  reviews: ProductDetail['reviews'];
  onAdded: () => void;
}) {
  const { viewer } = useShell();
  const offline = useOffline();
  const { submit } = useReviewSubmit();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<ReviewValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(productId, { ...values, rating: Number(values.rating) })) {
      reset(EMPTY);
      onAdded();
    }
  });

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{itProduct.reviews}</h2>
      {/* Reviews are read and written on the gateway: with no network the device has none to show
          (not 'no review yet'), and the form would only fail. */}
      {!offline && <ReviewList reviews={reviews} />}
      {offline ? (
        <p>{itNetwork.needsNetwork}</p>
      ) : !viewer ? (
        <p>{itProduct.reviewLogin}</p>
      ) : (
        <form className="review-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <label>
            {itProduct.reviewName}
            <input {...register('name', { required: true })} aria-invalid={errors.name ? true : undefined} />
          </label>
          <label>
            {itProduct.reviewEmail}
            <input type="email" {...register('email')} />
          </label>
          <label>
            {itProduct.reviewRating}
            <input type="number" min={1} max={5} step={1} {...register('rating', { valueAsNumber: true })} />
          </label>
          <label className={styles['review-form__message']}>
            {itProduct.reviewMessage}
            <textarea rows={4} {...register('message', { required: true })} aria-invalid={errors.message ? true : undefined} />
          </label>
          {(errors.name || errors.message) && <p role="alert" className={styles['form-error']}>{itProduct.required}</p>}
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {itProduct.reviewSubmit}
          </button>
        </form>
      )}
    </section>
  );
}

/** The reviews with their stars; the rating is said in words to assistive technology. */
function ReviewList({ reviews }: { reviews: ProductDetail['reviews'] }) {
  if (reviews.length === 0) return <p className={styles.reviews__empty}>{itBuying.noReviews}</p>;
  return (
    <ul className={styles.reviews__list} data-testid="review-list">
      {reviews.map((r, i) => (
        <li key={i} className={styles.review}>
          <p className={styles.review__head}>
            <span className={styles.review__stars} role="img" aria-label={itProduct.rating(r.rating)}>
              {'★'.repeat(r.rating)}
              {'☆'.repeat(Math.max(0, 5 - r.rating))}
            </span>{' '}
            <strong>{r.name}</strong> <time dateTime={String(r.date)}>{formatDay(String(r.date))}</time>
          </p>
          <p className={styles.review__text}>{r.message}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'YYYY-MM-DD' as the shop writes days: 'DD/MM/YYYY'. */
function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return d && m && y ? `${d}/${m}/${y}` : day;
}
