/**
 * A catalogue refresh in this process, without HTTP or an upstream beside it: `npm run
 * bench:refresh` (PRODUCTS, default 100,000; RUNS, default 2). It builds the demo catalogue's
 * snapshot from the products' texts as a first load does (SnapshotBuilder, in the reading's
 * 10 ms slices), then again from the same texts with the first as the previous snapshot, as a
 * refresh does, and prints for the refresh: its time, the event loop's stalls over 20 ms
 * (a 2 ms timer, as bench/loop-stalls.ts in the gateway), the garbage collector's pauses, and
 * the products that took over 8 ms to add (`place:ms`), where one product's work stands out.
 * ALLOCATIONS=1 then refreshes once more under V8's sampling heap profiler and prints what that
 * refresh allocated, garbage included, and the functions that allocated most.
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateCatalogue } from '../pegaso/src/demo/catalogue.ts';
import { parseProduct } from '../gateway/src/upstream/catalogue-reply.ts';
import { SnapshotBuilder, type CatalogueSnapshot } from '../gateway/src/catalogue/catalogue-snapshot.ts';
import { TimeSlices } from '../gateway/src/lib/time-slices.ts';
import { sampleAllocations } from './allocation-sampler.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 2);
const TICK_MS = 2;
const STALL_MS = 20;
const SLOW_PRODUCT_MS = 8;

const texts = generateCatalogue(1, PRODUCTS).products.map((p) => JSON.stringify(p));

/** The snapshot built from every text, yielding between slices; the products slower than SLOW_PRODUCT_MS. */
async function build(previous: CatalogueSnapshot | null): Promise<{ snapshot: CatalogueSnapshot; slow: string[] }> {
  const builder = new SnapshotBuilder(previous);
  const slices = new TimeSlices();
  const slow: string[] = [];
  for (let place = 0; place < texts.length; place++) {
    const text = texts[place]!;
    const started = performance.now();
    builder.addText(text, () => parseProduct(text));
    const took = performance.now() - started;
    if (took > SLOW_PRODUCT_MS) slow.push(`${place}:${took.toFixed(0)}`);
    if (slices.due()) await slices.next();
  }
  await sleep(0);
  return { snapshot: builder.finish(Date.now()), slow };
}

const pauses: { minor: boolean; ms: number }[] = [];
let watching = false;
new PerformanceObserver((list) => {
  if (!watching) return;
  for (const entry of list.getEntries()) {
    const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
    pauses.push({ minor: kind === constants.NODE_PERFORMANCE_GC_MINOR, ms: entry.duration });
  }
}).observe({ entryTypes: ['gc'] });

const rows: Record<string, Record<string, string | number>> = {};
let current = (await build(null)).snapshot;
for (let run = 1; run <= RUNS; run++) {
  await sleep(1000);
  pauses.length = 0;
  const stalls: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last - TICK_MS > STALL_MS) stalls.push(now - last - TICK_MS);
    last = now;
  }, TICK_MS);
  watching = true;
  const started = performance.now();
  const { snapshot, slow } = await build(current);
  const took = performance.now() - started;
  await sleep(500);
  watching = false;
  clearInterval(timer);
  current = snapshot;
  const minor = pauses.filter((p) => p.minor).map((p) => p.ms).sort((a, b) => a - b);
  const major = pauses.filter((p) => !p.minor).map((p) => p.ms);
  rows[`refresh ${run}`] = {
    'refresh (s)': (took / 1000).toFixed(1),
    'stalls over 20 ms': stalls.length,
    'longest stall (ms)': Math.round(Math.max(0, ...stalls)),
    'young collections: n, median, longest (ms)': `${minor.length}, ${(minor[minor.length >> 1] ?? 0).toFixed(1)}, ${(minor.at(-1) ?? 0).toFixed(1)}`,
    'other collections (ms)': major.map((ms) => ms.toFixed(0)).join(' ') || '-',
    'products over 8 ms (place:ms)': slow.join(' ') || '-',
  };
}
console.log(`${PRODUCTS} products, the refresh of an unchanged catalogue:`);
console.table(rows);
if (process.env.ALLOCATIONS) {
  const { bytes, sites } = await sampleAllocations(() => build(current));
  const mb = (n: number) => (n / 1_048_576).toFixed(1);
  console.log(`one more refresh allocated ${mb(bytes)} MB (${(bytes / PRODUCTS / 1024).toFixed(1)} KB a product); by function (MB):`);
  console.table(Object.fromEntries(sites.slice(0, 10).map(([site, n]) => [site, mb(n)])));
}
