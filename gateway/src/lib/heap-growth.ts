import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection left alive. Left to itself,
 * under a steady stream of requests it allows up to four times that (the gateway with 20,000
 * products: 330 MB resident at rest, 480–730 MB after a minute of 50 connections, all of it
 * garbage waiting for a collection). 1.5 times holds it near 370 MB for the same throughput
 * within the runs' spread (bench/README.md, "The reply memo, and the heap under load"). 0 leaves V8's own choice.
 * The flag is read at every collection, so setting it at start applies to the whole run.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
