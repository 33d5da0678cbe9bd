import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import {
  addLines,
  clearCart,
  findArticles,
  piecesOf,
  readCart,
  upstreamCart,
  type Article,
} from './cart-support.ts';

// The real Redis server: CI exports REDIS_URL, a development machine runs one on the default port.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stacks: Stack[] = [];

afterAll(async () => {
  for (const s of stacks.reverse()) await s.close();
});

async function sessions(baseUrls: string[], username: string, count: number): Promise<ShopClient[]> {
  const clients: ShopClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = new ShopClient(baseUrls[i % baseUrls.length]!);
    const res = await client.login(username);
    expect(res.data?.login.userErrors).toEqual([]);
    clients.push(client);
  }
  return clients;
}

/** 50 single-piece adds fired at once, spread over the sessions and the articles. */
async function fireAdds(clients: ShopClient[], articles: Article[], total: number) {
  const results = await Promise.all(
    Array.from({ length: total }, (_, i) => {
      const a = articles[i % articles.length]!;
      return addLines(clients[i % clients.length]!, [
        { productId: a.productId, articleId: a.articleId, quantity: 1 },
      ]);
    }),
  );
  for (const r of results) {
    expect(r.errors).toBeUndefined();
    expect(r.data!.cartLinesAdd.userErrors).toEqual([]);
    expect(r.data!.cartLinesAdd.addedQuantity).toBe(1);
  }
}

function expectPerArticle(saved: Record<string, unknown>[], articles: Article[], each: number) {
  const byArticle = new Map(saved.map((i) => [String(i.selectedIDArt), Number(i.quantity)]));
  for (const a of articles) expect(byArticle.get(a.articleId)).toBe(each);
}

describe('concurrent changes to one cart', () => {
  let stack: Stack;
  let articles: Article[];

  beforeAll(async () => {
    stack = await startStack();
    stacks.push(stack);
    articles = await findArticles(new ShopClient(stack.baseUrl), 10, 5);
  });

  it('keeps every one of 50 adds fired at once from 5 sessions of the same customer', async () => {
    const clients = await sessions([stack.baseUrl], 'CL001', 5);
    await clearCart(clients[0]!);
    await fireAdds(clients, articles, 50);

    const saved = await upstreamCart(stack.upstreamUrl, 'CL001');
    expect(piecesOf(saved)).toBe(50);
    expect(saved).toHaveLength(5);
    expectPerArticle(saved, articles, 10);
    expect((await readCart(clients[4]!)).itemCount).toBe(50);
  });
});

describe('concurrent changes through two gateway instances sharing Redis', () => {
  let first: Stack;
  let second: Stack;
  let articles: Article[];
  const redis = new Redis(redisUrl);

  beforeAll(async () => {
    first = await startStack({ env: { REDIS_URL: redisUrl } });
    stacks.push(first);
    second = await startStack({ reuseUpstream: first, env: { REDIS_URL: redisUrl } });
    stacks.push(second);
    articles = await findArticles(new ShopClient(first.baseUrl), 10, 5);
  });

  afterAll(async () => {
    // This run's cart entries: the key names the upstream, whose port a later run may reuse.
    const upstream = createHash('sha256')
      .update(`${first.upstreamUrl.replace(/\/+$/, '')}/1`)
      .digest('hex')
      .slice(0, 12);
    const keys = await redis.keys(`shop:cart:1:${upstream}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps every one of 50 adds spread over both instances', async () => {
    const clients = await sessions([first.baseUrl, second.baseUrl], 'CL002', 5);
    await clearCart(clients[0]!);
    await fireAdds(clients, articles, 50);

    const saved = await upstreamCart(first.upstreamUrl, 'CL002');
    expect(piecesOf(saved)).toBe(50);
    expectPerArticle(saved, articles, 10);
    // Both instances serve the same cart.
    const [a, b] = await Promise.all([readCart(clients[0]!), readCart(clients[1]!)]);
    expect(a.itemCount).toBe(50);
    expect(b.lines).toEqual(a.lines);
  });
});
