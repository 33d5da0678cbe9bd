import { describe, expect, it } from 'vitest';
import { enqueue, newQueuedOrder, ordersOf, queuedTotal, replaceOrder, withoutUser, type QueuedLine } from './order-queue';
import { isOfflineDataExpired } from './offline-expiry';

const line = (over: Partial<QueuedLine> = {}): QueuedLine => ({
  productId: 1, articleId: 11, sku: 'A-M', name: 'Polo', colour: 'Rosso', size: 'M', quantity: 3, unitPrice: 4.35, ...over,
});
const choices = { siteId: 1, shippingModeId: 1, paymentModeId: null, pickupDate: null, notes: [] };
const order = (key: string, username: string, customerId: number, minute: number) =>
  newQueuedOrder({ username, customerId, customerName: `Cliente ${customerId}`, lines: [line()], choices }, key, new Date(Date.UTC(2026, 0, 10, 9, minute)));

describe('offline order queue', () => {
  it('queues several orders for several customers, oldest first, each waiting', () => {
    let q = enqueue([], order('k2', 'AG001', 2, 5));
    q = enqueue(q, order('k1', 'AG001', 1, 1));
    q = enqueue(q, order('k3', 'AG002', 3, 0));
    expect(ordersOf(q, 'AG001').map((o) => [o.key, o.customerId, o.state.kind])).toEqual([
      ['k1', 1, 'WAITING'],
      ['k2', 2, 'WAITING'],
    ]);
  });

  it('keeps one order for a key queued twice', () => {
    const o = order('k1', 'AG001', 1, 0);
    expect(enqueue(enqueue([], o), o)).toHaveLength(1);
  });

  it('refuses an empty order', () => {
    expect(() => newQueuedOrder({ username: 'AG001', customerId: 1, customerName: 'x', lines: [], choices }, 'k', new Date(0))).toThrow();
  });

  it('replaces an order by key and forgets a user', () => {
    const q = [order('k1', 'AG001', 1, 0), order('k2', 'AG002', 1, 0)];
    const sent = { ...q[0]!, state: { kind: 'SENT' as const, orderNumber: '5' } };
    expect(replaceOrder(q, sent)[0]!.state).toEqual({ kind: 'SENT', orderNumber: '5' });
    expect(withoutUser(q, 'AG001').map((o) => o.key)).toEqual(['k2']);
  });

  it.each([
    { lines: [line()], total: 13.05 },
    { lines: [line({ unitPrice: 0.335, quantity: 3 }), line({ unitPrice: 1.1, quantity: 3 })], total: 4.31 },
    { lines: [line({ unitPrice: null })], total: null },
    // Half a cent rounds up, as the checkout rounds it (1.005 is 1.00499… as a binary float).
    { lines: [line({ unitPrice: 1.005, quantity: 1 })], total: 1.01 },
  ])('totals $total', ({ lines, total }) => {
    expect(queuedTotal(lines)).toBe(total);
  });

  it.each([
    { age: 0, expired: false },
    { age: 7 * 86_400_000 - 1, expired: false },
    { age: 7 * 86_400_000, expired: true },
  ])('data $age ms old expired: $expired', ({ age, expired }) => {
    const preparedAt = '2026-01-10T09:00:00.000Z';
    expect(isOfflineDataExpired(preparedAt, new Date(Date.parse(preparedAt) + age))).toBe(expired);
  });

  it.each([
    { at: '2026-01-11T08:59:59.999Z', expired: false },
    { at: '2026-01-11T09:00:00.000Z', expired: true },
  ])("expires at the gateway's expiresAt when the package names one ($at: $expired)", ({ at, expired }) => {
    expect(isOfflineDataExpired('2026-01-10T09:00:00.000Z', new Date(at), '2026-01-11T09:00:00.000Z')).toBe(expired);
  });
});
