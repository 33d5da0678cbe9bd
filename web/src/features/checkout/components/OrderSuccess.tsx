import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ShopLink } from '../../../components/ShopLink';
import { itCheckout } from '../../../i18n/it-checkout';
import { paths } from '../../../lib/paths';
import { placedOrderState } from '../../../lib/placed-order';
import { formatIsoDate } from '../../../lib/italian-date';
import styles from '../Checkout.module.css';

const t = itCheckout;
/** Post-order redirect delay (spec ordering §9). */
export const AFTER_ORDER_REDIRECT_MS = 4000;

interface OrderSuccessProps {
  order: { number: string; pickupDate?: string | null; pdfUrl?: string | null };
  /** Tenant 1: home; tenants 2 and 4: the listing. */
  redirectTo: string;
}

export function OrderSuccess({ order, redirectTo }: OrderSuccessProps) {
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  const pickupDay = order.pickupDate ? formatIsoDate(order.pickupDate) : null;
  // The page the buyer lands on keeps the number and the PDF (components/PlacedOrderNotice).
  const state = useMemo(
    () => placedOrderState({ number: order.number, pickupDay, pdfUrl: order.pdfUrl ?? null }),
    [order.number, pickupDay, order.pdfUrl],
  );

  // The form the buyer scrolled down is gone: without this the confirmation sits above the
  // viewport and focus on the removed 'Invia ordine' button falls back to the page.
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    box.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(redirectTo, { state }), AFTER_ORDER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, redirectTo, state]);

  return (
    <section
      ref={ref}
      className={`${styles['checkout-card']} ${styles['checkout-success']}`}
      role="status"
      aria-live="polite"
      tabIndex={-1}
      data-testid="order-success"
    >
      <h2 className={styles['checkout-success__title']}>{t.success}</h2>
      <p>{t.orderNumber(order.number)}</p>
      {pickupDay && <p>{t.pickupOn(pickupDay)}</p>}
      {order.pdfUrl && (
        <a className="btn" href={order.pdfUrl}>
          {t.orderPdf}
        </a>
      )}
      <ShopLink to={paths.shop} state={state} className="btn btn--primary">
        {t.buyNow}
      </ShopLink>
    </section>
  );
}
