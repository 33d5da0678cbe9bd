import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { addLines, cell, clearCart, findArticles, logInAs, readCart, type Article } from './cart-support.ts';
import { download, readXlsx } from './price-list-support.ts';

// An agent serves one customer at a time: the customer chosen in the session drives prices,
// the cart, documents, shipments and the price list together, and a switch moves them all.

let stack: Stack;
let articles: Article[];

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
  articles = await findArticles(new ShopClient(stack.baseUrl), 4, 4);
});

afterAll(async () => {
  await stack?.close();
});

const SELECT = 'mutation($id: ID!) { customerSelect(input: { customerId: $id }) { userErrors { code } viewer { customer { id } } } }';
const PRICES = '{ products(pageSize: 50) { items { id price { price { amount } } } } }';
const DOCUMENT_NUMBERS = '{ documents(kind: ALL) { totalCount items { number } } }';
const SHIPMENT_NUMBERS = '{ shipments { totalCount items { number } } }';

interface Seen {
  prices: Record<string, number>;
  documents: string[];
  shipments: string[];
  priceList: unknown[];
}

/** What a client sees with no customer named anywhere: only the session decides. */
async function seenBy(client: ShopClient): Promise<Seen> {
  const prices = await client.gql<{ products: { items: { id: string; price: { price: { amount: number } } | null }[] } }>(PRICES);
  const documents = await client.gql<{ documents: { items: { number: string }[] } }>(DOCUMENT_NUMBERS);
  const shipments = await client.gql<{ shipments: { items: { number: string }[] } }>(SHIPMENT_NUMBERS);
  expect(documents.errors).toBeUndefined();
  expect(shipments.errors).toBeUndefined();
  const list = await download(stack.baseUrl, client, '/pricelists/current.xlsx');
  expect(list.status).toBe(200);
  return {
    prices: Object.fromEntries((prices.data?.products.items ?? []).map((p) => [p.id, p.price?.price.amount ?? 0])),
    documents: documents.data?.documents.items.map((d) => d.number) ?? [],
    shipments: shipments.data?.shipments.items.map((s) => s.number) ?? [],
    priceList: (await readXlsx(list.body)).rows.map((r) => r['Prezzo netto']),
  };
}

describe('the current customer of an agent', () => {
  it('moves prices, cart, documents, shipments and price list together when switched', async () => {
    // What each customer sees on its own login is what the agent must see while serving it.
    const own = { '1': await seenBy(await logInAs(stack.baseUrl, 'CL001')), '2': await seenBy(await logInAs(stack.baseUrl, 'CL002')) };
    expect(own['1'].prices).not.toEqual(own['2'].prices);
    expect(own['1'].documents).not.toEqual(own['2'].documents);

    const agent = await logInAs(stack.baseUrl, 'AG001');
    for (const id of ['1', '2', '1'] as const) {
      const chosen = await agent.gql<{ customerSelect: { userErrors: unknown[]; viewer: { customer: { id: string } } } }>(SELECT, { id });
      expect(chosen.data?.customerSelect.userErrors).toEqual([]);
      expect(chosen.data?.customerSelect.viewer.customer.id).toBe(id);
      const seen = await seenBy(agent);
      expect(seen.prices).toEqual(own[id].prices);
      expect(seen.documents).toEqual(own[id].documents);
      expect(seen.shipments).toEqual(own[id].shipments);
      expect(seen.priceList).toEqual(own[id].priceList);
    }
  });

  it("prices the agent's cart as the serving customer's own cart of the same lines", async () => {
    const totals: Record<string, number> = {};
    for (const id of ['1', '2']) {
      const customer = await logInAs(stack.baseUrl, id === '1' ? 'CL001' : 'CL002');
      await clearCart(customer);
      await addLines(customer, articles.slice(0, 3).map((a) => cell(a, 2)));
      totals[id] = (await readCart(customer)).total?.amount ?? 0;
      await clearCart(customer);
    }
    expect(totals['1']).not.toBe(totals['2']);

    const agent = await logInAs(stack.baseUrl, 'AG001');
    await clearCart(agent);
    await addLines(agent, articles.slice(0, 3).map((a) => cell(a, 2)));
    for (const id of ['2', '1', '2']) {
      await agent.gql(SELECT, { id });
      expect((await readCart(agent)).total?.amount).toBe(totals[id]);
    }
    await clearCart(agent);
  });
});
