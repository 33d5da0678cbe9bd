import { Client, fetchExchange, type AnyVariables } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES } from './order-fixtures.ts';

// Orders as data, read by an integrator's program: a third-party client, an API key, no cookie.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 12 });
});
afterAll(async () => {
  await stack?.close();
});

interface Reply<T> {
  data?: T;
  errors: { message: string; extensions: Record<string, unknown> }[];
}

function integration(key: string) {
  const cookies: string[] = [];
  const client = new Client({
    url: `${stack.baseUrl}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: () => ({ headers: { authorization: `Bearer ${key}` } }),
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      cookies.push(...res.headers.getSetCookie());
      return res;
    },
  });
  const outcome = <T>(r: { data?: unknown; error?: { graphQLErrors: { message: string; extensions: Record<string, unknown> }[] } }): Reply<T> => ({
    data: r.data as T | undefined,
    errors: r.error?.graphQLErrors ?? [],
  });
  return {
    cookies,
    query: async <T>(text: string, variables: AnyVariables = {}) => outcome<T>(await client.query(text, variables).toPromise()),
    mutation: async <T>(text: string, variables: AnyVariables = {}) => outcome<T>(await client.mutation(text, variables).toPromise()),
  };
}

async function keyOf(username: string): Promise<string> {
  const owner = new ShopClient(stack.baseUrl);
  expect((await owner.login(username)).data?.login.userErrors).toEqual([]);
  const created = await owner.gql<{ apiKeyCreate: { key: string } }>(
    'mutation($name: String!) { apiKeyCreate(input: { name: $name }) { key } }',
    { name: 'gestionale' },
  );
  return created.data!.apiKeyCreate.key;
}

const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) {
  order { id number total { amount } } userErrors { code message } } }`;
const ORDER_FIELDS = `id number customerId status statusText placedAt pdfUrl
  lines { code description quantity taxable { amount currency } vat { amount } total { amount } }
  taxable { amount currency } vat { amount currency } total { amount currency }`;
const ORDERS = `query($first: Int, $after: String, $status: OrderStatus) {
  orders(first: $first, after: $after, status: $status) { nodes { ${ORDER_FIELDS} } pageInfo { endCursor hasNextPage } } }`;
const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const DOCUMENT = 'query($id: ID!) { document(id: $id) { id number isOrder taxable { amount } vat { amount } total { amount } } }';

interface ExactMoney { amount: string; currency: string }
interface PlacedOrder {
  id: string;
  number: string;
  customerId: string;
  status: string;
  statusText: string;
  placedAt: string;
  pdfUrl: string;
  lines: { code: string; description: string; quantity: number; taxable: ExactMoney | null }[];
  taxable: ExactMoney | null;
  vat: ExactMoney | null;
  total: ExactMoney | null;
}
interface OrdersReply {
  orders: { nodes: PlacedOrder[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}

const DECIMAL = /^-?\d+\.\d{2}$/u;

const ADD = 'mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { code } } }';

async function placeWithKey(api: ReturnType<typeof integration>, quantity: number) {
  const added = await api.mutation<{ cartLinesAdd: { userErrors: unknown[] } }>(ADD, {
    input: { lines: [{ productId: String(ARTICLES.bigStock.productId), articleId: String(ARTICLES.bigStock.articleId), quantity }] },
  });
  expect(added.data?.cartLinesAdd.userErrors).toEqual([]);
  const placed = await api.mutation<{ orderPlace: { order: { id: string; number: string; total: { amount: number } | null } | null; userErrors: unknown[] } }>(
    PLACE,
    { input: { idempotencyKey: `orders-${quantity}-${Date.now()}`, receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' } },
  );
  expect(placed.errors).toEqual([]);
  expect(placed.data?.orderPlace.userErrors).toEqual([]);
  return placed.data!.orderPlace.order!;
}

describe('orders as data', () => {
  it('finds the order orderPlace returned, by its id, in orders, order(id) and document(id)', async () => {
    const api = integration(await keyOf('CL003'));
    const placed = await placeWithKey(api, 3);

    const byId = await api.query<{ order: PlacedOrder | null }>(ORDER, { id: placed.id });
    expect(byId.errors).toEqual([]);
    const order = byId.data!.order!;
    expect(order).toMatchObject({ id: placed.id, number: placed.number, customerId: '3', status: 'RECEIVED', statusText: 'Ordine ricevuto' });
    expect(new Date(order.placedAt).toISOString()).toBe(order.placedAt);
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 3 })]);
    for (const money of [order.taxable!, order.vat!, order.total!]) {
      expect(money.amount).toMatch(DECIMAL);
      expect(money.currency).toBe('EUR');
    }
    // Money named for what it is: the taxable is orderPlace's total, the total adds the VAT.
    expect(Number(order.taxable!.amount)).toBe(placed.total!.amount);
    expect(Number(order.total!.amount)).toBeCloseTo(Number(order.taxable!.amount) + Number(order.vat!.amount), 2);

    const listed = await api.query<OrdersReply>(ORDERS, { first: 100 });
    expect(listed.errors).toEqual([]);
    expect(listed.data!.orders.nodes[0]).toEqual(order);

    const document = await api.query<{ document: { id: string; number: string; isOrder: boolean; total: { amount: number } } }>(DOCUMENT, { id: placed.id });
    expect(document.errors).toEqual([]);
    expect(document.data!.document).toMatchObject({ id: placed.id, number: placed.number, isOrder: true });
    expect(document.data!.document.total.amount).toBe(Number(order.total!.amount));
    expect(api.cookies).toEqual([]);
  });

  it('pages with first and after to an end, filters by status, and refuses a cursor of no order as PAGE_OUT_OF_RANGE', async () => {
    const api = integration(await keyOf('CL003'));
    await placeWithKey(api, 1);
    await placeWithKey(api, 2);
    const all = (await api.query<OrdersReply>(ORDERS, { first: 100 })).data!.orders;
    expect(all.pageInfo.hasNextPage).toBe(false);
    expect(all.nodes.length).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Reply<OrdersReply> = await api.query<OrdersReply>(ORDERS, { first: 2, after });
      expect(page.errors).toEqual([]);
      seen.push(...page.data!.orders.nodes.map((o) => o.id));
      if (!page.data!.orders.pageInfo.hasNextPage) break;
      after = page.data!.orders.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.nodes.map((o) => o.id));

    const received = (await api.query<OrdersReply>(ORDERS, { first: 100, status: 'RECEIVED' })).data!.orders.nodes;
    expect(received.map((o) => o.id)).toEqual(all.nodes.filter((o) => o.status === 'RECEIVED').map((o) => o.id));
    expect(received.length).toBeGreaterThanOrEqual(2);
    const fulfilled = (await api.query<OrdersReply>(ORDERS, { first: 100, status: 'FULFILLED' })).data!.orders.nodes;
    expect(fulfilled.every((o) => o.status === 'FULFILLED')).toBe(true);

    const wrong = await api.query<OrdersReply>(ORDERS, { first: 2, after: 'bm90LWEtY3Vyc29y' });
    expect(wrong.errors.map((e) => [e.extensions.code, e.extensions.argument])).toEqual([['PAGE_OUT_OF_RANGE', 'after']]);
    const tooMany = await api.query<OrdersReply>(ORDERS, { first: 101 });
    expect(tooMany.errors.map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
  });

  it("does not find another customer's order, nor a fiscal document, as an order", async () => {
    const mine = integration(await keyOf('CL003'));
    const placed = await placeWithKey(mine, 1);
    const other = integration(await keyOf('CL001'));
    const foreign = await other.query<{ order: PlacedOrder | null }>(ORDER, { id: placed.id });
    expect(foreign.errors).toEqual([]);
    expect(foreign.data?.order).toBeNull();
    expect((await other.query<OrdersReply>(ORDERS, { first: 100 })).data!.orders.nodes.map((o) => o.id)).not.toContain(placed.id);

    const fiscal = await other.query<{ documents: { items: { id: string }[] } }>('{ documents(kind: FISCAL, pageSize: 1) { items { id } } }');
    const fiscalId = fiscal.data!.documents.items[0]!.id;
    expect((await other.query<{ order: PlacedOrder | null }>(ORDER, { id: fiscalId })).data?.order).toBeNull();
    expect((await other.query<{ order: PlacedOrder | null }>(ORDER, { id: 'nonsense' })).data?.order).toBeNull();
  });
});
