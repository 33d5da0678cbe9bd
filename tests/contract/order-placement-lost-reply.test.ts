import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startLossyUpstreamProxy, type LossMode } from '../support/lossy-upstream-proxy.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { upstreamWebOrders } from '../support/upstream-web-orders.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, type PlaceOrderResult } from './order-fixtures.ts';

// An order is placed exactly once when the ERP's reply to the checkout call is lost (design §5.5):
// the ERP stores the order, the reply never reaches the gateway, and the buyer tries again with
// the same key or with a new one (a reload makes a new key).

let upstream: Stack;
let gateway: Stack;
let proxy: Awaited<ReturnType<typeof startLossyUpstreamProxy>>;

beforeAll(async () => {
  upstream = await startStack({ productsPerCompany: 20 });
  proxy = await startLossyUpstreamProxy(upstream.upstreamUrl);
  gateway = await startStack({ reuseUpstream: upstream, env: { UPSTREAM_URL: proxy.url } });
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await upstream?.close();
});

const webOrdersOf = (tenant: number, username: string) => upstreamWebOrders(upstream.upstreamUrl, username, tenant);

let keys = 0;
const newKey = () => `lost-reply-${Date.now()}-${++keys}`;
const order = (idempotencyKey: string) => ({
  input: { idempotencyKey, receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' },
});
const checkoutCall = 'webAppCheckout';

describe('orderPlace when the reply of the checkout call is lost', () => {
  it.each([
    ['the connection is cut', 'reset', 1, ['new key', 'same key']],
    ['a proxy answers 502', 'http502', 3, ['same key', 'new key']],
    ['the reply arrives cut short', 'garbage', 4, ['new key', 'new key']],
  ] as Array<[string, LossMode, 1 | 3 | 4, Array<'new key' | 'same key'>]>)(
    'places one order when %s, and shows it to the buyer on every retry',
    async (_name, mode, tenant, retries) => {
      const call = tenant === 4 ? 'webAppCheckoutBetaRicambi' : checkoutCall;
      await saveUpstreamCart(upstream.upstreamUrl, tenant, 1001, [{ ...ARTICLES.bigStock, quantity: 2 }]);
      const before = (await webOrdersOf(tenant, 'CL001')).length;
      const client = new ShopClient(gateway.baseUrl, tenant);
      await client.login('CL001');
      const first = newKey();
      proxy.lose(call, mode);
      const lost = await client.gql<PlaceOrderResult>(PLACE_ORDER, order(first));
      expect(lost.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_(UNAVAILABLE|BAD_REPLY)$/);
      // The ERP did place it: its reply is what was lost.
      const placed = await webOrdersOf(tenant, 'CL001');
      expect(placed).toHaveLength(before + 1);
      const number = String(placed[0]?.numOrd);

      for (const retry of retries) {
        const key = retry === 'same key' ? first : newKey();
        const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, order(key));
        expect(res.errors).toBeUndefined();
        expect(res.data?.orderPlace.userErrors).toEqual([]);
        expect(res.data?.orderPlace.order).toMatchObject({ number, message: 'Ordine inviato correttamente' });
        // The order found again has the id of the one placed: order(id) and document(id) find it.
        const id = res.data!.orderPlace.order!.id;
        const found = await client.gql<{ order: { number: string } | null; document: { id: string } | null }>(
          'query($id: ID!) { order(id: $id) { number } document(id: $id) { id } }',
          { id },
        );
        expect(found.data?.order?.number).toBe(number);
        expect(found.data?.document?.id).toBe(id);
      }
      expect(await webOrdersOf(tenant, 'CL001')).toHaveLength(before + 1);
      // The buyer's cart is the ERP's: emptied by the order.
      const cart = await client.gql<{ cart: { lineCount: number } }>('{ cart { lineCount } }');
      expect(cart.data?.cart.lineCount).toBe(0);
    },
  );

  it('places one order when the reply is held until the gateway gives up waiting', async () => {
    // A gateway of its own with a short wait, so that the held reply outlasts it.
    const impatient = await startStack({ reuseUpstream: upstream, env: { UPSTREAM_URL: proxy.url, UPSTREAM_TIMEOUT_MS: '8000' } });
    try {
      await saveUpstreamCart(upstream.upstreamUrl, 1, 9900, [{ ...ARTICLES.bigStock, quantity: 1 }]);
      const before = (await webOrdersOf(1, 'CL900')).length;
      const client = new ShopClient(impatient.baseUrl);
      await client.login('CL900');
      proxy.lose(checkoutCall, 'hold');
      const lost = await client.gql<PlaceOrderResult>(PLACE_ORDER, order(newKey()));
      expect(lost.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const placed = await webOrdersOf(1, 'CL900');
      expect(placed).toHaveLength(before + 1);
      const retry = await client.gql<PlaceOrderResult>(PLACE_ORDER, order(newKey()));
      expect(retry.data?.orderPlace.order?.number).toBe(String(placed[0]?.numOrd));
      expect(await webOrdersOf(1, 'CL900')).toHaveLength(before + 1);
    } finally {
      await impatient.close();
    }
  });

  it('places the order on the retry when the call never reached the ERP', async () => {
    await saveUpstreamCart(upstream.upstreamUrl, 1, 1003, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const before = (await webOrdersOf(1, 'CL003')).length;
    const client = new ShopClient(gateway.baseUrl);
    await client.login('CL003');
    const reached = proxy.seen(checkoutCall);
    proxy.lose(checkoutCall, 'lost-request');
    const lost = await client.gql<PlaceOrderResult>(PLACE_ORDER, order(newKey()));
    expect(lost.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.seen(checkoutCall)).toBe(reached);
    expect(await webOrdersOf(1, 'CL003')).toHaveLength(before);

    const retry = await client.gql<PlaceOrderResult>(PLACE_ORDER, order(newKey()));
    expect(retry.data?.orderPlace.userErrors).toEqual([]);
    const placed = await webOrdersOf(1, 'CL003');
    expect(placed).toHaveLength(before + 1);
    expect(retry.data?.orderPlace.order?.number).toBe(String(placed[0]?.numOrd));
  });

  it('places a new order for a cart filled again after the one whose reply was lost', async () => {
    await saveUpstreamCart(upstream.upstreamUrl, 2, 1001, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const before = (await webOrdersOf(2, 'CL001')).length;
    const client = new ShopClient(gateway.baseUrl, 2);
    await client.login('CL001');
    const paid = (key: string) => ({ input: { ...order(key).input, paymentModeId: '1' } });
    proxy.lose('webAppCheckoutMondoCarta', 'reset');
    await client.gql<PlaceOrderResult>(PLACE_ORDER, paid(newKey()));
    const add = await client.gql<{ cartLinesAdd: { userErrors: unknown[] } }>(
      `mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { userErrors { code } } }`,
      { input: { lines: [{ productId: String(ARTICLES.bigStock.productId), articleId: String(ARTICLES.bigStock.articleId), quantity: 3 }] } },
    );
    expect(add.data?.cartLinesAdd.userErrors).toEqual([]);
    const second = await client.gql<PlaceOrderResult>(PLACE_ORDER, paid(newKey()));
    expect(second.data?.orderPlace.userErrors).toEqual([]);
    const placed = await webOrdersOf(2, 'CL001');
    expect(placed).toHaveLength(before + 2);
    expect(second.data?.orderPlace.order?.number).toBe(String(placed[0]?.numOrd));
  });
});
