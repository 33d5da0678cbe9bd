import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { saturdayAhead, startOpenDayProxy } from '../support/open-day-proxy.ts';
import { startStack, type Stack } from '../support/stack.ts';
import {
  ARTICLES,
  PLACE_ORDER,
  saveUpstreamCart,
  workingDayAhead,
  type PlaceOrderResult,
} from './order-fixtures.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

async function upstreamCall(tenant: number, call: string, body: string): Promise<Record<string, unknown>> {
  const res = await request(`${stack.upstreamUrl}/${tenant}/pegaso/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return (await res.body.json()) as Record<string, unknown>;
}

/** The article's stock and committed arrivals as the upstream's public catalogue reports them. */
async function stockOf(tenant: number, productId: number, articleId: number) {
  const reply = await upstreamCall(
    tenant,
    'getProducts',
    JSON.stringify({ username: '', password: '', recommended: [], idCli: 0, withoutItems: false }),
  );
  const products = reply.items as Array<{
    id: number;
    variation: Array<{ size: Array<{ IDArtSizeColor: number; stock: number; qtaImpCli: number }> }>;
  }>;
  const sizes = products.find((p) => p.id === productId)?.variation.flatMap((v) => v.size) ?? [];
  return sizes.find((s) => s.IDArtSizeColor === articleId);
}

const savedCartOf = async (tenant: number, username: string) =>
  (
    (await upstreamCall(tenant, 'login', new URLSearchParams({ username, password: username }).toString()))
      .user as { cart: string }
  ).cart;

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

const pickupOrder = (pickupDate: string | null, key = newKey()) => ({
  input: {
    idempotencyKey: key,
    receiveChoice: 'ALL_TOGETHER',
    shippingModeId: '34',
    pickupDate,
    notes: ['Consegna al magazzino'],
  },
});

describe('orderPlace', () => {
  it('places the order: the upstream stores it, commits the stock, books the pickup and empties the cart', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1001, [{ ...ARTICLES.bigStock, quantity: 5 }]);
    const before = await stockOf(1, ARTICLES.bigStock.productId, ARTICLES.bigStock.articleId);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const date = workingDayAhead(3, isItalianPublicHoliday);
    const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, pickupOrder(date));
    expect(res.errors).toBeUndefined();
    expect(res.data?.orderPlace.userErrors).toEqual([]);
    expect(res.data?.orderPlace.order).toMatchObject({
      message: 'Ordine inviato correttamente',
      pickupDate: date,
      number: expect.stringMatching(/^\d+$/),
    });
    expect((await stockOf(1, ARTICLES.bigStock.productId, ARTICLES.bigStock.articleId))?.stock).toBe(
      (before?.stock ?? 0) - 5,
    );
    expect(await savedCartOf(1, 'CL001')).toBe('[]');
    const cal = await upstreamCall(1, 'getDateRitiro', 'IDCli=1');
    expect(cal.ProxRit).toBe(`${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`);
    // The gateway's own copy of the cart is empty too.
    const cart = await client.gql<{ cart: { lineCount: number } }>('{ cart { lineCount } }');
    expect(cart.data?.cart.lineCount).toBe(0);
  });

  it('refuses a pickup date that is not valid with the specification message', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1003, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL003');
    const sunday = new Date(`${workingDayAhead(1, isItalianPublicHoliday)}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    for (const date of [sunday.toISOString().slice(0, 10), '2023-03-14', null]) {
      const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, pickupOrder(date));
      expect(res.data?.orderPlace).toEqual({
        order: null,
        userErrors: [
          {
            field: ['input', 'pickupDate'],
            code: 'INVALID_PICKUP_DATE',
            message: 'Selezionare una data valida per il ritiro',
          },
        ],
      });
    }
    expect(await savedCartOf(1, 'CL003')).not.toBe('[]');
  });

  it('asks for a delivery mode with the specification message', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL003');
    const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: { idempotencyKey: newKey(), receiveChoice: 'ALL_TOGETHER' },
    });
    expect(res.data?.orderPlace.userErrors).toEqual([
      {
        field: ['input', 'shippingModeId'],
        code: 'CHOOSE_ALLOWED_VALUE',
        message: 'Selezionare un valore consentito dal menu a tendina',
      },
    ]);
  });

  it('places one order for one key, whether sent ten times at once or again later', async () => {
    // A customer no other test has logged in: the gateway holds no earlier copy of its cart.
    await saveUpstreamCart(stack.upstreamUrl, 1, 9900, [{ ...ARTICLES.bigStock, quantity: 2 }]);
    const before = await stockOf(1, ARTICLES.bigStock.productId, ARTICLES.bigStock.articleId);
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL900');
    const input = {
      input: { idempotencyKey: newKey(), receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' },
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.gql<PlaceOrderResult>(PLACE_ORDER, input)),
    );
    const later = await client.gql<PlaceOrderResult>(PLACE_ORDER, input);
    const first = answers[0]?.data?.orderPlace.order;
    expect(first?.number).toMatch(/^\d+$/);
    for (const answer of answers) expect(answer.data?.orderPlace.order).toEqual(first);
    expect(later.data?.orderPlace.order).toEqual(first);
    expect((await stockOf(1, ARTICLES.bigStock.productId, ARTICLES.bigStock.articleId))?.stock).toBe(
      (before?.stock ?? 0) - 2,
    );
    // A new key on the now empty cart orders nothing.
    const again = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: { ...input.input, idempotencyKey: newKey() },
    });
    expect(again.data?.orderPlace.userErrors.map((e) => e.code)).toEqual(['CART_EMPTY']);
  });

  it('requires a payment mode on company 2', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 2, 1001, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const client = new ShopClient(stack.baseUrl, 2);
    await client.login('CL001');
    const base = { idempotencyKey: newKey(), receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' };
    const missing = await client.gql<PlaceOrderResult>(PLACE_ORDER, { input: base });
    expect(missing.data?.orderPlace.userErrors).toEqual([
      {
        field: ['input', 'paymentModeId'],
        code: 'CHOOSE_ALLOWED_VALUE',
        message: 'Selezionare un valore consentito dal menu a tendina',
      },
    ]);
    const paid = await client.gql<PlaceOrderResult>(PLACE_ORDER, { input: { ...base, paymentModeId: '1' } });
    expect(paid.data?.orderPlace.userErrors).toEqual([]);
    expect(paid.data?.orderPlace.order?.message).toBe('Ordine inviato correttamente');
  });

  it("lets an agent order for the session's customer, to the chosen delivery site", async () => {
    await saveUpstreamCart(stack.upstreamUrl, 3, 5001, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const client = new ShopClient(stack.baseUrl, 3);
    await client.login('AG001');
    const date = workingDayAhead(4, isItalianPublicHoliday);
    const order = (siteId?: string) =>
      client.gql<PlaceOrderResult>(PLACE_ORDER, { input: { ...pickupOrder(date).input, siteId } });
    expect((await order()).data?.orderPlace.userErrors.map((e) => e.code)).toEqual(['CUSTOMER_REQUIRED']);
    await client.gql('mutation { customerSelect(input: { customerId: "6" }) { userErrors { code } } }');
    expect((await order()).data?.orderPlace.userErrors).toEqual([
      { field: ['input', 'siteId'], code: 'SITE_REQUIRED', message: 'Scegli la destinazione' },
    ]);
    const placed = await order('2');
    expect(placed.data?.orderPlace.userErrors).toEqual([]);
    // The pickup is booked for the chosen customer, not for the agent.
    expect((await upstreamCall(3, 'getDateRitiro', 'IDCli=6')).ProxRit).toBe(
      `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`,
    );
  });

  it('refuses logged-out visitors', async () => {
    const client = new ShopClient(stack.baseUrl);
    const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: { idempotencyKey: newKey(), receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("each company's checkout call", () => {
  let proxy: FastifyInstance;
  let gateway: Stack;
  const calls: Array<{ company: number; call: string; body: string }> = [];

  beforeAll(async () => {
    // A recording stand-in in front of the reference upstream: it passes every call through.
    proxy = Fastify({ logger: false });
    proxy.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    proxy.get('/:company/*', async (req) => {
      const { company } = req.params as { company: string };
      const res = await request(`${stack.upstreamUrl}/${company}/${(req.params as { '*': string })['*']}`);
      return res.body.json();
    });
    proxy.post('/:company/pegaso/:call', async (req) => {
      const { company, call } = req.params as { company: string; call: string };
      calls.push({ company: Number(company), call, body: String(req.body ?? '') });
      return upstreamCall(Number(company), call, String(req.body ?? ''));
    });
    const url = await proxy.listen({ host: '127.0.0.1', port: 0 });
    gateway = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: url } });
  });

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });

  it.each([
    [1 as const, 'webAppCheckout', { paymentModeId: null, payByCard: true }, 1],
    [2 as const, 'webAppCheckoutMondoCarta', { paymentModeId: '1', payByCard: true }, undefined],
    [4 as const, 'webAppCheckoutBetaRicambi', { paymentModeId: null, payByCard: true }, undefined],
  ])('company %i orders through %s', async (company, call, extra, flgWebPos) => {
    await saveUpstreamCart(stack.upstreamUrl, company, 1001, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const client = new ShopClient(gateway.baseUrl, company);
    await client.login('CL001');
    const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: { idempotencyKey: newKey(), receiveChoice: 'ALL_TOGETHER', shippingModeId: '30', ...extra },
    });
    expect(res.data?.orderPlace.userErrors).toEqual([]);
    expect(res.data?.orderPlace.order?.number).toMatch(/^\d+$/);
    const checkouts = calls.filter((c) => c.company === company && c.call.startsWith('webAppCheckout'));
    expect(checkouts.map((c) => c.call)).toEqual([call]);
    // The order travels as a JSON text with the form content type (as getProducts does).
    const { Documento: documento } = JSON.parse(checkouts[0]?.body ?? '{}') as {
      Documento: { flgWebPos?: number; ModConsegna1: number };
    };
    // flgWebPos travels in company 1's order only.
    expect(documento.flgWebPos).toBe(flgWebPos);
    expect(documento.ModConsegna1).toBe(30);
  });
});

