/**
 * The catalogue in the gateway at scale: `npm run bench:catalogue` (PRODUCTS, default 100,000;
 * REFRESH_MS, SECONDS, CONNECTIONS, REPLY_MEMO_MB). With the reference upstream in this process
 * and a gateway in its own, it prints:
 * - the time from the gateway's start to its first complete listing (the catalogue loaded);
 * - the gateway's resident memory with the catalogue loaded, and its peak while a refresh loads
 *   a new snapshot beside the old one (sampled every 20 ms);
 * - during the refresh, the gateway's longest event-loop stall (measured inside it, loop-stalls.ts)
 *   and the longest answer to trivial queries sent one after the other (which also holds the time
 *   the machine's cores spent on the upstream streaming the catalogue);
 * - the listing with a new search on every request (what buyers type: buyer-searches.ts; autocannon),
 *   and the gateway's RSS peak meanwhile; then the same searches again once the refresh is in place;
 * - with REDIS_URL, two more gateways sharing that Redis: how many times the upstream was asked
 *   for the catalogue (once is the design) and whether both serve the same listing.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { acceptEncodingHeader, cpuMs, rssMb, spawnGateway, startBenchUpstream } from './gateway-stack.ts';
import { buyerSearch } from './buyer-searches.ts';
import { stallsBetween } from './loop-stalls.ts';
import { probeWhile } from './trivial-probe.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const REFRESH_MS = Number(process.env.REFRESH_MS ?? 90_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
/**
 * The gateway's reply memo for the run (REPLY_MEMO_MB, default 0). The buyer searches come round
 * again within a pass (800 word pairs, 10,000 codes; a fast machine sends 140,000 in 15 s), and
 * with the memo on most of them were answered from it (65-93 % of a pass): not a new search.
 */
const REPLY_MEMO_MB = process.env.REPLY_MEMO_MB ?? '0';
const PORT = 18_100;
/** How long the refresh's watch goes on once the refreshed snapshot is in place. */
const AFTER_LANDING_MS = 5000;
/** The gateway's metrics tell when the refreshed snapshot is in place (its age). */
const METRICS_TOKEN = 'bench-catalogue-metrics';

const LISTING = `query($f: ProductFilter) { products(filter: $f, page: 1, pageSize: 42) {
  totalCount items { id sku name image { url } price { price { formatted } } promoBadge }
  facets { categories { value count } sizes { value count } colors { value count } promoCount } } }`;

async function gql(base: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: { products?: { totalCount: number } }; errors?: unknown[] };
}

/** Milliseconds until the gateway's listing holds the whole catalogue. */
async function timeToCatalogue(base: string, started: number): Promise<number> {
  for (;;) {
    const reply = await gql(base, LISTING).catch(() => null);
    if (reply?.data?.products?.totalCount === PRODUCTS) return Date.now() - started;
    await sleep(200);
  }
}

/** A pass-through to the upstream that counts full catalogue requests (not the pricing-only ones). */
function countingProxy(target: string): Promise<{ server: Server; url: string; loads: () => number }> {
  let loads = 0;
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Company 1's catalogue (the gateways also ask for the other tenants', which this upstream has not).
      if (req.url === '/1/pegaso/getProducts' && !body.toString().includes('"withoutItems":true')) loads += 1;
      const out = httpRequest(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      out.end(body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, loads: () => loads }),
    ),
  );
}

/** The gateway's metrics, as Prometheus reads them. */
function metricsText(base: string): Promise<string> {
  return fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
}

/** Waits until the company's catalogue snapshot was put in place at or after `since` (ms). */
async function refreshedSince(base: string, since: number): Promise<void> {
  for (;;) {
    const text = await metricsText(base);
    const age = /^shop_catalogue_age_seconds\{company="1"\} ([\d.e+-]+)$/m.exec(text)?.[1];
    if (age !== undefined && Date.now() - Number(age) * 1000 >= since) return;
    await sleep(200);
  }
}

