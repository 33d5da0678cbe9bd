import { useState } from 'react';
import { useLocation } from 'react-router';
import { itCheckout } from '../i18n/it-checkout';
import { placedOrderOf } from '../lib/placed-order';
import styles from './PlacedOrderNotice.module.css';

const t = itCheckout;

/**
 * On the page the checkout sends the buyer to: the order just placed, its number, pickup day and
 * the link to its PDF, until the buyer closes it or goes elsewhere. The confirmation itself is
 * on screen only for the 4 seconds before that redirect.
 */
export function PlacedOrderNotice() {
  const location = useLocation();
  const note = placedOrderOf(location.state);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!note || closedFor === location.key) return null;
  return (
    <section className={`container ${styles.notice}`} aria-labelledby="placed-order-title" data-testid="placed-order">
      <div className={styles.notice__text}>
        <h2 id="placed-order-title" className={styles.notice__title}>
          {t.success}
        </h2>
        <p>{t.orderNumber(note.number)}</p>
        {note.pickupDay && <p>{t.pickupOn(note.pickupDay)}</p>}
      </div>
      {note.pdfUrl && (
        <a className="btn" href={note.pdfUrl}>
          {t.orderPdf}
        </a>
      )}
      <button type="button" className="btn" onClick={() => setClosedFor(location.key)}>
        {t.closeNotice}
      </button>
    </section>
  );
}
