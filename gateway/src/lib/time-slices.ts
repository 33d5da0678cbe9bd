import { setImmediate as yieldToRequests } from 'node:timers/promises';

/** How long a long task may hold the event loop before letting requests through. */
export const SLICE_MS = 10;

/**
 * Long work done a slice at a time: `if (slices.due()) await slices.next()` between two units of
 * work lets the requests waiting in between through once the slice has run SLICE_MS. Looking at
 * the clock is cheap; awaiting only when due keeps the work itself free of a microtask per unit.
 */
export class TimeSlices {
  private start: number;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly sliceMs = SLICE_MS,
  ) {
    this.start = now();
  }

  due(): boolean {
    return this.now() - this.start > this.sliceMs;
  }

  async next(): Promise<void> {
    await yieldToRequests();
    this.start = this.now();
  }
}
