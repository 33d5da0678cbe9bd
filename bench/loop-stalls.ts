/**
 * Loaded into a benchmarked gateway (spawnGateway's `stallLog`): every stall of its event loop
 * longer than STALL_MS, appended to LOOP_STALLS_FILE as "<epoch ms at its end> <ms> <monotonic µs
 * at its end>". Measured inside the gateway, a stall is the gateway's own: a probe's round trip
 * also holds the time the machine's two cores spent on the upstream and the database. The third
 * figure is the clock of a `--cpu-prof` profile's samples: with GATEWAY_NODE_ARGS='--cpu-prof …'
 * and KEEP_STALLS=1 (the log is then left in the temporary folder), each stall can be looked up
 * in the profile.
 */
import { appendFileSync } from 'node:fs';

const TICK_MS = 2;
const STALL_MS = 20;
const file = process.env.LOOP_STALLS_FILE;

if (file) {
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const stall = now - last - TICK_MS;
    if (stall > STALL_MS) appendFileSync(file, `${Date.now()} ${stall.toFixed(1)} ${process.hrtime.bigint() / 1000n}\n`);
    last = now;
  }, TICK_MS).unref();
}

/** The stalls of a LOOP_STALLS_FILE that ended between `from` and `to` (epoch ms), in ms. */
export function stallsBetween(text: string, from: number, to: number): number[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number) as [number, number])
    .filter(([at]) => at >= from && at <= to)
    .map(([, ms]) => ms);
}
