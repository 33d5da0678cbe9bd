import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { addLines, cell, findArticles, logInAs, readCart, type Article } from './cart-support.ts';

// A gateway on a Redis server of its own, which is shut down while a buyer is logged in: the
// calls that need Redis must answer a retryable SERVICE_UNAVAILABLE (not an internal error), and
// once Redis is back the same calls succeed with no cart line lost.

const REDIS_PORT = 6391;
let redis: ChildProcess | null = null;
let upstream: Stack;
let shop: Stack;
let articles: Article[];

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: REDIS_PORT });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 200 && !(await redisAnswers()); i += 1) await new Promise((r) => setTimeout(r, 25));
}

async function stopRedis(): Promise<void> {
  const exited = redis ? new Promise((r) => redis!.once('exit', r)) : Promise.resolve();
  execFileSync('redis-cli', ['-p', String(REDIS_PORT), 'shutdown', 'nosave']);
  await exited;
  redis = null;
}

beforeAll(async () => {
  await startRedis();
  upstream = await startStack();
  shop = await startStack({ reuseUpstream: upstream, env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` } });
  articles = await findArticles(new ShopClient(shop.baseUrl), 5, 2);
});

afterAll(async () => {
  await shop?.close();
  await upstream?.close();
  if (redis) await stopRedis();
});

describe('a Redis outage', () => {
  it('answers SERVICE_UNAVAILABLE while Redis is down, and loses no cart line', async () => {
    const client = await logInAs(shop.baseUrl, 'CL001');
    await client.gql('mutation { cartClear { cart { lineCount } } }');
    const first = await addLines(client, [cell(articles[0]!, 2)]);
    expect(first.data?.cartLinesAdd.userErrors).toEqual([]);

    await stopRedis();
    const added = await addLines(client, [cell(articles[1]!, 1)]);
    expect(added.errors?.map((e) => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(added.errors?.[0]?.message).toBe('Servizio momentaneamente non disponibile, riprova tra qualche istante');
    // Nothing ran: the status says so, and when to come back.
    expect(added.status).toBe(503);
    expect(added.headers['retry-after']).toBe('2');
    // A login issues a session of the user's generation, kept in Redis: not without it (the
    // login throttle would let it through, but a session must stay revocable).
    const login = await new ShopClient(shop.baseUrl).login('CL003');
    expect(login.errors?.map((e) => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
    // A logged-in buyer's session is checked against the revocations kept in Redis.
    const cart = await client.gql('{ cart { lineCount } }');
    expect(cart.errors?.map((e) => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(cart.status).toBe(503);

    await startRedis();
    expect((await new ShopClient(shop.baseUrl).login('CL003')).data?.login.userErrors).toEqual([]);
    const again = await addLines(client, [cell(articles[1]!, 1)]);
    expect(again.data?.cartLinesAdd.userErrors).toEqual([]);
    expect((await readCart(client)).lines.map((l) => [l.articleId, l.quantity])).toEqual([
      [articles[0]!.articleId, 2],
      [articles[1]!.articleId, 1],
    ]);
  });
});
