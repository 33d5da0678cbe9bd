/**
 * Start time and resident memory at rest of the gateway and of the reference upstream, run
 * through tsx (TypeScript compiled at load) and as the compiled bundles of `npm run build`,
 * side by side in one run. Start time: spawn until /healthz answers; RSS: 5 s after that.
 *
 *   npm run build && npm run bench:start
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssMb, startBenchUpstream } from './gateway-stack.ts';

const rounds = Number(process.env.ROUNDS ?? 3);

async function measure(args: string[], env: Record<string, string>, port: number) {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let startMs = NaN;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
        startMs = performance.now() - t0;
        break;
      }
    } catch {
      /* starting */
    }
    await sleep(25);
  }
  await sleep(5_000);
  const rss = rssMb(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { startMs, rss };
}

const upstream = await startBenchUpstream(200);
const kinds = [
  { name: 'gateway, tsx', args: ['--import', 'tsx', 'gateway/src/server.ts'], port: 18481 },
  { name: 'gateway, compiled', args: ['--enable-source-maps', 'gateway/dist/server.js'], port: 18482 },
  { name: 'upstream, tsx', args: ['--import', 'tsx', 'pegaso/src/server.ts'], port: 18483 },
  { name: 'upstream, compiled', args: ['--enable-source-maps', 'pegaso/dist/server.js'], port: 18484 },
];
// The upstream processes use PGlite in memory (an empty database, seeded with 50 products) when
// no DATABASE_URL is set; with it, a schema of their own.
const upstreamEnv = (i: number): Record<string, string> =>
  process.env.DATABASE_URL
    ? { DATABASE_SCHEMA: `test_bench_start_${Date.now()}_${i}`, PEGASO_PRODUCTS: '50' }
    : { PEGASO_DATA_DIR: `/tmp/bench-start-pglite-${process.pid}-${i}`, PEGASO_PRODUCTS: '50' };

const results = new Map<string, { startMs: number[]; rss: number[] }>();
for (let r = 0; r < rounds; r++) {
  for (const [i, k] of kinds.entries()) {
    const env = k.name.startsWith('gateway')
      ? { UPSTREAM_URL: upstream.url, DATA_DIR: `/tmp/bench-start-${process.pid}` }
      : upstreamEnv(r * 10 + i);
    // The upstream's first start seeds its database; measure a second start on the same one.
    if (!k.name.startsWith('gateway')) await measure(k.args, env, k.port);
    const m = await measure(k.args, env, k.port);
    const row = results.get(k.name) ?? { startMs: [], rss: [] };
    row.startMs.push(m.startMs);
    row.rss.push(m.rss);
    results.set(k.name, row);
  }
}
await upstream.close();
for (let i = 0; i < rounds * 10 + kinds.length; i++) rmSync(`/tmp/bench-start-pglite-${process.pid}-${i}`, { recursive: true, force: true });
rmSync(`/tmp/bench-start-${process.pid}`, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\n| process | start to /healthz (median of ${rounds}) | RSS at rest |`);
console.log('| --- | ---: | ---: |');
for (const [name, row] of results) console.log(`| ${name} | ${Math.round(median(row.startMs))} ms | ${median(row.rss)} MB |`);
