import { describe, expect, it } from 'vitest';
import { product, size, variation } from '../catalogue/products.fixtures.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import { slicesOnAOneMsClock, turnsDuring } from '../lib/time-slices.fixtures.ts';
import { catalogueChanges } from './catalogue-changes.ts';

const tee = (sizes: Parameters<typeof size>[0][]) =>
  product({ id: 7, sku: 'TEE', variations: [variation('BLU-Blu', sizes.map((s) => size(s)))] });
const byId = (...products: CatalogueProduct[]) => new Map(products.map((p) => [p.id, p]));

const M = { sku: 'TEE-BLU-M', articleId: 71 };
const L = { sku: 'TEE-BLU-L', articleId: 72 };

describe('catalogueChanges', () => {
  it.each([
    ['nothing changed', [tee([M, L])], [tee([M, L])], []],
    ['a size price', [tee([M, L])], [tee([{ ...M, customerPrice: 9.5 }, L])], [['PRICE_CHANGED', 'TEE-BLU-M']]],
    ['a list price', [tee([M, L])], [tee([M, { ...L, listPrice: 15 }])], [['PRICE_CHANGED', 'TEE-BLU-L']]],
    ['a size stock', [tee([M, L])], [tee([M, { ...L, stock: 3 }])], [['STOCK_CHANGED', 'TEE-BLU-L']]],
    ['arrivals', [tee([M, L])], [tee([{ ...M, onOrderFromSupplier: 20 }, L])], [['STOCK_CHANGED', 'TEE-BLU-M']]],
    ['a size added', [tee([M])], [tee([M, L])], [['PRICE_CHANGED', 'TEE-BLU-L'], ['STOCK_CHANGED', 'TEE-BLU-L']]],
    ['a size removed', [tee([M, L])], [tee([M])], [['PRICE_CHANGED', 'TEE-BLU-L'], ['STOCK_CHANGED', 'TEE-BLU-L']]],
    ['a size not sold on the web', [tee([M, L])], [tee([M, { ...L, noWeb: true, stock: 0 }])], [['PRICE_CHANGED', 'TEE-BLU-L'], ['STOCK_CHANGED', 'TEE-BLU-L']]],
    ['a product without sizes', [product({ id: 3, sku: 'BAG', price: 20 })], [product({ id: 3, sku: 'BAG', price: 22, stock: 4 })], [['PRICE_CHANGED', 'BAG'], ['STOCK_CHANGED', 'BAG']]],
    ['a product gone', [product({ id: 3, sku: 'BAG' }), tee([M])], [tee([M])], [['PRICE_CHANGED', 'BAG'], ['STOCK_CHANGED', 'BAG']]],
    ['a product new', [tee([M])], [tee([M]), product({ id: 3, sku: 'BAG' })], [['PRICE_CHANGED', 'BAG'], ['STOCK_CHANGED', 'BAG']]],
  ] as const)('%s', async (_name, before, after, expected) => {
    const changes = await catalogueChanges(byId(...before), byId(...after));
    expect(changes.map((c) => [c.type, c.id])).toEqual(expected);
  });

  it('skips a product the refresh took over unchanged (the same object) without reading it', async () => {
    const kept = tee([M, L]);
    const unreadable = Object.defineProperty({ ...kept }, 'variations', {
      get() {
        throw new Error('read');
      },
    });
    expect(await catalogueChanges(byId(unreadable), byId(unreadable))).toEqual([]);
  });

  it('lets requests through while it compares: a turn of the event loop every slice', async () => {
    const before = byId(...Array.from({ length: 100 }, (_, k) => product({ id: k, sku: `P${k}`, price: 10 })));
    const after = byId(...Array.from({ length: 100 }, (_, k) => product({ id: k, sku: `P${k}`, price: 11 })));
    // A clock that moves 1 ms a look: a slice of 10 ms is about ten products.
    const { result: changes, turns } = await turnsDuring(() => catalogueChanges(before, after, slicesOnAOneMsClock()));
    expect(changes).toHaveLength(100);
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
