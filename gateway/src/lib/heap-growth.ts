import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection left alive. Left to itself,
 * under a steady stream of requests it allows up to four times that (the gateway with 20,000
 * products: 330 MB resident at rest, 480–730 MB after a minute of 50 connections, all of it
 * garbage waiting for a collection). 1.5 times holds it near 370 MB for the same throughput
 * within the runs' spread (bench/README.md, "The reply memo, and the heap under load").
 *
 * A large live heap may grow twice as far. A full collection marks the whole live heap, so with
 * a large one (100,000 products: about 440 MB alive) a headroom of half of it makes them long and
 * frequent: a new search's p99 under load was 141–168 ms. Twice as far: 97 ms, RSS 1,170 MB at
 * its peak under load; V8's own choice (up to four times): 62–65 ms but 1,330 MB under load and
 * 1,421 MB in a refresh, against that catalogue's budget of 1.5 GB (bench/README.md, "The
 * catalogue at scale").
 */
export function heapGrowthPercent(liveMb: number, percent: number, largeFromMb: number): number {
  return Math.round(liveMb < largeFromMb ? percent : percent * 2);
}

/**
 * Applies heapGrowthPercent after every full collection (V8 reads the flag at each one). 0 leaves
 * the growth to V8. Returns a function that stops watching.
 */
export function limitHeapGrowth(percent: number, largeFromMb: number): () => void {
  if (percent <= 0) return () => {};
  let applied = -1;
  const apply = () => {
    const next = heapGrowthPercent(getHeapStatistics().used_heap_size / 2 ** 20, percent, largeFromMb);
    if (next !== applied) setFlagsFromString(`--heap-growing-percent=${next}`);
    applied = next;
  };
  apply();
  const observer = new PerformanceObserver((list) => {
    const major = list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (major) apply();
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}
