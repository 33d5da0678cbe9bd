/**
 * What tracing and metrics cost: three gateway processes on one reference upstream, measured in
 * turns (A B C A B C ...) with autocannon on a logged-in buyer's listing page computed every time
 * (REPLY_MEMO_MB=0): tracing off and no metrics (the default), tracing exported by OTLP to a
 * receiver on loopback, and metrics on (METRICS_TOKEN). Prints the median of each.
 *
 *   npm run bench:tracing   (PRODUCTS, SECONDS, ROUNDS, CONNECTIONS override the defaults)
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { loginCookie, spawnGateway, startBenchUpstream } from './gateway-stack.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 2_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

const LISTING = JSON.stringify({
  query: `query Listing { products(page: 1, pageSize: 42) { totalCount items { id sku name price { price { formatted } } } facets { brands { value count } sizes { value count } } } }`,
});

// An OTLP receiver that reads and drops what it is sent, as a collector would take it.
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
const otlp = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;

const upstream = await startBenchUpstream(PRODUCTS);
const common = { REPLY_MEMO_MB: '0', LOGIN_RATE_LIMIT: '10000' };
const variants = [
  { name: 'tracing off, no metrics (default)', port: 18_180, env: common },
  { name: 'tracing on (OTLP to loopback)', port: 18_181, env: { ...common, OTEL_EXPORTER_OTLP_ENDPOINT: otlp } },
  { name: 'metrics on (METRICS_TOKEN)', port: 18_182, env: { ...common, METRICS_TOKEN: 'bench-token-0123456789' } },
];
const gateways = await Promise.all(variants.map((v) => spawnGateway({ port: v.port, upstreamUrl: upstream.url, env: v.env })));
const cookies = await Promise.all(gateways.map((g) => loginCookie(g.base, 'CL002')));

const results = variants.map(() => ({ rps: [] as number[], p99: [] as number[] }));
for (let r = 0; r < ROUNDS; r++) {
  for (const [i, g] of gateways.entries()) {
    const run = await autocannon({
      url: `${g.base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[i]! },
      body: LISTING,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (run.non2xx || run.errors) console.warn(`${variants[i]!.name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    results[i]!.rps.push(run.requests.average);
    results[i]!.p99.push(run.latency.p99);
  }
}
for (const g of gateways) await g.stop();
await upstream.close();
receiver.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(results[0]!.rps);
console.log(`\n${PRODUCTS} products, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s in turns; medians\n`);
console.log('| gateway | requests/s | p99 latency | requests/s vs default |');
console.log('| --- | ---: | ---: | ---: |');
for (const [i, v] of variants.entries()) {
  const rps = median(results[i]!.rps);
  console.log(`| ${v.name} | ${rps.toFixed(0)} | ${median(results[i]!.p99)} ms | ${((rps / base) * 100).toFixed(1)} % |`);
}
