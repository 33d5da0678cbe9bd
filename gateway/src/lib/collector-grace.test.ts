import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectorGraceMs, GRACE_AFTER_FULL_COLLECTION_MS } from './collector-grace.ts';

/** A real full collection, as the collector itself runs it (`gc()` exposed for this process). */
function fullCollection(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('collectorGraceMs', () => {
  it('gives the sweeping a grace after a real full collection, and none once it has passed', async () => {
    collectorGraceMs();
    fullCollection();
    let grace = 0;
    // The collection is reported to observers a little after it ran.
    for (let turn = 0; turn < 50 && grace === 0; turn++) {
      await nextTurn();
      grace = collectorGraceMs();
    }
    expect(grace).toBeGreaterThan(0);
    expect(grace).toBeLessThanOrEqual(GRACE_AFTER_FULL_COLLECTION_MS);
    expect(collectorGraceMs(performance.now() + GRACE_AFTER_FULL_COLLECTION_MS + 1)).toBe(0);
  });
});
