import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, CHECKOUT_QUERY, saveUpstreamCart, workingDayAhead } from './order-fixtures.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

interface CheckoutData {
  checkoutCart: {
    lines: Array<{
      articleId: string;
      quantity: number;
      split: Record<string, number>;
      unitPrice: { amount: number } | null;
    }>;
    groups: Array<{
      kind: string;
      pieces: number;
      total: { amount: number } | null;
      lines: Array<{ quantity: number; total: { amount: number } | null; line: { articleId: string } }>;
    }>;
    hasReservedGoods: boolean;
    reservedWarning: string | null;
    customer: { id: string; sites: Array<{ id: string }>; site: { id: string } | null };
    shippingModes: Array<{ id: string; isPickup: boolean; requiresCarrierContract: boolean }>;
    paymentModes: Array<{ id: string; isDefault: boolean }>;
    defaultPaymentMode: { id: string } | null;
    paymentModeRequired: boolean;
    shippingCosts: {
      first: { transport: { amount: number }; handling: { amount: number }; total: { amount: number } };
      pickup: { total: { amount: number } };
    };
    receiveOptions: Array<{ choice: string; needsSecondShipment: boolean }>;
    subtotal: { amount: number } | null;
    localities: unknown[];
  } | null;
}

describe('checkout cart', () => {
  it('prices the saved cart and splits each line into the four groups', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1001, [
      { ...ARTICLES.bigStock, quantity: 4 },
      { ...ARTICLES.arriving, quantity: 2 },
      { ...ARTICLES.zeroStockPromemoria, quantity: 3 },
    ]);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await client.gql<CheckoutData>(CHECKOUT_QUERY);
    expect(res.errors).toBeUndefined();
    const cart = res.data?.checkoutCart;
    expect(cart?.lines.map((l) => [l.articleId, l.split])).toEqual([
      [String(ARTICLES.bigStock.articleId), { available: 4, arriving: 0, reservable: 0, unavailable: 0 }],
      [String(ARTICLES.arriving.articleId), { available: 0, arriving: 2, reservable: 0, unavailable: 0 }],
      [
        String(ARTICLES.zeroStockPromemoria.articleId),
        { available: 0, arriving: 0, reservable: 0, unavailable: 3 },
      ],
    ]);
    const groups = cart?.groups ?? [];
    expect(groups.map((g) => [g.kind, g.pieces])).toEqual([
      ['AVAILABLE', 4],
      ['ARRIVING', 2],
      ['RESERVABLE', 0],
      ['UNAVAILABLE', 3],
    ]);
    // Unavailable pieces are priced zero, and the subtotal counts only what can be supplied.
    const unavailable = groups.find((g) => g.kind === 'UNAVAILABLE');
    expect(unavailable?.total?.amount).toBe(0);
    const big = cart?.lines[0];
    const arriving = cart?.lines[1];
    const expected =
      Math.round(((big?.unitPrice?.amount ?? 0) * 4 + (arriving?.unitPrice?.amount ?? 0) * 2) * 100) / 100;
    expect(cart?.subtotal?.amount).toBeCloseTo(expected, 2);
    expect(cart?.hasReservedGoods).toBe(true);
    expect(cart?.reservedWarning).toBeTruthy();
    expect(cart?.receiveOptions.map((o) => o.choice)).toEqual([
      'ALL_TOGETHER',
      'AVAILABLE_THEN_ARRIVALS',
      'AVAILABLE_THEN_NEXT_ORDER',
    ]);
    expect(cart?.shippingModes.filter((m) => m.requiresCarrierContract).map((m) => m.id)).toEqual([
      '31',
      '33',
    ]);
    expect(cart?.shippingModes.find((m) => m.isPickup)?.id).toBe('34');
    expect(cart?.paymentModes.filter((p) => p.isDefault)).toHaveLength(1);
    expect(cart?.defaultPaymentMode?.id).toBe(cart?.paymentModes.find((p) => p.isDefault)?.id);
    expect(cart?.shippingCosts.first).toMatchObject({ transport: { amount: 12.9 }, handling: { amount: 1 } });
    expect(cart?.shippingCosts.pickup.total.amount).toBe(2);
    expect(cart?.customer).toMatchObject({ id: '1', site: { id: '1' } });
    expect(cart?.localities.length).toBeGreaterThan(0);
  });

  it('offers arrival or next order when nothing is available now', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1003, [{ ...ARTICLES.arriving, quantity: 1 }]);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL003');
    const res = await client.gql<CheckoutData>(CHECKOUT_QUERY);
    expect(res.data?.checkoutCart?.receiveOptions.map((o) => o.choice)).toEqual([
      'ARRIVALS_ONLY',
      'NEXT_ORDER_ONLY',
    ]);
  });

  it('takes an article with no stock but free arrivals into the cart, and checks it out as arriving', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL003');
    await client.gql('mutation { cartClear { userErrors { message } } }');
    const added = await client.gql<{ cartLinesAdd: { addedQuantity: number; userErrors: unknown[] } }>(
      `mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { addedQuantity userErrors { message } } }`,
      {
        input: {
          lines: [
            {
              productId: String(ARTICLES.bigStock.productId),
              articleId: String(ARTICLES.bigStock.articleId),
              quantity: 2,
            },
            {
              productId: String(ARTICLES.arriving.productId),
              articleId: String(ARTICLES.arriving.articleId),
              quantity: 3,
            },
          ],
        },
      },
    );
    expect(added.data?.cartLinesAdd).toEqual({ addedQuantity: 5, userErrors: [] });
    const res = await client.gql<CheckoutData>(CHECKOUT_QUERY);
    const groups = res.data?.checkoutCart?.groups ?? [];
    expect(groups.map((g) => [g.kind, g.pieces])).toEqual([
      ['AVAILABLE', 2],
      ['ARRIVING', 3],
      ['RESERVABLE', 0],
      ['UNAVAILABLE', 0],
    ]);
  });

  it('quotes every receive option and delivery mode with the tariff of the specification', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1001, [
      { ...ARTICLES.bigStock, quantity: 1 },
      { ...ARTICLES.arriving, quantity: 1 },
    ]);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await client.gql<{
      checkoutCart: {
        subtotal: { amount: number };
        quotes: Array<{
          receiveChoice: string;
          shippingModeId: string;
          secondShippingModeId: string | null;
          shipments: Array<{ total: { amount: number } }>;
          total: { amount: number };
        }>;
      };
    }>(
      `{ checkoutCart { subtotal { amount } quotes { receiveChoice shippingModeId secondShippingModeId shipments { total { amount } } total { amount } } } }`,
    );
    const cart = res.data?.checkoutCart;
    // 3 options x 4 modes, with every second mode for 'the rest on arrival'.
    expect(cart?.quotes).toHaveLength(4 + 16 + 4);
    const goods = cart?.subtotal.amount ?? 0;
    const pickup = cart?.quotes.find((q) => q.receiveChoice === 'ALL_TOGETHER' && q.shippingModeId === '34');
    expect(pickup?.shipments.map((s) => s.total.amount)).toEqual([2]);
    expect(pickup?.total.amount).toBeCloseTo(goods + 2, 2);
    const split = cart?.quotes.find(
      (q) =>
        q.receiveChoice === 'AVAILABLE_THEN_ARRIVALS' &&
        q.shippingModeId === '34' &&
        q.secondShippingModeId === '30',
    );
    expect(split?.shipments).toHaveLength(2);
    expect(split?.shipments[0]?.total.amount).toBe(2);
  });

  it('leaves the site to choose when the customer has several, and takes the chosen one', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL002');
    const open = await client.gql<CheckoutData>(CHECKOUT_QUERY);
    expect(open.data?.checkoutCart?.customer.sites.length).toBe(3);
    expect(open.data?.checkoutCart?.customer.site).toBeNull();
    const chosen = await client.gql<CheckoutData>(CHECKOUT_QUERY, { siteId: '2' });
    expect(chosen.data?.checkoutCart?.customer.site?.id).toBe('2');
  });

  it('marks the payment mode required for company 2', async () => {
    const client = new ShopClient(stack.baseUrl, 2);
    await client.login('CL001');
    const res = await client.gql<CheckoutData>(CHECKOUT_QUERY);
    expect(res.data?.checkoutCart?.paymentModeRequired).toBe(true);
  });
});

