/**
 * Listing benchmark: 20,000 products in the reference upstream, a gateway in its own process,
 * and autocannon measuring side by side (same run, same machine) the listing query against a
 * trivial query. Prints ratios, not verdicts. `npm run bench:listing` (PRODUCTS, SECONDS,
 * CONNECTIONS override the defaults).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startUpstream } from '../pegaso/src/index.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.SECONDS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const GATEWAY_PORT = 18_080;

const LISTING = `query($f: ProductFilter) { products(filter: $f, page: 1, pageSize: 42) {
  totalCount pageCount items { id sku name image { url } price { price { formatted } oldPrice { formatted } } promoBadge }
  facets { categories { value count selected } subcategories { value count selected } brands { value count selected }
    templates { value count selected } tags { value count selected } sizes { value count selected } colors { value count selected } promoCount } } }`;

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return res.text();
}

function load(body: string | (() => string)) {
  const url = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
  const headers = { 'content-type': 'application/json' };
  if (typeof body === 'string')
    return autocannon({ url, method: 'POST', headers, body, connections: CONNECTIONS, duration: SECONDS });
  // A new body per request, so that no two consecutive requests share a filter.
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body() }) }],
  });
}

function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

console.log(`seeding ${PRODUCTS} products…`);
const t0 = Date.now();
const upstream = await startUpstream({
  port: 0,
  productsPerCompany: PRODUCTS,
  companies: [1],
  database: process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, schema: `test_bench_${Date.now()}` }
    : { memory: true },
});
console.log(`upstream ready in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${upstream.url}`);

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
  // Measured as it runs in production (the Dockerfile sets NODE_ENV=production: graphql-js then
  // skips its development-time checks).
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    UPSTREAM_URL: upstream.url,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${GATEWAY_PORT}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await sleep(250);
  }
  const all = JSON.parse(await gql(LISTING)) as {
    data: {
      products: {
        totalCount: number;
        facets: { categories: { value: string }[]; sizes: { value: string }[] };
      };
    };
  };
  // A clothing category (it has sizes) and one of its sizes: a filter with a full first page.
  const clothing =
    all.data.products.facets.categories.find((c) => c.value.startsWith('T')) ??
    all.data.products.facets.categories[0];
  const filter = { category: [clothing?.value], size: [all.data.products.facets.sizes[2]?.value] };
  const firstPage = await gql(LISTING, { f: filter });
  const fullReply = await fetch(`${upstream.url}/1/pegaso/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({ username: '', password: '', recommended: [] }),
  }).then((r) => r.text());

  console.log(`catalogue: ${all.data.products.totalCount} products; filter ${JSON.stringify(filter)}`);
  console.log('measuring trivial query…');
  const trivial = await load(JSON.stringify({ query: '{ __typename }' }));
  console.log('measuring listing query (same filter: served from the per-snapshot memo)…');
  const listing = await load(JSON.stringify({ query: LISTING, variables: { f: filter } }));
  console.log('measuring listing query (a different search on every request: a full pass each)…');
  let n = 0;
  const fresh = await load(() =>
    JSON.stringify({
      query: LISTING,
      variables: { f: { ...filter, name: String(n++ % 10_000).padStart(4, '0') } },
    }),
  );
  const memory = rssMb(gateway.pid!);

  const rows = {
    'trivial req/s': Math.round(trivial.requests.average),
    'listing req/s': Math.round(listing.requests.average),
    'listing, new search each time, req/s': Math.round(fresh.requests.average),
    'throughput ratio (listing / trivial)': (listing.requests.average / trivial.requests.average).toFixed(3),
    'throughput ratio (new search / trivial)': (fresh.requests.average / trivial.requests.average).toFixed(3),
    'trivial p99 ms': trivial.latency.p99,
    'listing p99 ms': listing.latency.p99,
    'listing, new search each time, p99 ms': fresh.latency.p99,
    'first page bytes': firstPage.length,
    'full getProducts bytes': fullReply.length,
    'first page / full catalogue': `${((firstPage.length / fullReply.length) * 100).toFixed(3)} %`,
    'gateway RSS MB (catalogue loaded)': memory,
    'errors (trivial, listing, new search)': `${trivial.errors + trivial.non2xx}, ${listing.errors + listing.non2xx}, ${fresh.errors + fresh.non2xx}`,
  };
  console.table(rows);
} finally {
  gateway.kill('SIGTERM');
  await upstream.close();
}
