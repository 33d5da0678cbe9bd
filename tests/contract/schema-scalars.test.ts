// The schema is a contract for integrators: dates travel as the Date and DateTime scalars and
// money carries an exact decimal beside its float, whatever domain the value comes from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES } from './order-fixtures.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});
afterAll(async () => {
  await stack?.close();
});

const DAY = /^\d{4}-\d{2}-\d{2}$/u;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/u;

async function as(user: string): Promise<ShopClient> {
  const client = new ShopClient(stack.baseUrl);
  expect((await client.login(user)).data?.login.viewer).not.toBeNull();
  return client;
}

interface MoneyShape {
  amount: number;
  exact: string;
  currency: string;
}

/** The decimal an amount's cents make, built from the integer so no float formatting is involved. */
function decimalOfCents(amount: number): string {
  const cents = Math.round(amount * 100);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONEY = 'amount exact currency';

describe('dates are Date or DateTime scalars', () => {
  it.each([
    ['Document', 'date', 'Date'],
    ['Document', 'pickupDate', 'Date'],
    ['Shipment', 'date', 'Date'],
    ['PurchaseMovement', 'date', 'Date'],
    ['LastPurchase', 'lastDate', 'Date'],
    ['AdminAuditEntry', 'at', 'DateTime'],
    ['Tenant', 'buildDate', 'Date'],
    ['Viewer', 'sessionExpiresAt', 'DateTime'],
    ['Money', 'currency', 'CurrencyCode'],
  ])('types %s.%s as %s', async (typeName, field, scalar) => {
    const res = await new ShopClient(stack.baseUrl).gql<{
      __type: { fields: Array<{ name: string; type: { name: string | null; ofType: { name: string | null } | null } }> };
    }>('query($n: String!) { __type(name: $n) { fields { name type { name ofType { name } } } } }', { n: typeName });
    const type = res.data?.__type.fields.find((f) => f.name === field)?.type;
    expect(type?.name ?? type?.ofType?.name).toBe(scalar);
  });

  it("writes a document's dates, the shipments' and the purchases' as calendar days", async () => {
    const client = await as('CL002');
    const res = await client.gql<{
      documents: { items: Array<{ date: string; pickupDate: string | null }> };
      shipments: { items: Array<{ date: string }> };
      lastPurchases: { items: Array<{ lastDate: string; movements: Array<{ date: string }> }> };
    }>(`{
      documents(pageSize: 50) { items { date pickupDate } }
      shipments(pageSize: 50) { items { date } }
      lastPurchases(pageSize: 50) { items { lastDate movements { date } } }
    }`);
    expect(res.errors).toBeUndefined();
    const days = [
      ...res.data!.documents.items.flatMap((d) => [d.date, ...(d.pickupDate ? [d.pickupDate] : [])]),
      ...res.data!.shipments.items.map((s) => s.date),
      ...res.data!.lastPurchases.items.flatMap((p) => [p.lastDate, ...p.movements.map((m) => m.date)]),
    ];
    expect(res.data!.documents.items.length).toBeGreaterThan(0);
    expect(res.data!.shipments.items.length).toBeGreaterThan(0);
    expect(res.data!.lastPurchases.items.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(DAY);
  });

  it("gives the viewer's session expiry as an instant in the future", async () => {
    const client = await as('CL001');
    const res = await client.gql<{ me: { sessionExpiresAt: string } }>('{ me { sessionExpiresAt } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.me.sessionExpiresAt).toMatch(INSTANT);
    expect(Date.parse(res.data!.me.sessionExpiresAt)).toBeGreaterThan(Date.now());
  });

  it("gives the build date as a calendar day and an audit entry's time as an instant", async () => {
    const client = await as('CL900');
    const tenant = await client.gql<{ tenant: { buildDate: string } }>('{ tenant { buildDate } }');
    expect(tenant.errors).toBeUndefined();
    expect(tenant.data!.tenant.buildDate).toMatch(DAY);
    const saved = await client.gql<{ bannerSave: { userErrors: unknown[] } }>(
      'mutation($i: BannerSaveInput!) { bannerSave(input: $i) { userErrors { code } } }',
      { i: { type: 'CAROUSEL', name: 'Orario', slides: [] } },
    );
    expect(saved.data?.bannerSave.userErrors).toEqual([]);
    const trail = await client.gql<{ adminAuditLog: Array<{ at: string }> }>('{ adminAuditLog(limit: 1) { at } }');
    expect(trail.errors).toBeUndefined();
    const at = trail.data!.adminAuditLog[0]!.at;
    expect(at).toMatch(INSTANT);
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('refuses an impossible day in the documents filter as BAD_USER_INPUT', async () => {
    const client = await as('CL002');
    const res = await client.gql('query($f: DocumentFilterInput) { documents(filter: $f) { totalCount } }', {
      f: { from: '2026-02-30' },
    });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(res.data).toBeNull();
  });
});

describe('money is exact', () => {
  it("writes every document amount's cents as a decimal string, in euro", async () => {
    const client = await as('CL002');
    const res = await client.gql<{
      documents: { items: Array<{ total: MoneyShape | null; lines: Array<{ netPrice: MoneyShape | null }> }> };
    }>(`{ documents(pageSize: 50) { items { total { ${MONEY} } lines { netPrice { ${MONEY} } } } } }`);
    expect(res.errors).toBeUndefined();
    const amounts = res.data!.documents.items.flatMap((d) => [d.total, ...d.lines.map((l) => l.netPrice)]).filter((m) => m !== null);
    expect(amounts.length).toBeGreaterThan(0);
    for (const money of amounts) {
      expect(money.exact).toMatch(/^-?\d+\.\d{2}$/u);
      expect(money.exact).toBe(decimalOfCents(money.amount));
      expect(money.currency).toBe('EUR');
    }
  });

  it("writes a cart's total exactly", async () => {
    const client = await as('CL001');
    const res = await client.gql<{ cartLinesAdd: { cart: { total: MoneyShape | null; lines: Array<{ lineTotal: MoneyShape | null }> } } }>(
      `mutation($i: CartLinesAddInput!) { cartLinesAdd(input: $i) { cart { total { ${MONEY} } lines { lineTotal { ${MONEY} } } } } }`,
      { i: { lines: [{ productId: String(ARTICLES.bigStock.productId), articleId: String(ARTICLES.bigStock.articleId), quantity: 3 }] } },
    );
    expect(res.errors).toBeUndefined();
    const cart = res.data!.cartLinesAdd.cart;
    expect(cart.total!.amount).toBeGreaterThan(0);
    for (const money of [cart.total!, ...cart.lines.map((l) => l.lineTotal!)]) expect(money.exact).toBe(decimalOfCents(money.amount));
  });
});
