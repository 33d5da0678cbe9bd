/**
 * Price-list benchmark: 20,000 products in the reference upstream, a gateway in its own process,
 * and the live price lists downloaded as a logged-in customer (CL002): time to first byte, total
 * time, size, and the gateway's resident memory sampled during each download, beside its memory
 * with the catalogue loaded and idle. Prints figures, not verdicts. `npm run bench:pricelist`
 * (PRODUCTS and RUNS override the defaults).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loginCookie, rssMb, startGatewayStack } from './gateway-stack.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);
const GATEWAY_PORT = 18_081;
const BASE = `http://127.0.0.1:${GATEWAY_PORT}`;

interface Measure {
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  peakRssMb: number;
}

/** One download read to the end, with the gateway's memory sampled every 20 ms meanwhile. */
async function measure(path: string, cookie: string, pid: number): Promise<Measure> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`${path}: HTTP ${res.status}`);
  const reader = res.body.getReader();
  let ttfb = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) ttfb = performance.now() - started;
    bytes += value.byteLength;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  return { ttfbMs: Math.round(ttfb), totalMs: Math.round(total), bytes, peakRssMb: Math.max(peak, rssMb(pid)) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stack = await startGatewayStack({ products: PRODUCTS, port: GATEWAY_PORT, env: { UPSTREAM_TIMEOUT_MS: '120000' } });
try {
  // The first catalogue load of 20,000 products keeps the upstream busy: wait for it here, so
  // that the figures are the files' own.
  await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(pageSize: 1) { totalCount } }' }),
  });
  const cookie = await loginCookie(BASE, 'CL002');
  await measure('/pricelists/current.pdf', cookie, stack.pid);
  await sleep(500);
  const idle = rssMb(stack.pid);
  const rows: Record<string, Record<string, string | number>> = {};
  for (const format of ['xlsx', 'pdf'] as const) {
    const runs: Measure[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`/pricelists/current.${format}`, cookie, stack.pid));
    rows[format] = {
      'time to first byte ms (median)': median(runs.map((r) => r.ttfbMs)),
      'total ms (median)': median(runs.map((r) => r.totalMs)),
      'MB/s': ((runs[0]!.bytes / 1_048_576) / (median(runs.map((r) => r.totalMs)) / 1000)).toFixed(2),
      'file MB': (runs[0]!.bytes / 1_048_576).toFixed(2),
      'gateway peak RSS MB': Math.max(...runs.map((r) => r.peakRssMb)),
      'peak above idle MB': Math.max(...runs.map((r) => r.peakRssMb)) - idle,
    };
  }
  console.log(`catalogue: ${PRODUCTS} products; gateway RSS with the catalogue loaded, idle: ${idle} MB`);
  console.table(rows);
} finally {
  await stack.close();
}
