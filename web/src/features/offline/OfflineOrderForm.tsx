import { useId, useState } from 'react';
import { itOffline as t } from '../../i18n/it-offline';
import { saveOrder, type PreparedCustomer } from './offline-db';
import { newQueuedOrder, type QueuedLine } from './order-queue';
import styles from './OfflinePage.module.css';

/** 24 random bytes as hex, made on the device once per order: its idempotency key. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The package's article for a code, with its product and the gateway's price. */
function articleLine(prepared: PreparedCustomer, sku: string, quantity: number): QueuedLine | null {
  const { products: P, articles: A } = prepared.pkg.catalogue;
  const i = A.sku.findIndex((s) => s.toLowerCase() === sku.trim().toLowerCase());
  if (i < 0) return null;
  const row = A.product[i]!;
  return {
    productId: P.id[row]!,
    articleId: A.articleId[i]!,
    sku: A.sku[i]!,
    name: P.name[row]!,
    colour: A.colour[i]!,
    size: A.size[i]!,
    quantity,
    unitPrice: A.price[i] ?? null,
  };
}

/** An order for one prepared customer, with the saved sites, modes and payments; queued on submit. */
export function OfflineOrderForm({ username, prepared, onQueued }: { username: string; prepared: PreparedCustomer; onQueued(): void }) {
  const { pkg } = prepared;
  const id = useId();
  const [sku, setSku] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [lines, setLines] = useState<QueuedLine[]>([]);
  const [unknown, setUnknown] = useState(false);
  const [siteId, setSiteId] = useState(pkg.sites[0]?.id ?? null);
  const [shippingModeId, setShippingModeId] = useState(pkg.shippingModes[0]?.id ?? null);
  const [paymentModeId, setPaymentModeId] = useState((pkg.paymentModes.find((p) => p.isDefault) ?? pkg.paymentModes[0])?.id ?? null);

  const add = () => {
    const line = articleLine(prepared, sku, quantity);
    setUnknown(line === null);
    if (!line) return;
    setLines((ls) => [...ls.filter((l) => l.articleId !== line.articleId), line]);
    setSku('');
    setQuantity(1);
  };

  const submit = async () => {
    const order = newQueuedOrder(
      {
        username,
        customerId: prepared.customerId,
        customerName: prepared.customerName,
        lines,
        choices: { siteId, shippingModeId, paymentModeId, pickupDate: null, notes: [] },
      },
      newIdempotencyKey(),
      new Date(),
    );
    await saveOrder(order);
    setLines([]);
    onQueued();
  };

  return (
    <form
      className={styles.customer}
      aria-label={`${t.newOrder} – ${prepared.customerName}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-sku`}>{t.articleCode}</label>
      <input id={`${id}-sku`} value={sku} onChange={(e) => setSku(e.target.value)} />
      <label htmlFor={`${id}-qty`}>{t.quantity}</label>
      <input id={`${id}-qty`} type="number" min={1} value={quantity} onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))} />
      <span>
        <button type="button" className="btn" onClick={add}>
          {t.addLine}
        </button>
      </span>
      {unknown && <p role="alert" className={styles.error}>{t.unknownArticle}</p>}
      <ul>
        {lines.map((l) => (
          <li key={l.articleId} data-testid="offline-order-line">
            {l.sku} {l.name} × {l.quantity}
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-site`}>{t.site}</label>
      <select id={`${id}-site`} value={siteId ?? ''} onChange={(e) => setSiteId(Number(e.target.value))}>
        {pkg.sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} – {s.address}, {s.locality}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-mode`}>{t.shippingMode}</label>
      <select id={`${id}-mode`} value={shippingModeId ?? ''} onChange={(e) => setShippingModeId(Number(e.target.value))}>
        {pkg.shippingModes.map((m) => (
          <option key={m.id} value={m.id}>
            {m.description}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-pay`}>{t.paymentMode}</label>
      <select id={`${id}-pay`} value={paymentModeId ?? ''} onChange={(e) => setPaymentModeId(Number(e.target.value))}>
        {pkg.paymentModes.map((p) => (
          <option key={p.id} value={p.id}>
            {p.description}
          </option>
        ))}
      </select>
      <span>
        <button type="submit" className="btn btn--primary" disabled={lines.length === 0}>
          {t.submitOrder}
        </button>
      </span>
    </form>
  );
}
