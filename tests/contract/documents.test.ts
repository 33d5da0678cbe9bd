import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, type PlaceOrderResult } from './order-fixtures.ts';
import { pdfText } from './price-list-support.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

interface DocItem {
  id: string;
  number: string;
  date: string;
  type: string;
  isOrder: boolean;
  pdfUrl: string;
  canReorder: boolean;
  total: { amount: number; formatted: string } | null;
  taxable: { amount: number } | null;
  vat: { amount: number } | null;
  lines: Array<{ code: string; quantity: number }>;
}
const DOCUMENTS = `query($customerId: ID, $kind: DocumentKind!, $page: Int) {
  documents(customerId: $customerId, kind: $kind, page: $page) {
    page pageSize totalCount pageCount
    items { id number date type isOrder pdfUrl canReorder total { amount formatted } taxable { amount } vat { amount } lines { code quantity } }
  } }`;
const SHIPMENTS = `query($customerId: ID) { shipments(customerId: $customerId) { totalCount items { id number tracking { kind url message } } } }`;
const PURCHASES = `query($customerId: ID) { lastPurchases(customerId: $customerId) { totalCount items { articleId sku lastQuantity } } }`;
const REORDER_PURCHASE = `mutation($input: LastPurchaseReorderInput!) { lastPurchaseReorder(input: $input) {
  addedQuantity lines { code added error { code message } } userErrors { code } cart { lineCount } } }`;
const REORDER_DOCUMENT = `mutation($input: DocumentReorderInput!) { documentReorder(input: $input) {
  addedQuantity lines { code requested added error { code message } } userErrors { code message }
  cart { lineCount lines { articleId quantity } } } }`;

type Documents = {
  documents: { page: number; pageSize: number; totalCount: number; pageCount: number; items: DocItem[] };
};

async function loggedIn(username: string) {
  const client = new ShopClient(stack.baseUrl);
  const res = await client.login(username);
  expect(res.data?.login.userErrors).toEqual([]);
  return client;
}

const docsOf = (client: ShopClient, customerId: string | null, kind = 'ALL', page = 1) =>
  client.gql<Documents>(DOCUMENTS, { customerId, kind, page });

/** GET a gateway address as the client's browser would (its cookie and host). */
async function fetchAs(client: ShopClient, path: string) {
  const res = await request(`${stack.baseUrl}${path}`, {
    headers: { host: client.host, ...(client.sessionCookie ? { cookie: client.sessionCookie } : {}) },
  });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    body: Buffer.from(await res.body.arrayBuffer()),
  };
}

const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  res.errors?.[0]?.extensions?.code;

describe('documents: ownership', () => {
  it("lists a customer's own documents ten per page, newest first", async () => {
    const cl2 = await loggedIn('CL002');
    const res = await docsOf(cl2, null);
    expect(res.errors).toBeUndefined();
    const page = res.data!.documents;
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.totalCount).toBeGreaterThan(10);
    const dates = page.items.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const fiscal = await docsOf(cl2, null, 'FISCAL');
    expect(fiscal.data!.documents.items.every((d) => !d.isOrder)).toBe(true);
    for (const d of page.items.filter((x) => x.total)) {
      expect(Math.round((d.taxable!.amount + d.vat!.amount) * 100)).toBe(Math.round(d.total!.amount * 100));
    }
  });

  it("refuses CL002's document, PDF, shipments and last purchases to CL001, by id or by customer id", async () => {
    const cl2 = await loggedIn('CL002');
    const [theirs] = (await docsOf(cl2, null)).data!.documents.items;
    const [purchase] = (await cl2.gql<{ lastPurchases: { items: Array<{ articleId: string }> } }>(PURCHASES))
      .data!.lastPurchases.items;
    expect(theirs && purchase).toBeTruthy();
    expect((await fetchAs(cl2, theirs!.pdfUrl)).status).toBe(200);

    const cl1 = await loggedIn('CL001');
    const byId = await cl1.gql(`query($id: ID!) { document(id: $id) { id } }`, { id: theirs!.id });
    expect(codeOf(byId)).toBe('NOT_FOUND');
    expect((await fetchAs(cl1, theirs!.pdfUrl)).status).toBe(404);
    expect((await fetchAs(cl1, '/documents/2-999999999.pdf')).status).toBe(404);
    expect((await fetchAs(cl1, '/documents/nonsense.pdf')).status).toBe(404);
    expect(codeOf(await docsOf(cl1, '2'))).toBe('FORBIDDEN');
    expect(codeOf(await cl1.gql(SHIPMENTS, { customerId: '2' }))).toBe('FORBIDDEN');
    expect(codeOf(await cl1.gql(PURCHASES, { customerId: '2' }))).toBe('FORBIDDEN');
    expect(
      codeOf(await cl1.gql(REORDER_PURCHASE, { input: { articleId: purchase!.articleId, customerId: '2' } })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await cl1.gql(REORDER_DOCUMENT, { input: { documentId: theirs!.id } }))).toBe('NOT_FOUND');
    // Logged out: nothing at all.
    expect((await fetchAs(new ShopClient(stack.baseUrl), theirs!.pdfUrl)).status).toBe(401);
  });

  it("lets agent AG001 read its customers' documents, and not customer 900's", async () => {
    const cl2 = await loggedIn('CL002');
    const own = (await docsOf(cl2, null)).data!.documents.items;
    const ag = await loggedIn('AG001');
    const res = await docsOf(ag, '2');
    expect(res.errors).toBeUndefined();
    expect(res.data!.documents.items.map((d) => d.id)).toEqual(own.map((d) => d.id));
    const pdf = await fetchAs(ag, own[0]!.pdfUrl);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect((await ag.gql(SHIPMENTS, { customerId: '2' })).errors).toBeUndefined();
    expect((await ag.gql(PURCHASES, { customerId: '2' })).errors).toBeUndefined();

    const cl900 = await loggedIn('CL900');
    const [other] = (await docsOf(cl900, null)).data!.documents.items;
    expect(codeOf(await docsOf(ag, '900'))).toBe('FORBIDDEN');
    expect(codeOf(await ag.gql(SHIPMENTS, { customerId: '900' }))).toBe('FORBIDDEN');
    expect(codeOf(await ag.gql(PURCHASES, { customerId: '900' }))).toBe('FORBIDDEN');
    expect((await fetchAs(ag, other!.pdfUrl)).status).toBe(404);
  });
});

