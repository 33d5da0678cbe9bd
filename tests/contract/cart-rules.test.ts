import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import {
  addLines,
  cell,
  clearCart,
  findArticles,
  lineMutation,
  logInAs,
  piecesOf,
  readCart,
  upstreamCart,
  upstreamSizes,
  type Article,
} from './cart-support.ts';

// Rules that depend on who is ordering and how much: an agent serving a customer, a session
// that has expired, the 100-line limit, and company 4's preview total.

let stack: Stack;
let articles: Article[];

beforeAll(async () => {
  stack = await startStack();
  articles = await findArticles(new ShopClient(stack.baseUrl), 8, 4);
});

afterAll(async () => {
  await stack?.close();
});

const loggedIn = (username: string) => logInAs(stack.baseUrl, username);

describe('cart of an agent and of an expired session', () => {
  it("gives an agent's new lines the discounts of the customer being served", async () => {
    const client = await loggedIn('AG001');
    const chosen = await client.gql<{ customerSelect: { userErrors: unknown[] } }>(
      'mutation { customerSelect(input: { customerId: "2" }) { userErrors { code } } }',
    );
    expect(chosen.data?.customerSelect.userErrors).toEqual([]);
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

describe('quantity of a line', () => {
  it('clips an update to what can be ordered, as an add does, and refuses one out of range', async () => {
    const client = await loggedIn('CL001');
    await clearCart(client);
    const article = articles[2]!;
    const [line] = (await addLines(client, [cell(article, 1)])).data!.cartLinesAdd.cart.lines;

    const huge = await lineMutation(client, 'cartLineUpdate', { lineId: line!.id, quantity: 2_147_483_647 });
    expect(huge.userErrors).toEqual([]);
    expect(huge.cart.lines[0]).toMatchObject({ quantity: article.orderable, available: 0 });
    expect(piecesOf(await upstreamCart(stack.upstreamUrl, 'CL001'))).toBe(article.orderable);
    expect((await readCart(client)).itemCount).toBe(article.orderable);

    const negative = await lineMutation(client, 'cartLineUpdate', { lineId: line!.id, quantity: -3 });
    expect(negative.userErrors).toEqual([{ code: 'INVALID_QUANTITY', message: 'Quantità non consentite' }]);
    expect(negative.cart.itemCount).toBe(article.orderable);
    await clearCart(client);
  });
});

describe('a clipped update, said', () => {
  it("gives each line's cap (maxQuantity) and reports an update it clipped, not one it did not", async () => {
    const client = await loggedIn('CL001');
    await clearCart(client);
    const article = articles[2]!;
    const [line] = (await addLines(client, [cell(article, 1)])).data!.cartLinesAdd.cart.lines;
    type Update = {
      cartLineUpdate: {
        cart: { lines: { quantity: number; maxQuantity: number }[] };
        clippedLines: unknown[];
      };
    };
    const update = async (quantity: number) =>
      (
        await client.gql<Update>(
          'mutation($input: CartLineUpdateInput!) { cartLineUpdate(input: $input) { cart { lines { quantity maxQuantity } } clippedLines { productId articleId requested added } } }',
          { input: { lineId: line!.id, quantity } },
        )
      ).data!.cartLineUpdate;

    const within = await update(article.orderable);
    expect(within.clippedLines).toEqual([]);
    expect(within.cart.lines[0]).toEqual({ quantity: article.orderable, maxQuantity: article.orderable });
    const above = await update(article.orderable + 5);
    expect(above.clippedLines).toEqual([
      {
        productId: article.productId,
        articleId: article.articleId,
        requested: article.orderable + 5,
        added: article.orderable,
      },
    ]);
    await clearCart(client);
  });
});

describe('header preview total', () => {
  const cents = (n: number) => Math.round(n * 100);

  it('sums the customer price (pricesco) times quantity on company 4, the line totals elsewhere', async () => {
    // CL002 has S1 10 and S2 5: its computed prices fall below the customer prices.
    const t4 = await logInAs(stack.baseUrl, 'CL002', 4);
    await clearCart(t4);
    const sizes = await upstreamSizes(stack.upstreamUrl, 4);
    const pricesco = new Map(sizes.map((s) => [s.articleId, s.pricesco]));
    // Customer prices outside promotions (a promo price is the price itself).
    const customerPriced = new Set(
      sizes.filter((s) => s.pricesco > 0 && s.promo === 0).map((s) => s.articleId),
    );
    const orderable = await findArticles(t4, 5, 300);
    const withCustomerPrice = orderable.filter((a) => customerPriced.has(a.articleId)).slice(0, 2);
    const without = orderable.find((a) => pricesco.get(a.articleId) === 0);
    expect(withCustomerPrice).toHaveLength(2);
    const chosen = without ? [...withCustomerPrice, without] : withCustomerPrice;
    const cart = (
      await addLines(
        t4,
        chosen.map((a, i) => cell(a, i + 2)),
      )
    ).data!.cartLinesAdd.cart;
    expect(cart.lineCount).toBe(chosen.length);

    // Each line: pricesco x quantity where there is a customer price, else the line total.
    const expected = cart.lines.map((line) => {
      const customerPrice = pricesco.get(line.articleId) ?? 0;
      return customerPrice > 0 ? cents(customerPrice * line.quantity) : cents(line.lineTotal!.amount);
    });
    expect(cart.lines.map((line) => cents(line.previewTotal!.amount))).toEqual(expected);
    expect(cents(cart.previewTotal!.amount)).toBe(expected.reduce((a, b) => a + b, 0));
    // The cart page's total stays the sum of the computed line totals.
    expect(cents(cart.total!.amount)).toBe(
      cart.lines.reduce((sum, l) => sum + cents(l.lineTotal!.amount), 0),
    );
    expect(cart.previewTotal!.amount).not.toBe(cart.total!.amount);
    await clearCart(t4);

    const t1 = await loggedIn('CL001');
    await clearCart(t1);
    const one = (await addLines(t1, [cell(articles[0]!, 2), cell(articles[1]!, 3)])).data!.cartLinesAdd.cart;
    expect(one.previewTotal).toEqual(one.total);
    expect(one.lines.map((l) => l.previewTotal)).toEqual(one.lines.map((l) => l.lineTotal));
    await clearCart(t1);
  });
});
