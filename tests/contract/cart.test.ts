import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import {
  addLines,
  cell,
  clearCart,
  findArticles,
  lineMutation,
  logInAs,
  readCart,
  upstreamCart,
  type Article,
} from './cart-support.ts';

const sessionKey = randomBytes(32).toString('hex');
let stack: Stack;
let articles: Article[];

beforeAll(async () => {
  stack = await startStack({ env: { SESSION_KEY: sessionKey } });
  articles = await findArticles(new ShopClient(stack.baseUrl), 8, 6);
});

afterAll(async () => {
  await stack?.close();
});

const loggedIn = (username: string) => logInAs(stack.baseUrl, username);

describe('cart through the API', () => {
  it('is empty when logged out and refuses changes with UNAUTHENTICATED', async () => {
    const anonymous = new ShopClient(stack.baseUrl);
    expect(await readCart(anonymous)).toMatchObject({ lineCount: 0, itemCount: 0, lines: [] });
    const wish = await anonymous.gql<{ wishlist: { count: number } }>('{ wishlist { count } }');
    expect(wish.data?.wishlist.count).toBe(0);
    const res = await addLines(anonymous, [cell(articles[0]!, 1)]);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds a size with its colour, price and line total, and saves it upstream', async () => {
    const client = await loggedIn('CL001');
    await clearCart(client);
    const a = articles[0]!;
    const res = await addLines(client, [cell(a, 2)]);
    const payload = res.data!.cartLinesAdd;
    expect(payload.userErrors).toEqual([]);
    expect(payload.addedQuantity).toBe(2);
    const [line] = payload.cart.lines;
    expect(line).toMatchObject({
      productId: a.productId,
      articleId: a.articleId,
      color: a.color,
      size: a.size,
      quantity: 2,
    });
    expect(line!.colorName).toBe(
      a.color
        .slice(a.color.indexOf('-') + 1)
        .replace(/\s*[([].*$/, '')
        .trim(),
    );
    expect(line!.available).toBe(a.orderable - 2);
    expect(line!.image?.url).toMatch(/^\/media\/images\//);
    const unit = line!.unitPrice!.price.amount;
    expect(unit).toBeGreaterThan(0);
    expect(line!.lineTotal!.amount).toBeCloseTo(unit * 2, 2);
    expect(payload.cart.total!.amount).toBeCloseTo(line!.lineTotal!.amount, 2);

    const saved = await upstreamCart(stack.upstreamUrl, 'CL001');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      id: Number(a.productId),
      selectedIDArt: Number(a.articleId),
      quantity: 2,
      sco1: 0,
      sco2: 0,
    });
  });

  it('tells the product page how many pieces are in the cart', async () => {
    const client = await loggedIn('CL002');
    await clearCart(client);
    const a = articles[2]!;
    await addLines(client, [cell(a, 3)]);
    const res = await client.gql<{
      product: { variations: { sizes: { id: string; inCart: number; maxQuantity: number }[] }[] };
    }>('query($id: ID!) { product(id: $id) { variations { sizes { id inCart maxQuantity } } } }', {
      id: a.productId,
    });
    const size = res.data!.product.variations.flatMap((v) => v.sizes).find((s) => s.id === a.articleId);
    expect(size).toEqual({ id: a.articleId, inCart: 3, maxQuantity: a.stock - 3 });
    await clearCart(client);
  });

  it('raises the matching line instead of adding another', async () => {
    const client = await loggedIn('CL001');
    await clearCart(client);
    await addLines(client, [cell(articles[0]!, 1)]);
    const res = await addLines(client, [cell(articles[0]!, 3)]);
    expect(res.data!.cartLinesAdd.cart.lines.map((l) => l.quantity)).toEqual([4]);
  });

  it('stores S1 and S2 on new lines of a price-list type 4 customer', async () => {
    const client = await loggedIn('CL002');
    await clearCart(client);
    await addLines(client, [cell(articles[1]!, 1)]);
    const [saved] = await upstreamCart(stack.upstreamUrl, 'CL002');
    expect(saved).toMatchObject({ sco1: 10, sco2: 5 });
  });

  it('adds a grid all together, or nothing when one cell is refused', async () => {
    const client = await loggedIn('CL003');
    await clearCart(client);
    const ok = await addLines(client, [cell(articles[0]!, 1), cell(articles[1]!, 2), cell(articles[2]!, 0)]);
    expect(ok.data!.cartLinesAdd.addedQuantity).toBe(3);
    expect(ok.data!.cartLinesAdd.cart.lineCount).toBe(2);

    const refused = await addLines(client, [
      cell(articles[3]!, 1),
      { productId: articles[3]!.productId, articleId: '999999999', quantity: 1 },
    ]);
    expect(refused.data!.cartLinesAdd.userErrors).toEqual([
      { code: 'NOT_ADDABLE', message: "L'articolo non può essere aggiunto al carrello" },
    ]);
    expect(refused.data!.cartLinesAdd.addedQuantity).toBe(0);
    expect(refused.data!.cartLinesAdd.cart.lineCount).toBe(2);
    expect(await upstreamCart(stack.upstreamUrl, 'CL003')).toHaveLength(2);

    const negative = await addLines(client, [cell(articles[3]!, -2)]);
    expect(negative.data!.cartLinesAdd.userErrors[0]?.message).toBe('Quantità non consentite');
  });

  it('clips a quantity above what can be ordered (stock and free arrivals) to what is left', async () => {
    const client = await loggedIn('CL003');
    await clearCart(client);
    const a = articles[4]!;
    await addLines(client, [cell(a, 3)]);
    const res = await addLines(client, [cell(a, a.orderable + 50)]);
    expect(res.data!.cartLinesAdd.addedQuantity).toBe(a.orderable - 3);
    expect(res.data!.cartLinesAdd.cart.lines[0]).toMatchObject({ quantity: a.orderable, available: 0 });
    const none = await addLines(client, [cell(a, 1)]);
    expect(none.data!.cartLinesAdd.userErrors[0]?.code).toBe('NOT_ADDABLE');
  });

  it('decreases a line down to its removal, updates, removes and clears', async () => {
    const client = await loggedIn('CL001');
    await clearCart(client);
    const added = await addLines(client, [cell(articles[0]!, 2), cell(articles[1]!, 1)]);
    const [first, second] = added.data!.cartLinesAdd.cart.lines;

    let res = await lineMutation(client, 'cartLineDecrease', { lineId: first!.id });
    expect(res.cart.lines.find((l) => l.id === first!.id)?.quantity).toBe(1);
    res = await lineMutation(client, 'cartLineDecrease', { lineId: first!.id });
    expect(res.cart.lines.map((l) => l.id)).toEqual([second!.id]);

    res = await lineMutation(client, 'cartLineUpdate', { lineId: second!.id, quantity: 5 });
    expect(res.cart.lines[0]?.quantity).toBe(5);
    res = await lineMutation(client, 'cartLineUpdate', { lineId: second!.id, quantity: 0 });
    expect(res.userErrors[0]?.message).toBe('Quantità non consentite');
    expect(res.cart.lines[0]?.quantity).toBe(5);

    res = await lineMutation(client, 'cartLineRemove', { lineId: 'no-such-line' });
    expect(res.userErrors[0]?.code).toBe('LINE_NOT_FOUND');
    res = await lineMutation(client, 'cartLineRemove', { lineId: second!.id });
    expect(res.cart.lineCount).toBe(0);
    expect(await upstreamCart(stack.upstreamUrl, 'CL001')).toEqual([]);

    await addLines(client, [cell(articles[2]!, 1)]);
    const cleared = await clearCart(client);
    expect(cleared.data!.cartClear.cart).toMatchObject({ lineCount: 0, itemCount: 0, total: { amount: 0 } });
    expect(await upstreamCart(stack.upstreamUrl, 'CL001')).toEqual([]);
  });

  it('shows the gap to free shipping, then the reached message', async () => {
    const client = await loggedIn('CL001');
    await clearCart(client);
    const a = articles[0]!;
    const one = (await addLines(client, [cell(a, 1)])).data!.cartLinesAdd.cart;
    const unit = one.lines[0]!.unitPrice!.price.amount;
    expect(one.freeShipping).toMatchObject({ threshold: { amount: 390 }, reached: false });
    expect(one.freeShipping!.gap.amount).toBeCloseTo(390 - unit, 2);
    expect(one.freeShipping!.message).toBe(
      `Aggiungi altri ${one.freeShipping!.gap.formatted} per la spedizione gratuita`,
    );

    // The whole stock of a few dozen sizes is well above any demo threshold.
    const pool = await findArticles(client, 1, 40);
    const full = (
      await addLines(
        client,
        pool.map((p) => cell(p, p.stock)),
      )
    ).data!.cartLinesAdd.cart;
    expect(full.total!.amount).toBeGreaterThanOrEqual(390);
    expect(full.freeShipping).toMatchObject({
      reached: true,
      gap: { amount: 0 },
      message: 'Complimenti! Hai la spedizione gratuita per questo ordine!',
    });
    await clearCart(client);
  });

  it('matches a saved line by the colour code, whatever follows the dash', async () => {
    const a = articles[5]!;
    const code = a.color.split('-')[0]!;
    // A cart saved by another client, with the colour's name written differently.
    const saved = [
      {
        id: Number(a.productId),
        sku: 'X',
        name: 'Saved',
        quantity: 2,
        cartItemId: 'saved-1',
        selectedProductColor: `${code}-Nome precedente`,
        selectedProductSize: a.size,
        selectedIDArt: Number(a.articleId),
        sco1: 0,
        sco2: 0,
      },
    ];
    const res = await request(`${stack.upstreamUrl}/1/pegaso/updateCart`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cart: JSON.stringify(saved), IDRef: '9900' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    await res.body.dump();

    const client = await loggedIn('CL900');
    const cart = await readCart(client);
    expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual([['saved-1', 2]]);
    const added = await addLines(client, [cell(a, 1)]);
    expect(added.data!.cartLinesAdd.cart.lines.map((l) => [l.id, l.quantity])).toEqual([['saved-1', 3]]);
  });

  it('reads the same cart back on a restarted gateway, from the upstream', async () => {
    const client = await loggedIn('CL003');
    await clearCart(client);
    await addLines(client, [cell(articles[0]!, 2), cell(articles[1]!, 3)]);
    const before = await readCart(client);

    const second = await startStack({ reuseUpstream: stack, env: { SESSION_KEY: sessionKey } });
    try {
      // The same browser session, now served by a gateway that holds no copy of the cart.
      const same = new ShopClient(second.baseUrl);
      Object.assign(same, { cookie: client.sessionCookie });
      const after = await readCart(same);
      expect(after.lines.map((l) => [l.id, l.articleId, l.quantity])).toEqual(
        before.lines.map((l) => [l.id, l.articleId, l.quantity]),
      );
      expect(after.total).toEqual(before.total);

      // And a fresh login there sees it too.
      const fresh = new ShopClient(second.baseUrl);
      await fresh.login('CL003');
      expect((await readCart(fresh)).itemCount).toBe(5);
    } finally {
      await second.close();
    }
  });
});
