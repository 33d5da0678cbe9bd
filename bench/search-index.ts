/**
 * The listing's index and its search in this process, without HTTP: `npm run bench:search`
 * (PRODUCTS, default 20,000 and 100,000). For each size it builds the demo catalogue's listing
 * index (with its search index) product by product, as a refresh does, and prints the heap it
 * holds (after full collections), the longest time one product's indexing took (wall clock, and
 * the CPU time of the process's threads, which a machine shared with other work does not stretch)
 * and the whole build, then each buyer search's time (bench/buyer-searches.ts) through the
 * listing: p50, p99 and the slowest. It uses only the listing's API, so that it runs on the code before a change
 * as well: the difference of the heaps is the search index's.
 */
import { generateCatalogue } from '../pegaso/src/demo/catalogue.ts';
import { parseProduct } from '../gateway/src/upstream/catalogue-reply.ts';
import { ListingIndexBuilder, type ListingIndex } from '../gateway/src/catalogue/product-index.ts';
import { queryListing } from '../gateway/src/catalogue/listing.ts';
import { buyerSearch } from './buyer-searches.ts';

const SIZES = (process.env.PRODUCTS ?? '20000,100000').split(',').map(Number);
const SEARCHES = Number(process.env.SEARCHES ?? 2000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

const rows: Record<string, Record<string, string | number>> = {};
for (const size of SIZES) {
  const products = generateCatalogue(1, size).products.map((p) => parseProduct(JSON.stringify(p)));
  let longest = 0;
  let longestCpu = 0;
  const started = performance.now();
  let listing: ListingIndexBuilder | null = new ListingIndexBuilder();
  for (const p of products) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    listing!.add(p);
    const used = process.cpuUsage(cpu);
    longest = Math.max(longest, performance.now() - t);
    longestCpu = Math.max(longestCpu, (used.user + used.system) / 1000);
  }
  const built = performance.now() - started;
  let index: ListingIndex | null = listing.finish();

  const timed: { text: string; ms: number }[] = [];
  for (let n = 0; n < SEARCHES; n++) {
    const t = performance.now();
    queryListing(index!, { filter: { values: {}, name: buyerSearch(n) }, page: 1, pageSize: 42 });
    timed.push({ text: buyerSearch(n), ms: performance.now() - t });
  }
  const times = timed.map((s) => s.ms).sort((a, b) => a - b);
  // SLOWEST=10 names the slowest searches: what the tail is made of.
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOWEST ?? 0));
  for (const s of slowest) console.log(`${s.ms.toFixed(1).padStart(8)} ms  ${s.text}`);
  // The index's heap: with it, then without it (the products stay alive in both).
  index.memo.clear();
  const withIndex = heapMb();
  index = null;
  listing = null;
  const held = withIndex - heapMb();
  products.length = 0;
  rows[`${size} products`] = {
    'listing index with its search (MB)': Math.round(held),
    'build (ms)': Math.round(built),
    'longest product (ms)': longest.toFixed(2),
    'longest product, CPU (ms)': longestCpu.toFixed(2),
    'search p50 (ms)': percentile(times, 50).toFixed(2),
    'search p99 (ms)': percentile(times, 99).toFixed(2),
    'slowest search (ms)': times.at(-1)!.toFixed(1),
  };
  console.table(rows);
}
