/**
 * The reference upstream's catalogue at scale: seeds `PRODUCTS` products (company 1; PostgreSQL
 * in a fresh schema when DATABASE_URL is set, in-memory PGlite otherwise) in a process of its
 * own, then downloads getProducts (`RUNS` times after the first, cold call that builds the
 * catalogue cache): time to first byte, total time, size, and the upstream's resident memory
 * sampled every 20 ms. ITEMS_AS_TEXT=1 serves the itemsNoParsed form. `npm run bench:upstream`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { rssMb } from './gateway-stack.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);

if (process.argv.includes('--serve')) {
  const { startUpstream } = await import('../pegaso/src/index.ts');
  const started = performance.now();
  const upstream = await startUpstream({
    productsPerCompany: PRODUCTS,
    companies: [1],
    itemsAsText: process.env.ITEMS_AS_TEXT === '1',
    database: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, schema: `test_bench_${Date.now()}` } : { memory: true },
  });
  console.log(JSON.stringify({ url: upstream.url, seedMs: Math.round(performance.now() - started) }));
  process.once('SIGTERM', () => void upstream.close().then(() => process.exit(0)));
} else {
  const child = spawn(process.execPath, ['--import', 'tsx', process.argv[1] as string, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = child.pid as number;
  let peakWhileSeeding = 0;
  const seedSampler = setInterval(() => (peakWhileSeeding = Math.max(peakWhileSeeding, rssMb(pid))), 100);
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`the upstream stopped (${code})`))),
  ])) as [string];
  clearInterval(seedSampler);
  const { url, seedMs } = JSON.parse(line) as { url: string; seedMs: number };

  const measure = async (recommended: number[]) => {
    let peak = rssMb(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = performance.now();
    const res = await fetch(`${url}/1/pegaso/getProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ username: '', password: '', recommended: recommended.map((idArtBas) => ({ idArtBas })) }),
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let ttfb = 0;
    let bytes = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      if (bytes === 0) ttfb = performance.now() - started;
      bytes += r.value.byteLength;
    }
    clearInterval(sampler);
    return { 'first byte ms': Math.round(ttfb), 'total ms': Math.round(performance.now() - started), MB: (bytes / 1_048_576).toFixed(1), 'upstream peak RSS MB': peak };
  };

  try {
    const rows: Record<string, object> = { 'cold (builds the cache)': await measure([]) };
    const idle = rssMb(pid);
    for (let i = 1; i <= RUNS; i++) rows[`warm ${i}`] = await measure(i % 2 ? [] : [3, 12, Math.floor(PRODUCTS / 2)]);
    console.log(`${PRODUCTS} products, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.ITEMS_AS_TEXT === '1' ? ', itemsNoParsed' : ''}`);
    console.log(`seeded and listening in ${(seedMs / 1000).toFixed(1)} s (peak RSS ${peakWhileSeeding} MB); idle with the cache: ${idle} MB`);
    console.table(rows);
  } finally {
    child.kill('SIGTERM');
  }
}
