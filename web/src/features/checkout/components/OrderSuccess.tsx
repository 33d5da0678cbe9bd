import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { itCheckout } from '../../../i18n/it-checkout';
import { paths } from '../../../lib/paths';
import { formatIsoDate } from '../format-date';
import styles from '../Checkout.module.css';

const t = itCheckout;
/** Post-order redirect delay (spec ordering §9). */
export const AFTER_ORDER_REDIRECT_MS = 4000;

interface OrderSuccessProps {
  order: { number: string; pickupDate?: string | null };
  /** Tenant 1: home; tenants 2 and 4: the listing. */
  redirectTo: string;
}

export function OrderSuccess({ order, redirectTo }: OrderSuccessProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(redirectTo), AFTER_ORDER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, redirectTo]);

  return (
    <section className={`${styles['checkout-card']} ${styles['checkout-success']}`} role="status" aria-live="polite">
      <h2 className={styles['checkout-success__title']}>{t.success}</h2>
      <p>{t.orderNumber(order.number)}</p>
      {order.pickupDate && <p>{t.pickupOn(formatIsoDate(order.pickupDate))}</p>}
      <Link to={paths.shop} className="btn btn--primary">
        {t.buyNow}
      </Link>
    </section>
  );
}
