/**
 * Offline package benchmark: 20,000 products in the reference upstream, a gateway in its own
 * process, and AG001 preparing customer CL002 for offline use: total time, bytes transferred as
 * brotli and as gzip, the decoded JSON size (what the device parses and stores), and the longest
 * answer to trivial queries sent meanwhile (what another buyer waited). Prints figures, not
 * verdicts. `npm run bench:offline-package` (PRODUCTS and RUNS override the defaults).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { loginCookie, startGatewayStack } from './gateway-stack.ts';
import { probeWhile } from './trivial-probe.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);
const GATEWAY_PORT = 18_083;
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;
const CUSTOMER = 2;

interface Measure {
  totalMs: number;
  transferred: number;
  decoded: number;
  products: number;
  articles: number;
  /** The longest answer to a trivial query while the package was made and sent. */
  othersWaitedMs: number;
}

async function measure(cookie: string, encoding: 'br' | 'gzip'): Promise<Measure> {
  const started = performance.now();
  const asked = (async () => {
    const res = await request(`${BASE}/offline/package?customerId=${CUSTOMER}`, { headers: { cookie, 'accept-encoding': encoding } });
    return { res, body: Buffer.from(await res.body.arrayBuffer()) };
  })();
  const others = await probeWhile(`${BASE}/graphql`, asked);
  const { res, body } = await asked;
  const totalMs = Math.round(performance.now() - started);
  if (res.statusCode !== 200) throw new Error(`offline package: HTTP ${res.statusCode}`);
  if (res.headers['content-encoding'] !== encoding) throw new Error(`expected ${encoding}, got ${String(res.headers['content-encoding'])}`);
  const text = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
  const pkg = JSON.parse(text.toString()) as { catalogue: { products: { id: unknown[] }; articles: { sku: unknown[] } } };
  return {
    totalMs,
    transferred: body.length,
    decoded: text.length,
    products: pkg.catalogue.products.id.length,
    articles: pkg.catalogue.articles.sku.length,
    othersWaitedMs: Math.round(others.longest),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => (n / 1_048_576).toFixed(2);

const stack = await startGatewayStack({ products: PRODUCTS, port: GATEWAY_PORT, env: { UPSTREAM_TIMEOUT_MS: '120000' } });
try {
  // The first catalogue load keeps the upstream busy: wait for it, so that the figures are the
  // package's own. On a busy machine the gateway may close an idle connection first: ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      await fetch(`${BASE}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(pageSize: 1) { totalCount } }' }),
      });
      break;
    } catch (err) {
      if (attempt === 10) throw err;
    }
  }
  const cookie = await loginCookie(BASE, 'AG001');
  await measure(cookie, 'br');
  const rows: Record<string, Record<string, string | number>> = {};
  for (const encoding of ['br', 'gzip'] as const) {
    const runs: Measure[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(cookie, encoding));
    const first = runs[0]!;
    rows[encoding] = {
      'total ms (median)': median(runs.map((r) => r.totalMs)),
      'longest trivial answer meanwhile, ms (each run)': runs.map((r) => r.othersWaitedMs).join(' / '),
      'transferred MB': mb(first.transferred),
      'decoded JSON MB': mb(first.decoded),
      products: first.products,
      articles: first.articles,
    };
  }
  console.log(`catalogue: ${PRODUCTS} products; AG001 preparing customer ${CUSTOMER}`);
  console.table(rows);
} finally {
  await stack.close();
}
