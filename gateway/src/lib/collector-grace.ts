import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';

/**
 * How long sliced work waits after a full garbage collection before its next slice. After a full
 * collection V8 sweeps the old generation on its helper threads, and a young collection that comes
 * meanwhile waits for that sweeping: at 100,000 products (a gigabyte of heap) such a young
 * collection held the event loop 90–220 ms in each refresh that met a full collection, where the
 * others took 6–40 ms. Work that allocates little while the sweeper runs (requests are served
 * meanwhile) lets it finish first. Measured in bench/README.md ("The collector's sweeping").
 */
export const GRACE_AFTER_FULL_COLLECTION_MS = 300;

let observer: PerformanceObserver | null = null;
let graceUntil = 0;

/** Milliseconds of grace left after the last full collection (0 when none is running); watches from the first call on. */
export function collectorGraceMs(now: number = performance.now()): number {
  observer ??= watchFullCollections();
  return Math.max(0, graceUntil - now);
}

function watchFullCollections(): PerformanceObserver {
  const watching = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) graceUntil = entry.startTime + entry.duration + GRACE_AFTER_FULL_COLLECTION_MS;
    }
  });
  watching.observe({ entryTypes: ['gc'] });
  return watching;
}
