/**
 * The integrator's API: `articles(codes:)` with 500 codes, and what an API key check adds to a
 * request. PRODUCTS products (20,000 by default) in the reference upstream, a gateway in its own
 * process (its own data folder; REDIS_URL as the environment has it), requests one at a time so
 * that each latency is one request's. `npm run bench:integrator-api` (PRODUCTS, ROUNDS override).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loginCookie, spawnGateway, startBenchUpstream } from './gateway-stack.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const PORT = 18_091;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(2), p99: +percentile(sorted, 99).toFixed(2), mean: +(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2) };
};

const dataDir = mkdtempSync(join(tmpdir(), 'bench-integrator-'));
const upstream = await startBenchUpstream(PRODUCTS);
const gateway = await spawnGateway({ port: PORT, upstreamUrl: upstream.url, env: { DATA_DIR: dataDir, API_KEY_RATE_LIMIT: '1000000', UPSTREAM_TIMEOUT_MS: '120000', CONNECTION_TIMEOUT_MS: '600000' } });
try {
  const cookie = await loginCookie(gateway.base, 'CL002');
  const post = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const res = await fetch(`${gateway.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
    return body.data!;
  };
  const created = await post('mutation { apiKeyCreate(input: { name: "bench" }) { key } }', {}, { cookie });
  const key = (created.apiKeyCreate as { key: string }).key;
  const auth = { authorization: `Bearer ${key}` };

  // 500 size skus spread over the catalogue: the first sizes of products on pages far apart.
  const codes: string[] = [];
  const pages = (await post('{ products(pageSize: 100) { pageCount } }', {}, auth)).products as { pageCount: number };
  for (let page = 1; codes.length < 500 && page <= pages.pageCount; page += Math.max(1, Math.floor(pages.pageCount / 40))) {
    const listed = (await post(`query($p: Int!) { products(page: $p, pageSize: 100) { items { variations { sizes { sku } } } } }`, { p: page }, auth)).products as {
      items: { variations: { sizes: { sku: string }[] }[] }[];
    };
    for (const p of listed.items) for (const v of p.variations) if (v.sizes[0] && codes.length < 500) codes.push(v.sizes[0].sku);
  }
  console.log(`${codes.length} codes from a catalogue of ${PRODUCTS} products`);

  const ARTICLES = 'query($codes: [String!]!) { articles(codes: $codes) { code found product { id } price { price { amount } } stock arrivals available } }';
  const articles: number[] = [];
  for (let i = 0; i < 10; i++) await post(ARTICLES, { codes }, auth);
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const data = await post(ARTICLES, { codes }, auth);
    articles.push(performance.now() - t0);
    if ((data.articles as { found: boolean }[]).filter((a) => a.found).length !== codes.length) throw new Error('an article was not found');
  }

  // A key check per request: the same trivial query with the key, with the session cookie, and
  // anonymous, interleaved so that the machine's load falls on all three alike.
  const runs = { key: [] as number[], cookie: [] as number[], anonymous: [] as number[] };
  const ways = { key: auth, cookie: { cookie }, anonymous: {} } as const;
  for (let i = 0; i < 100; i++) for (const w of Object.keys(ways) as (keyof typeof ways)[]) await post('{ me { username } }', {}, ways[w]);
  for (let i = 0; i < ROUNDS * 10; i++) {
    for (const w of Object.keys(ways) as (keyof typeof ways)[]) {
      const t0 = performance.now();
      await post('{ me { username } }', {}, ways[w]);
      runs[w].push(performance.now() - t0);
    }
  }
  console.table({
    [`articles(codes:) × ${codes.length}`]: summary(articles),
    '{ me } with an API key': summary(runs.key),
    '{ me } with a session cookie': summary(runs.cookie),
    '{ me } anonymous': summary(runs.anonymous),
  });
} finally {
  await gateway.stop();
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
}
