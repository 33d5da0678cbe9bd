import { useEffect, useId, useState } from 'react';
import { itOffline as t } from '../../i18n/it-offline';
import { addToCart, type DeviceCartLine } from './device-cart';
import { orderableIn } from './offline-cart-answer';
import { cartLinesOf, saveCartLines, saveOrder, type PreparedCustomer } from './offline-db';
import { newQueuedOrder, type QueuedLine } from './order-queue';
import styles from './OfflinePage.module.css';

/** 24 random bytes as hex, made on the device once per order: its idempotency key. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The package's article row for a code, case aside; -1 when the package has none. */
function articleRowOf(prepared: PreparedCustomer, sku: string): number {
  const wanted = sku.trim().toLowerCase();
  return prepared.pkg.catalogue.articles.sku.findIndex((s) => s.toLowerCase() === wanted);
}

/** A device cart line as the queued order keeps it, with its product and the gateway's price. */
function queuedLine(prepared: PreparedCustomer, line: DeviceCartLine): QueuedLine | null {
  const { products: P, articles: A } = prepared.pkg.catalogue;
  const i = A.articleId.indexOf(line.articleId);
  if (i < 0) return null;
  const row = A.product[i]!;
  return {
    productId: P.id[row]!,
    articleId: A.articleId[i]!,
    sku: A.sku[i]!,
    name: P.name[row]!,
    colour: A.colour[i]!,
    size: A.size[i]!,
    quantity: line.quantity,
    unitPrice: A.price[i] ?? null,
  };
}

/** An order for one prepared customer, with the saved sites, modes and payments; queued on submit. */
export function OfflineOrderForm({ username, prepared, onQueued }: { username: string; prepared: PreparedCustomer; onQueued(): void }) {
  const { pkg, customerId } = prepared;
  const id = useId();
  const [sku, setSku] = useState('');
  const [quantity, setQuantity] = useState(1);
  // The order's lines are the device's cart for this customer: what the product pages added
  // with no network, and what is typed here by code.
  const [cart, setCart] = useState<DeviceCartLine[]>([]);
  const [unknown, setUnknown] = useState(false);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    void cartLinesOf(username, customerId).then(setCart);
  }, [username, customerId]);
  const lines = cart.flatMap((l) => queuedLine(prepared, l) ?? []);
  const saveCart = async (next: DeviceCartLine[]) => {
    await saveCartLines(username, customerId, next);
    setCart(next);
  };
  const [siteId, setSiteId] = useState(pkg.sites[0]?.id ?? null);
  const [shippingModeId, setShippingModeId] = useState(pkg.shippingModes[0]?.id ?? null);
  const [paymentModeId, setPaymentModeId] = useState((pkg.paymentModes.find((p) => p.isDefault) ?? pkg.paymentModes[0])?.id ?? null);

  const add = async () => {
    const i = articleRowOf(prepared, sku);
    setUnknown(i < 0);
    if (i < 0) return;
    const A = pkg.catalogue.articles;
    const productId = pkg.catalogue.products.id[A.product[i]!]!;
    const added = addToCart(cart, [{ productId, articleId: A.articleId[i]!, quantity }], orderableIn(pkg));
    setRefused(added.added === 0);
    await saveCart(added.lines);
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
    await saveCart([]);
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
        <button type="button" className="btn" onClick={() => void add()}>
          {t.addLine}
        </button>
      </span>
      {unknown && <p role="alert" className={styles.error}>{t.unknownArticle}</p>}
      {refused && <p role="alert" className={styles.error}>{t.notAddable}</p>}
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