/** The reply memo's lookups so far, found and not (the gateway's metrics). */
async function memoLookups(base: string): Promise<{ hit: number; miss: number }> {
  const text = await metricsText(base);
  const count = (result: string) => Number(new RegExp(`^shop_cache_lookups_total\\{cache="reply_memo",result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}

/** The share of a pass's lookups that found a remembered reply, in %. */
async function memoHitShare(base: string, pass: () => Promise<unknown>): Promise<string> {
  const before = await memoLookups(base);
  await pass();
  const after = await memoLookups(base);
  const [hit, miss] = [after.hit - before.hit, after.miss - before.miss];
  return hit + miss === 0 ? '-' : ((100 * hit) / (hit + miss)).toFixed(0);
}

const latencies = ({ latency: l }: autocannon.Result) => [l.p50, l.p90, l.p99, l.max].join(' / ');

/** Samples the gateway's RSS and probes it with trivial queries until `until` resolves. */
async function watchRefresh(base: string, pid: number, until: Promise<unknown>) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const { longest, probes } = await probeWhile(`${base}/graphql`, until);
  clearInterval(sampler);
  return { peak, longest, probes };
}

const upstream = await startBenchUpstream(PRODUCTS);
const rows: Record<string, string | number> = { products: PRODUCTS, 'reply memo (MB)': REPLY_MEMO_MB };
try {
  const started = Date.now();
  const stallLog = join(tmpdir(), `gateway-stalls-${process.pid}.log`);
  const gateway = await spawnGateway({
    port: PORT,
    upstreamUrl: upstream.url,
    env: { CATALOGUE_REFRESH_MS: String(REFRESH_MS), REDIS_URL: '', METRICS_TOKEN, REPLY_MEMO_MB },
    stallLog,
  });
  try {
    rows['catalogue loaded (s, from the gateway start)'] = ((await timeToCatalogue(gateway.base, started)) / 1000).toFixed(1);
    await sleep(3000);
    const steady = rssMb(gateway.pid);
    rows['gateway RSS MB, catalogue loaded'] = steady;

    console.log('measuring a new search on every request…');
    let n = 0;
    const searches = () =>
      autocannon({
        url: `${gateway.base}/graphql`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...acceptEncodingHeader },
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ query: LISTING, variables: { f: { name: buyerSearch(n++) } } }),
            }),
          },
        ],
      });
    let loadPeak = 0;
    const loadSampler = setInterval(() => (loadPeak = Math.max(loadPeak, rssMb(gateway.pid))), 20);
    let fresh!: Awaited<ReturnType<typeof searches>>;
    let cpu = cpuMs(gateway.pid);
    rows['new search: replies found in the memo (%)'] = await memoHitShare(gateway.base, async () => (fresh = await searches()));
    rows['gateway CPU per new search (µs)'] = Math.round((1000 * (cpuMs(gateway.pid) - cpu)) / fresh.requests.total);
    clearInterval(loadSampler);
    rows['gateway RSS peak MB under the searches'] = loadPeak;
    rows['new search req/s'] = Math.round(fresh.requests.average);
    rows['new search p50 / p90 / p99 / max ms'] = latencies(fresh);
    rows['new search errors'] = fresh.errors + fresh.non2xx;

    console.log('waiting for the refresh period, then watching a refresh…');
    const wait = REFRESH_MS - (Date.now() - started) + 1000;
    if (wait > 0) await sleep(wait);
    // The first request after the period starts the refresh; the watch ends once it has landed.
    const settled = rssMb(gateway.pid);
    const refreshStart = Date.now();
    // Until the refreshed snapshot is in place, and a few seconds more (the old one's collection
    // begins then). A fixed 30 s used to end the watch before a 100,000-product refresh landed.
    const refreshed = (async () => {
      await gql(gateway.base, LISTING);
      await refreshedSince(gateway.base, refreshStart);
      rows['refresh landed after (s)'] = ((Date.now() - refreshStart) / 1000).toFixed(1);
      await sleep(AFTER_LANDING_MS);
    })();
    const watch = await watchRefresh(gateway.base, gateway.pid, refreshed);
    rows['RSS MB before the refresh'] = settled;
    rows['RSS peak MB during the refresh'] = watch.peak;
    rows['peak / at rest after the load'] = (watch.peak / steady).toFixed(2);
    rows['peak / before the refresh'] = (watch.peak / settled).toFixed(2);
    const stalls = (() => {
      try {
        return stallsBetween(readFileSync(stallLog, 'utf8'), refreshStart, Date.now());
      } catch {
        return []; // no stall over the threshold: no file
      }
    })();
    rows['longest gateway event-loop stall during the refresh (ms)'] = Math.round(Math.max(0, ...stalls));
    rows['gateway stalls over 20 ms during the refresh'] = stalls.length;
    rows['longest trivial answer during the refresh (ms)'] = Math.round(watch.longest);
    rows['trivial probes during the refresh'] = watch.probes;
    rows['refresh watched (s)'] = ((Date.now() - refreshStart) / 1000).toFixed(1);

    // The same searches go on once the refreshed snapshot is in place: a new snapshot starts
    // with nothing remembered (each word's matches, the listing's memo) and the old one to collect.
    console.log('measuring the searches again on the refreshed catalogue…');
    let after!: Awaited<ReturnType<typeof searches>>;
    cpu = cpuMs(gateway.pid);
    rows['new search after the refresh: replies found in the memo (%)'] = await memoHitShare(gateway.base, async () => (after = await searches()));
    rows['gateway CPU per new search after the refresh (µs)'] = Math.round((1000 * (cpuMs(gateway.pid) - cpu)) / after.requests.total);
    rows['new search req/s, after the refresh'] = Math.round(after.requests.average);
    rows['new search p50 / p90 / p99 / max ms, after the refresh'] = latencies(after);
    rows['new search errors, after the refresh'] = after.errors + after.non2xx;
  } finally {
    await gateway.stop();
    if (!process.env.KEEP_STALLS) rmSync(stallLog, { force: true });
  }

  if (process.env.REDIS_URL) {
    console.log('two gateways sharing Redis…');
    const proxy = await countingProxy(upstream.url);
    const shared = {
      REDIS_URL: process.env.REDIS_URL,
      CATALOGUE_REFRESH_MS: String(REFRESH_MS),
      LOG_LEVEL: process.env.SHARED_LOG_LEVEL ?? 'warn',
    };
    const [a, b] = await Promise.all([
      spawnGateway({ port: PORT + 1, upstreamUrl: proxy.url, env: shared }),
      spawnGateway({ port: PORT + 2, upstreamUrl: proxy.url, env: shared }),
    ]);
    try {
      const t = Date.now();
      await Promise.all([timeToCatalogue(a.base, t), timeToCatalogue(b.base, t)]);
      const [ra, rb] = await Promise.all([gql(a.base, LISTING, { f: { name: '01' } }), gql(b.base, LISTING, { f: { name: '01' } })]);
      rows['two gateways: upstream catalogue loads (company 1)'] = proxy.loads();
      rows['two gateways: same listing'] = JSON.stringify(ra) === JSON.stringify(rb) ? 'yes' : 'NO';
      rows['two gateways: both loaded (s)'] = ((Date.now() - t) / 1000).toFixed(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      proxy.server.close();
    }
  }
  console.table(rows);
} finally {
  await upstream.close();
}