describe('documents: shipments and the PDF', () => {
  it('computes a GLS tracking page for the newest shipment and refuses pickups with the spec text', async () => {
    const cl2 = await loggedIn('CL002');
    const res = await cl2.gql<{
      shipments: {
        items: Array<{
          number: string;
          tracking: { kind: string; url: string | null; message: string | null };
        }>;
      };
    }>(SHIPMENTS);
    const items = res.data!.shipments.items;
    expect(items[0]?.tracking.kind).toBe('GLS');
    expect(items[0]?.tracking.url).toContain(`M5${items[0]!.number}`);
    expect(items.find((s) => s.tracking.kind === 'NONE')?.tracking.message).toBe(
      'Spedizione non disponibile o previsto RITIRO IN SEDE',
    );
  });

  it('prints the number, the customer and the total in the PDF', async () => {
    const cl2 = await loggedIn('CL002');
    const doc = (await docsOf(cl2, null, 'FISCAL')).data!.documents.items.find((d) => d.total !== null)!;
    const pdf = await fetchAs(cl2, doc.pdfUrl);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.body)).replace(/\s+/gu, ' ');
    expect(text).toContain(`n. ${doc.number}`);
    expect(text).toContain('Esposito Forniture S.n.c.');
    expect(text).toContain(doc.total!.formatted.replace(/\s/gu, ' ').replace(' €', ''));
  });
});

describe('documents: orders and reorder', () => {
  it('lists an order placed by checkout at once with its total, and puts its lines back in the cart', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1003, [{ ...ARTICLES.bigStock, quantity: 4 }]);
    const cl3 = await loggedIn('CL003');
    const placed = await cl3.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: {
        idempotencyKey: `documents-${Date.now()}`,
        receiveChoice: 'ALL_TOGETHER',
        shippingModeId: '30',
      },
    });
    expect(placed.data?.orderPlace.userErrors).toEqual([]);
    const order = placed.data!.orderPlace.order!;

    const [listed] = (await docsOf(cl3, null, 'ORDERS')).data!.documents.items;
    expect(listed).toMatchObject({ number: order.number, isOrder: true, canReorder: true });
    expect(listed!.taxable!.amount).toBe(order.total!.amount);
    expect(listed!.lines).toEqual([expect.objectContaining({ quantity: 4 })]);

    const res = await cl3.gql<{
      documentReorder: {
        addedQuantity: number;
        userErrors: unknown[];
        lines: Array<{ added: number; error: unknown }>;
        cart: { lines: Array<{ articleId: string; quantity: number }> };
      };
    }>(REORDER_DOCUMENT, { input: { documentId: listed!.id } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.documentReorder).toMatchObject({
      addedQuantity: 4,
      userErrors: [],
      lines: [{ added: 4, error: null }],
    });
    expect(res.data!.documentReorder.cart.lines).toEqual([
      { articleId: String(ARTICLES.bigStock.articleId), quantity: 4 },
    ]);
  });

  it('orders a last purchase again with its last quantity, and refuses a fiscal document as a reorder', async () => {
    const cl2 = await loggedIn('CL002');
    await cl2.gql('mutation { cartClear { cart { lineCount } } }');
    const purchases = (
      await cl2.gql<{ lastPurchases: { items: Array<{ articleId: string; lastQuantity: number }> } }>(
        PURCHASES,
      )
    ).data!.lastPurchases.items;
    // The demo's newest shipment of every customer starts with six big-stock T-shirts.
    const staple = purchases.find((p) => p.articleId === String(ARTICLES.bigStock.articleId));
    expect(staple?.lastQuantity).toBe(6);
    const res = await cl2.gql<{
      lastPurchaseReorder: {
        addedQuantity: number;
        lines: Array<{ added: number; error: unknown }>;
        cart: { lineCount: number };
      };
    }>(REORDER_PURCHASE, { input: { articleId: staple!.articleId } });
    expect(res.data!.lastPurchaseReorder).toMatchObject({
      addedQuantity: 6,
      lines: [{ added: 6, error: null }],
      cart: { lineCount: 1 },
    });
    const unknown = await cl2.gql(REORDER_PURCHASE, { input: { articleId: '424242' } });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const fiscal = (await docsOf(cl2, null, 'FISCAL')).data!.documents.items[0]!;
    expect(fiscal.canReorder).toBe(false);
    expect(codeOf(await cl2.gql(REORDER_DOCUMENT, { input: { documentId: fiscal.id } }))).toBe('NOT_FOUND');
  });
});