describe('pickup dates', () => {
  it('lists selectable working days after today, never a weekend, a holiday or a blocked date', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await client.gql<{
      pickupDates: { dates: string[]; disabledDates: string[]; bookedPickup: string | null };
    }>('{ pickupDates(months: 2) { dates disabledDates bookedPickup } }');
    expect(res.errors).toBeUndefined();
    const cal = res.data?.pickupDates;
    const first = workingDayAhead(1, isItalianPublicHoliday);
    expect(cal?.dates[0]).toBe(first);
    expect(cal?.dates.length).toBeGreaterThan(20);
    for (const date of cal?.dates ?? []) {
      expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(isItalianPublicHoliday(date)).toBe(false);
    }
    expect(cal?.disabledDates).toEqual(['2023-03-13', '2023-03-14']);
    expect(cal?.bookedPickup).toBeNull();
  });

  it('refuses a malformed start date', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await client.gql('{ pickupDates(from: "13/03/2030") { dates } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('address suggestions', () => {
  it('suggests the upstream localities when no geocoding service is configured', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await client.gql<{
      addressSuggestions: Array<{ line: string; locality: string; province: string; postcode: string }>;
    }>('{ addressSuggestions(query: "salern") { line locality province postcode } }');
    expect(res.data?.addressSuggestions).toEqual(
      expect.arrayContaining([
        { line: '84122 Salerno (SA)', locality: 'Salerno', province: 'SA', postcode: '84122' },
      ]),
    );
  });
});