describe('orderPlace when the upstream refuses the pickup date', () => {
  let proxy: Awaited<ReturnType<typeof startOpenDayProxy>>;
  let gateway: Stack;
  const saturday = saturdayAhead(7);

  beforeAll(async () => {
    proxy = await startOpenDayProxy(stack.upstreamUrl, saturday);
    gateway = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL_1: `${proxy.url}/1` } });
  });

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });

  it("shows the upstream's answer at the pickup date field", async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1001, [{ ...ARTICLES.bigStock, quantity: 1 }]);
    const client = new ShopClient(gateway.baseUrl);
    await client.login('CL001');
    const res = await client.gql<PlaceOrderResult>(PLACE_ORDER, pickupOrder(saturday));
    const errors = res.data?.orderPlace.userErrors ?? [];
    expect(res.data?.orderPlace.order).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ field: ['input', 'pickupDate'], code: 'UPSTREAM_REFUSED' });
    expect(errors[0]?.message).toContain('Data');
    expect(await savedCartOf(1, 'CL001')).not.toBe('[]');
  });
});

describe('orderPlace across gateway instances', () => {
  const instances: Stack[] = [];

  beforeAll(async () => {
    // Two gateways sharing Redis, as behind a load balancer.
    const env = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    instances.push(
      await startStack({ reuseUpstream: stack, env }),
      await startStack({ reuseUpstream: stack, env }),
    );
  });

  afterAll(async () => {
    await Promise.all(instances.map((g) => g.close()));
  });

  it('places one order when the same key reaches two instances at once', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 4, 1001, [{ ...ARTICLES.bigStock, quantity: 3 }]);
    const before = await stockOf(4, ARTICLES.bigStock.productId, ARTICLES.bigStock.articleId);
    const clients = instances.map((g) => new ShopClient(g.baseUrl, 4));
    await Promise.all(clients.map((c) => c.login('CL001')));
    const input = {
      input: { idempotencyKey: newKey(), receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' },
    };
    const results = await Promise.all(clients.map((c) => c.gql<PlaceOrderResult>(PLACE_ORDER, input)));
    const orders = results.map((r) => r.data?.orderPlace.order);
    expect(orders[0]?.number).toMatch(/^\d+$/);
    expect(orders[1]).toEqual(orders[0]);
    expect((await stockOf(4, ARTICLES.bigStock.productId, ARTICLES.bigStock.articleId))?.stock).toBe(
      (before?.stock ?? 0) - 3,
    );
  });
});
