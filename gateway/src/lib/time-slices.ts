import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { collectorGraceMs } from './collector-grace.ts';

/** How long a long task may hold the event loop before letting requests through. */
export const SLICE_MS = 10;

/**
 * Long work done a slice at a time: `if (slices.due()) await slices.next()` between two units of
 * work lets the requests waiting in between through once the slice has run SLICE_MS. Looking at
 * the clock is cheap; awaiting only when due keeps the work itself free of a microtask per unit.
 * Right after a full garbage collection the next slice waits for the collector's sweeping
 * (lib/collector-grace.ts), requests still served meanwhile.
 */
export class TimeSlices {
  private start: number;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly sliceMs = SLICE_MS,
    private readonly graceMs: () => number = collectorGraceMs,
  ) {
    this.start = now();
  }

  due(): boolean {
    return this.now() - this.start > this.sliceMs;
  }

  async next(): Promise<void> {
    const grace = this.graceMs();
    if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace));
    else await yieldToRequests();
    this.start = this.now();
  }
}
