import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, type PlaceOrderResult } from './order-fixtures.ts';
import { startPriceChangeProxy } from './price-parity-proxy.ts';

// A real ERP can price a line differently from the shop's catalogue (a price changed minutes
// ago): the checkout shows both prices, totals with the ERP's, and the order needs the buyer's
// confirmation of exactly the prices the ERP charges (design §5.1).

let stack: Stack;
let gateway: Stack;
let proxy: Awaited<ReturnType<typeof startPriceChangeProxy>>;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
  proxy = await startPriceChangeProxy(stack.upstreamUrl);
  gateway = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: proxy.url } });
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await stack?.close();
});

const GADGET = { productId: 6, articleId: 6 };

interface Checkout {
  checkoutCart: {
    lines: Array<{
      id: string;
      articleId: string;
      unitPrice: { amount: number };
      catalogueUnitPrice: { amount: number } | null;
      priceChanged: boolean;
      lineTotal: { amount: number };
    }>;
    priceChanges: Array<{
      lineId: string;
      sku: string;
      previousUnitPrice: { amount: number };
      unitPrice: { amount: number };
    }>;
    subtotal: { amount: number };
  };
}

const CHECKOUT = `{ checkoutCart {
  lines { id articleId unitPrice { amount } catalogueUnitPrice { amount } priceChanged lineTotal { amount } }
  priceChanges { lineId sku previousUnitPrice { amount } unitPrice { amount } }
  subtotal { amount } } }`;

const cents = (n: number) => Math.round(n * 100) / 100;

describe('a unit price the ERP changed', () => {
  it('is shown beside the old one, totals use it, and the order waits for its confirmation', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1001, [
      { ...ARTICLES.bigStock, quantity: 4 },
      { ...GADGET, quantity: 2 },
    ]);
    const client = new ShopClient(gateway.baseUrl);
    await client.login('CL001');
    const cart = await client.gql<{ cart: { lines: Array<{ articleId: string; unitPrice: { price: { amount: number } } }> } }>(
      '{ cart { lines { articleId unitPrice { price { amount } } } } }',
    );
    const shown = new Map(cart.data?.cart.lines.map((l) => [l.articleId, l.unitPrice.price.amount]));
    const bigShown = shown.get(String(ARTICLES.bigStock.articleId)) ?? 0;
    const gadgetShown = shown.get(String(GADGET.articleId)) ?? 0;
    expect(bigShown).toBeGreaterThan(0);

    // Without a change the checkout has nothing to confirm.
    const agreed = await client.gql<Checkout>(CHECKOUT);
    expect(agreed.errors).toBeUndefined();
    expect(agreed.data?.checkoutCart.priceChanges).toEqual([]);
    expect(agreed.data?.checkoutCart.lines.map((l) => l.priceChanged)).toEqual([false, false]);

    const erp = cents(bigShown + 3.02);
    proxy.setPrice(ARTICLES.bigStock.articleId, erp);
    const res = await client.gql<Checkout>(CHECKOUT);
    expect(res.errors).toBeUndefined();
    const checkout = res.data?.checkoutCart;
    const [big, gadget] = checkout?.lines ?? [];
    expect(big).toMatchObject({
      unitPrice: { amount: erp },
      catalogueUnitPrice: { amount: bigShown },
      priceChanged: true,
      lineTotal: { amount: cents(erp * 4) },
    });
    expect(gadget).toMatchObject({ unitPrice: { amount: gadgetShown }, catalogueUnitPrice: null, priceChanged: false });
    expect(checkout?.priceChanges).toEqual([
      { lineId: big?.id, sku: expect.any(String), previousUnitPrice: { amount: bigShown }, unitPrice: { amount: erp } },
    ]);
    expect(checkout?.subtotal.amount).toBe(cents(erp * 4 + gadgetShown * 2));

    const order = (acceptedPrices?: Array<{ lineId: string; unitPrice: number }>) =>
      client.gql<PlaceOrderResult>(PLACE_ORDER, {
        input: { idempotencyKey: 'price-change-order-1', receiveChoice: 'ALL_TOGETHER', shippingModeId: '30', acceptedPrices },
      });
    const refusal = {
      order: null,
      userErrors: [
        {
          field: ['input', 'acceptedPrices'],
          code: 'PRICES_CHANGED',
          message: "I prezzi di alcuni articoli sono cambiati: controlla e conferma i nuovi prezzi prima di inviare l'ordine.",
        },
      ],
    };
    const lineId = big?.id ?? '';
    expect((await order()).data?.orderPlace).toEqual(refusal);
    expect((await order([{ lineId, unitPrice: bigShown }])).data?.orderPlace).toEqual(refusal);

    // The price moves again after the buyer confirmed it: the old confirmation is no longer enough.
    const again = cents(erp + 0.5);
    proxy.setPrice(ARTICLES.bigStock.articleId, again);
    expect((await order([{ lineId, unitPrice: erp }])).data?.orderPlace).toEqual(refusal);

    const placed = await order([{ lineId, unitPrice: again }]);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.orderPlace.userErrors).toEqual([]);
    expect(placed.data?.orderPlace.order?.number).toMatch(/^\d+$/);
  });
});
