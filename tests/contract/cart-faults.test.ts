import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { addLines, cell, findArticles, readCart, upstreamCart, type Article } from './cart-support.ts';

// The gateway in front of the real upstream through a proxy that can make the saving calls
// (updateCart, updateWishList) fail: refused, 500, garbage or too slow. Every failure must be
// reported by the mutation, and the saved cart must stay exactly as it was.

type SaveFault = 'ok' | 'refuse' | 'http500' | 'malformed' | 'slow';
const TIMEOUT_MS = 600;

let upstream: Stack;
let shop: Stack;
let proxy: FastifyInstance;
let fault: SaveFault = 'ok';
let articles: Article[];

async function startSaveFaultProxy(target: string): Promise<string> {
  proxy = Fastify({ logger: false });
  proxy.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  const forward = async (
    method: 'GET' | 'POST',
    url: string,
    body: string | undefined,
    type: string | undefined,
  ) => request(`${target}${url}`, { method, body, headers: type ? { 'content-type': type } : {} });
  proxy.all('/*', async (req, reply) => {
    const saving = /\/pegaso\/(updateCart|updateWishList)$/.test(req.url);
    if (saving && fault === 'refuse') return reply.send({ Errore: 'Salvataggio non riuscito' });
    if (saving && fault === 'http500') return reply.code(500).send('Internal Server Error');
    if (saving && fault === 'malformed') return reply.type('application/json').send('{"Errore": ');
    if (saving && fault === 'slow') {
      await new Promise((r) => setTimeout(r, TIMEOUT_MS * 3));
      return reply.send({ Errore: '' });
    }
    const res = await forward(
      req.method === 'GET' ? 'GET' : 'POST',
      req.url,
      typeof req.body === 'string' ? req.body : undefined,
      req.headers['content-type'],
    );
    reply
      .code(res.statusCode)
      .header('content-type', String(res.headers['content-type'] ?? 'application/json'));
    return reply.send(Buffer.from(await res.body.arrayBuffer()));
  });
  return proxy.listen({ host: '127.0.0.1', port: 0 });
}

beforeAll(async () => {
  upstream = await startStack();
  const proxyUrl = await startSaveFaultProxy(upstream.upstreamUrl.replace(/\/+$/, ''));
  shop = await startStack({
    reuseUpstream: { ...upstream, upstreamUrl: proxyUrl },
    env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  articles = await findArticles(new ShopClient(shop.baseUrl), 5, 2);
});

afterAll(async () => {
  await shop?.close();
  await proxy?.close();
  await upstream?.close();
});

describe('saving the cart when the upstream fails', () => {
  const cases: Array<{ mode: SaveFault; code: string | null }> = [
    { mode: 'refuse', code: null },
    { mode: 'http500', code: 'UPSTREAM_UNAVAILABLE' },
    { mode: 'malformed', code: 'UPSTREAM_BAD_REPLY' },
    { mode: 'slow', code: 'UPSTREAM_UNAVAILABLE' },
  ];

  for (const { mode, code } of cases) {
    it(`reports a ${mode} save and keeps the saved cart as it was`, async () => {
      fault = 'ok';
      const client = new ShopClient(shop.baseUrl);
      await client.login('CL001');
      await client.gql('mutation { cartClear { cart { lineCount } } }');
      await addLines(client, [cell(articles[0]!, 2)]);
      const before = await readCart(client);

      fault = mode;
      const res = await addLines(client, [cell(articles[0]!, 1), cell(articles[1]!, 1)]);
      if (code) {
        expect(res.errors?.[0]?.extensions?.code).toBe(code);
      } else {
        expect(res.data!.cartLinesAdd.userErrors).toEqual([
          { code: 'NOT_SAVED', message: 'Carrello non salvato: Salvataggio non riuscito' },
        ]);
        expect(res.data!.cartLinesAdd.addedQuantity).toBe(0);
        expect(res.data!.cartLinesAdd.cart.lines).toEqual(before.lines);
      }

      fault = 'ok';
      expect(await readCart(client)).toEqual(before);
      const saved = await upstreamCart(upstream.upstreamUrl, 'CL001');
      expect(saved.map((i) => [String(i.selectedIDArt), i.quantity])).toEqual([[articles[0]!.articleId, 2]]);

      // The next change starts from the saved cart: the failed one left nothing behind.
      const next = await addLines(client, [cell(articles[1]!, 1)]);
      expect(next.data!.cartLinesAdd.cart.lines.map((l) => [l.articleId, l.quantity])).toEqual([
        [articles[0]!.articleId, 2],
        [articles[1]!.articleId, 1],
      ]);
    });
  }

  it('reports a refused wishlist save and keeps the wishlist as it was', async () => {
    fault = 'ok';
    const client = new ShopClient(shop.baseUrl);
    await client.login('CL003');
    fault = 'refuse';
    const res = await client.gql<{
      wishlistAdd: { wishlist: { count: number }; userErrors: { code: string }[] };
    }>(
      'mutation($id: ID!) { wishlistAdd(input: { productId: $id }) { wishlist { count } userErrors { code } } }',
      { id: articles[0]!.productId },
    );
    expect(res.data!.wishlistAdd).toEqual({ wishlist: { count: 0 }, userErrors: [{ code: 'NOT_SAVED' }] });
    fault = 'ok';
    const after = await client.gql<{ wishlist: { count: number } }>('{ wishlist { count } }');
    expect(after.data!.wishlist.count).toBe(0);
  });
});
