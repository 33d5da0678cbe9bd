import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { answerKey, keepAnswerFor, keptAnswerFor, type AnswerInputs } from './kept-answers';
import { forgetUser, keepAnswer, keptAnswer, KEPT_ANSWERS_PER_CUSTOMER, savePrepared, type PreparedCustomer } from './offline-db';

const inputs = (over: Partial<AnswerInputs> = {}): AnswerInputs => ({
  customer: 'AG001|2',
  name: 'Products',
  showPromo: true,
  variables: { filter: { name: 'felpa', brands: ['Urban'] }, page: 1, pageSize: 42 },
  lines: null,
  ...over,
});

const prepared = (username: string, customerId: number): PreparedCustomer => ({
  id: `${username}|${customerId}`,
  username,
  customerId,
  customerName: 'Esposito Forniture S.n.c.',
  preparedAt: '2026-11-27T08:00:00.000Z',
  stockReadAt: '2026-11-27T08:00:00.000Z',
  bytes: 10,
  pkg: {} as PreparedCustomer['pkg'],
});

const keep = (username: string, customer: string, keptAt: number, key = `${customer}|${keptAt}`, preparedAt = '2026-11-27T08:00:00.000Z') =>
  keepAnswer({ key, username, customer, preparedAt, keptAt, data: { n: keptAt } });

/** Each (user, customer) prepared, with one answer kept for it (key `${user}|${customer}|1`). */
async function preparedWithAnAnswer(...customers: [string, number][]): Promise<void> {
  for (const [username, customerId] of customers) await savePrepared(prepared(username, customerId));
  for (const [username, customerId] of customers) await keep(username, `${username}|${customerId}`, 1);
}

/** Waits for the kept answer that keepAnswerFor writes without waiting. */
async function eventually<T>(read: () => Promise<T | null | undefined>): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const found = await read();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('never kept');
}

describe('the key of a kept answer', () => {
  it.each([
    ['the same variables in another order', inputs({ variables: { pageSize: 42, page: 1, filter: { brands: ['Urban'], name: 'felpa' } } }), true],
    ['a variable left undefined', inputs({ variables: { filter: { name: 'felpa', brands: ['Urban'] }, page: 1, pageSize: 42, sort: undefined } }), true],
    ['another search', inputs({ variables: { filter: { name: 'felpe', brands: ['Urban'] }, page: 1, pageSize: 42 } }), false],
    ['another page', inputs({ variables: { filter: { name: 'felpa', brands: ['Urban'] }, page: 2, pageSize: 42 } }), false],
    ['the brands in another order', inputs({ variables: { filter: { name: 'felpa', brands: ['Urban', 'Alfa'] }, page: 1, pageSize: 42 } }), false],
    ['promotions hidden', inputs({ showPromo: false }), false],
    ['another customer', inputs({ customer: 'AG001|3' }), false],
    ['another query', inputs({ name: 'Cart' }), false],
    ['a cart line', inputs({ lines: [{ articleId: 7, quantity: 1 }] }), false],
  ])('%s: same key %s', (_, other, same) => {
    expect(answerKey(other) === answerKey(inputs())).toBe(same);
  });

  it('tells two carts apart by their quantities', () => {
    const cart = (quantity: number) => inputs({ name: 'Cart', variables: {}, lines: [{ articleId: 7, productId: 1, quantity }] });
    expect(answerKey(cart(2))).not.toBe(answerKey(cart(3)));
  });
});

describe('answers kept on the device', () => {
  it('gives back what was kept for the same inputs, and nothing once the package has expired', async () => {
    await savePrepared(prepared('U1', 2));
    const pkg = { preparedAt: '2026-11-27T08:00:00.000Z', expiresAt: '2026-12-04T08:00:00.000Z' };
    keepAnswerFor(inputs({ customer: 'U1|2' }), pkg, { products: { totalCount: 3 } }, 'U1');
    expect(await eventually(() => keptAnswerFor(inputs({ customer: 'U1|2' }), new Date('2026-12-01T00:00:00Z')))).toEqual({ products: { totalCount: 3 } });
    expect(await keptAnswerFor(inputs({ customer: 'U1|2' }), new Date('2026-12-04T08:00:00Z'))).toBeNull();
    expect(await keptAnswerFor(inputs({ customer: 'U1|2', showPromo: false }), new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it(`keeps at most ${KEPT_ANSWERS_PER_CUSTOMER} per customer, the oldest going first`, async () => {
    await savePrepared(prepared('U2', 2));
    await savePrepared(prepared('U2', 3));
    for (let t = 1; t <= KEPT_ANSWERS_PER_CUSTOMER + 5; t++) await keep('U2', 'U2|2', t);
    await keep('U2', 'U2|3', 1);
    expect(await keptAnswer('U2|2|5')).toBeUndefined();
    expect(await keptAnswer('U2|2|6')).toBeDefined();
    expect(await keptAnswer(`U2|2|${KEPT_ANSWERS_PER_CUSTOMER + 5}`)).toBeDefined();
    expect(await keptAnswer('U2|3|1')).toBeDefined();
  });

  it("drops a customer's answers when the customer is prepared again, and the others' stay", async () => {
    await preparedWithAnAnswer(['U3', 2], ['U3', 3]);
    await savePrepared(prepared('U3', 2));
    expect(await keptAnswer('U3|2|1')).toBeUndefined();
    expect(await keptAnswer('U3|3|1')).toBeDefined();
  });

  it('does not keep an answer computed from a package the customer no longer holds', async () => {
    await savePrepared(prepared('U6', 2));
    await savePrepared({ ...prepared('U6', 2), preparedAt: '2026-11-28T08:00:00.000Z' });
    await keep('U6', 'U6|2', 1, 'U6|2|old');
    await keep('U6', 'U6|2', 2, 'U6|2|new', '2026-11-28T08:00:00.000Z');
    expect(await keptAnswer('U6|2|old')).toBeUndefined();
    expect(await keptAnswer('U6|2|new')).toBeDefined();
  });

  it("drops a user's answers at logout, and another user's stay", async () => {
    await preparedWithAnAnswer(['U4', 2], ['U5', 2]);
    await forgetUser('U4');
    expect(await keptAnswer('U4|2|1')).toBeUndefined();
    expect(await keptAnswer('U5|2|1')).toBeDefined();
  });
});
