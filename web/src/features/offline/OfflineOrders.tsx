import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { itOffline as t } from '../../i18n/it-offline';
import { ordersOfUser } from './offline-db';
import { ordersOf, queuedTotal, type QueuedOrder } from './order-queue';
import { stepOf } from './order-sync';
import { confirmPrices, resumeAfterReload, runQueue } from './run-queue';
import styles from './OfflinePage.module.css';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/**
 * The orders taken offline, with customer, total and where each stands; they are sent when the
 * network returns (and at once when queued online). `version` changes when an order is queued.
 */
export function OfflineOrders({ username, version }: { username: string; version: number }) {
  const client = useClient();
  const [orders, setOrders] = useState<QueuedOrder[]>([]);
  const refresh = useCallback(async () => setOrders(ordersOf(await ordersOfUser(username), username)), [username]);
  const send = useCallback(() => {
    if (navigator.onLine) void runQueue(client, username, () => void refresh()).then(refresh);
  }, [client, username, refresh]);

  useEffect(() => {
    void resumeAfterReload(username).then(refresh).then(send);
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [username, refresh, send]);
  useEffect(() => {
    if (version > 0) void refresh().then(send);
  }, [version, refresh, send]);

  return (
    <section aria-labelledby="offline-orders">
      <h2 id="offline-orders">{t.queuedHeading}</h2>
      {orders.length === 0 && <p className={styles.muted}>{t.noQueued}</p>}
      <ul className={styles.customers}>
        {orders.map((o) => {
          const total = queuedTotal(o.lines);
          return (
            <li key={o.key} className={styles.customer} data-testid="queued-order">
              <span className={styles.name}>{o.customerName}</span>
              {total !== null && <span>{t.total(euro.format(total))}</span>}
              <span role="status">
                {o.state.kind === 'WAITING' && t.waiting}
                {stepOf(o.state) !== null && t.sending}
                {o.state.kind === 'SENT' && (
                  <>
                    <strong className={styles.ready}>{t.sent}</strong> {t.sentNumber(o.state.orderNumber)}
                  </>
                )}
                {o.state.kind === 'REFUSED' && <span className={styles.error}>{t.refused(o.state.message)}</span>}
              </span>
              {o.state.kind === 'NEEDS_CONFIRMATION' && (
                <div role="alert">
                  <p>{t.pricesChanged}</p>
                  <ul>
                    {o.state.changes.map((c) => (
                      <li key={c.lineId} data-testid="price-change">
                        {t.priceChange(c.sku, c.name, euro.format(c.previousUnitPrice), euro.format(c.unitPrice))}
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="btn btn--primary" onClick={() => void confirmPrices(o).then(refresh).then(send)}>
                    {t.confirmPrices}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