describe('address suggestions from a geocoding service', () => {
  it('asks the configured service with the typed text, and falls back to the localities when it fails', async () => {
    const asked: string[] = [];
    let failing = false;
    const geocoder = Fastify({ logger: false });
    geocoder.get('/autocomplete', async (req, reply) => {
      const { text, apiKey } = req.query as { text: string; apiKey: string };
      asked.push(`${text}|${apiKey}`);
      if (failing) return reply.code(503).send('down');
      return {
        results: [
          {
            address_line1: 'Via Toledo 112',
            city: 'Napoli',
            county_code: 'NA',
            postcode: '80134',
            country_code: 'it',
          },
        ],
      };
    });
    const url = await geocoder.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await startStack({
      reuseUpstream: stack,
      env: { GEOCODING_URL: `${url}/autocomplete?apiKey=k1` },
    });
    try {
      const client = new ShopClient(gateway.baseUrl);
      await client.login('CL001');
      const query = '{ addressSuggestions(query: "Via Toledo") { line locality province postcode country } }';
      const res = await client.gql<{ addressSuggestions: unknown[] }>(query);
      expect(res.data?.addressSuggestions).toEqual([
        { line: 'Via Toledo 112', locality: 'Napoli', province: 'NA', postcode: '80134', country: 'IT' },
      ]);
      expect(asked).toEqual(['Via Toledo|k1']);
      failing = true;
      const fallback = await client.gql<{ addressSuggestions: Array<{ locality: string }> }>(
        '{ addressSuggestions(query: "Napoli") { locality } }',
      );
      expect(fallback.data?.addressSuggestions.map((s) => s.locality)).toContain('Napoli');
    } finally {
      await gateway.close();
      await geocoder.close();
    }
  });
});

describe('agents', () => {
  it('price the checkout for the customer chosen in the session', async () => {
    const client = new ShopClient(stack.baseUrl);
    const login = await client.login('AG001');
    expect((await client.gql<CheckoutData>(CHECKOUT_QUERY)).data?.checkoutCart).toBeNull();
    const customerId = login.data?.login.customers[0]?.id;
    await client.gql(
      'mutation($id: ID!) { customerSelect(input: { customerId: $id }) { userErrors { code } } }',
      { id: customerId },
    );
    const res = await client.gql<CheckoutData>(CHECKOUT_QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data?.checkoutCart?.customer.id).toBe(customerId);
  });
});

describe('logged out', () => {
  it('refuses every ordering field with UNAUTHENTICATED', async () => {
    const client = new ShopClient(stack.baseUrl);
    for (const query of [
      '{ checkoutCart { subtotal { amount } } }',
      '{ pickupDates { dates } }',
      '{ addressSuggestions(query: "Napoli") { line } }',
    ]) {
      const res = await client.gql(query);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
