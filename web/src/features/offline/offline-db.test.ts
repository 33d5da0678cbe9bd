import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { keptListing } from './offline-db';

describe("the device's offline store", () => {
  it('lets a newer shop in another tab upgrade it instead of keeping it waiting', async () => {
    // This tab's connection is open.
    expect(await keptListing('AG001', 2)).toBeUndefined();
    const upgraded = await new Promise<string>((resolve) => {
      const next = indexedDB.open('shop-offline', 99);
      next.onblocked = () => resolve('blocked');
      next.onsuccess = () => {
        next.result.close();
        resolve('opened');
      };
    });
    expect(upgraded).toBe('opened');
  });
});
