import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { addLines, clearCart, findArticles, readCart, upstreamCart, type Article } from './cart-support.ts';

// Rules that depend on who is ordering and how much: an agent serving a customer, a session
// that has expired, and the 100-line limit.

let stack: Stack;
let articles: Article[];

beforeAll(async () => {
  stack = await startStack();
  articles = await findArticles(new ShopClient(stack.baseUrl), 8, 4);
});

afterAll(async () => {
  await stack?.close();
});

const cell = (a: Article, quantity: number) => ({ productId: a.productId, articleId: a.articleId, quantity });

async function loggedIn(username: string): Promise<ShopClient> {
  const client = new ShopClient(stack.baseUrl);
  const res = await client.login(username);
  expect(res.data?.login.userErrors).toEqual([]);
  return client;
}

describe('cart of an agent and of an expired session', () => {
  it("gives an agent's new lines the discounts of the customer being served", async () => {
    const client = await loggedIn('AG001');
    const chosen = await client.gql<{ selectCustomer: { userErrors: unknown[] } }>(
      'mutation { selectCustomer(input: { customerId: "2" }) { userErrors { code } } }',
    );
    expect(chosen.data?.selectCustomer.userErrors).toEqual([]);
    await clearCart(client);
    await addLines(client, [cell(articles[3]!, 1)]);
    const [saved] = await upstreamCart(stack.upstreamUrl, 'AG001');
    expect(saved).toMatchObject({ selectedIDArt: Number(articles[3]!.articleId), sco1: 10, sco2: 5 });
    await clearCart(client);
  });

  it('reports an expired session on a change and shows an empty cart', async () => {
    const short = await startStack({ reuseUpstream: stack, env: { SESSION_TTL_MS: '300' } });
    try {
      const client = new ShopClient(short.baseUrl);
      await client.login('CL001');
      await new Promise((r) => setTimeout(r, 450));
      const res = await addLines(client, [cell(articles[0]!, 1)]);
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        reason: 'SESSION_EXPIRED',
      });
      expect(res.errors?.[0]?.message).toBe('La sessione è scaduta, per favore effettua di nuovo il login!');
      expect((await readCart(client)).lineCount).toBe(0);
    } finally {
      await short.close();
    }
  });
});

describe('cart limit', () => {
  it('takes 100 lines and refuses a 101st with the persistent message', async () => {
    const client = await loggedIn('AG001');
    const many = await findArticles(client, 1, 101);
    await clearCart(client);
    const hundred = await addLines(
      client,
      many.slice(0, 100).map((a) => cell(a, 1)),
    );
    expect(hundred.data!.cartLinesAdd.userErrors).toEqual([]);
    expect(hundred.data!.cartLinesAdd.cart.lineCount).toBe(100);

    const extra = await addLines(client, [cell(many[100]!, 1)]);
    expect(extra.data!.cartLinesAdd.userErrors).toEqual([
      {
        code: 'CART_LIMIT',
        message:
          "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti",
      },
    ]);
    expect(extra.data!.cartLinesAdd.cart.lineCount).toBe(100);
    // A line already in the cart can still grow.
    const grow = await addLines(client, [cell(many[0]!, 1)]);
    expect(grow.data!.cartLinesAdd.userErrors).toEqual([]);
    expect(await upstreamCart(stack.upstreamUrl, 'AG001')).toHaveLength(100);
  });
});
