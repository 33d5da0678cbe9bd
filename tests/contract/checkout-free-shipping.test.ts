import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, type PlaceOrderResult } from './order-fixtures.ts';

// Free shipping (design §5.5): the upstream applies the threshold to the shipping it quotes, the
// checkout says 'Complimenti! …' only beside a shipping of 0, and the conditions of sale print
// the same configured figure (390 by default, as the checkout).
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

const REACHED = 'Complimenti! Hai la spedizione gratuita per questo ordine!';
const QUERY = `{ checkoutCart {
  subtotal { amount }
  shippingModes { id isPickup }
  shippingCosts { first { total { amount } } }
  freeShipping { reached message }
  quotes { receiveChoice shippingModeId secondShippingModeId shipping { amount } total { amount } freeShipping { reached message } }
} }`;

interface Quote {
  receiveChoice: string;
  shippingModeId: string;
  secondShippingModeId: string | null;
  shipping: { amount: number };
  total: { amount: number };
  freeShipping: { reached: boolean; message: string } | null;
}
interface Checkout {
  checkoutCart: {
    subtotal: { amount: number };
    shippingModes: { id: string; isPickup: boolean }[];
    shippingCosts: { first: { total: { amount: number } } };
    freeShipping: { reached: boolean; message: string } | null;
    quotes: Quote[];
  };
}

async function checkoutOf(base: string, user: string, referenceId: number, quantity: number) {
  await saveUpstreamCart(stack.upstreamUrl, 1, referenceId, [{ ...ARTICLES.bigStock, quantity }]);
  const client = new ShopClient(base);
  expect((await client.login(user)).data?.login.userErrors).toEqual([]);
  const res = await client.gql<Checkout>(QUERY);
  expect(res.errors).toBeUndefined();
  const cart = res.data!.checkoutCart;
  const courier = cart.shippingModes.find((m) => !m.isPickup)!;
  const pickup = cart.shippingModes.find((m) => m.isPickup)!;
  const quote = (mode: string) =>
    cart.quotes.find((q) => q.receiveChoice === 'ALL_TOGETHER' && q.shippingModeId === mode && !q.secondShippingModeId)!;
  return { client, cart, courier: quote(courier.id), courierId: courier.id, pickup: quote(pickup.id) };
}

describe('free shipping at checkout', () => {
  it('over the threshold: the upstream quotes no shipping, the message stands beside 0', async () => {
    const { client, cart, courier, courierId, pickup } = await checkoutOf(stack.baseUrl, 'CL001', 1001, 200);
    expect(cart.subtotal.amount).toBeGreaterThanOrEqual(390);
    expect(cart.shippingCosts.first.total.amount).toBe(0);
    expect(cart.freeShipping).toEqual({ reached: true, message: REACHED });
    expect(courier.shipping.amount).toBe(0);
    expect(courier.total.amount).toBe(cart.subtotal.amount);
    expect(courier.freeShipping).toEqual({ reached: true, message: REACHED });
    // A pickup on site pays its handling: no 'free shipping' beside a charge.
    expect(pickup.shipping.amount).toBe(2);
    expect(pickup.freeShipping).toBeNull();
    // Every quote with the message has a shipping of 0.
    for (const q of cart.quotes.filter((x) => x.freeShipping?.reached)) expect(q.shipping.amount).toBe(0);

    // The order is charged as quoted: its taxable total is the goods alone.
    const placed = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: { idempotencyKey: `free-${Date.now()}`, receiveChoice: 'ALL_TOGETHER', shippingModeId: courierId },
    });
    expect(placed.data?.orderPlace.userErrors).toEqual([]);
    expect(placed.data?.orderPlace.order?.total?.amount).toBe(cart.subtotal.amount);
  });

  it('under the threshold: shipping charged, the gap and never the message', async () => {
    const { cart, courier } = await checkoutOf(stack.baseUrl, 'CL003', 1003, 1);
    expect(cart.subtotal.amount).toBeLessThan(390);
    expect(cart.shippingCosts.first.total.amount).toBeGreaterThan(0);
    expect(cart.freeShipping?.reached).toBe(false);
    expect(cart.freeShipping?.message).toMatch(/^Aggiungi altri .* € per la spedizione gratuita$/);
    expect(courier.shipping.amount).toBeGreaterThan(0);
    expect(cart.quotes.some((q) => q.freeShipping?.message === REACHED)).toBe(false);
  });

  it('follows the upstream when the two thresholds disagree: no promise it does not keep', async () => {
    // This gateway reads 1 € while its upstream applies 390: goods between the two are charged.
    const lower = await startStack({ reuseUpstream: stack, env: { FREE_SHIPPING_AMOUNT: '1' } });
    try {
      const { cart, courier } = await checkoutOf(lower.baseUrl, 'CL003', 1003, 1);
      expect(cart.subtotal.amount).toBeLessThan(390);
      expect(courier.shipping.amount).toBeGreaterThan(0);
      expect(cart.freeShipping).toBeNull();
      expect(cart.quotes.some((q) => q.freeShipping !== null)).toBe(false);
    } finally {
      await lower.close();
    }
  });

  it('the conditions of sale print the figure the checkout applies', async () => {
    const res = await new ShopClient(stack.baseUrl).gql<{
      tenant: { freeShippingAmount: { amount: number }; salesTerms: { freeShippingTaxable: { amount: number; formatted: string } } };
    }>('{ tenant { freeShippingAmount { amount } salesTerms { freeShippingTaxable { amount formatted } } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.tenant.salesTerms.freeShippingTaxable).toEqual({ amount: 390, formatted: '390,00 €' });
    expect(res.data?.tenant.freeShippingAmount.amount).toBe(390);
  });
});
