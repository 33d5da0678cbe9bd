import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { product, size, variation } from '../catalogue/products.fixtures.ts';
import type { ServiceLogger } from '../context/service-logger.ts';
import type { CartLine } from '../domain/cart.ts';
import { ctx } from '../domain/pricing.fixtures.ts';
import { catalogueUnitPrice, crossCheckPrices } from './price-cross-check.ts';

const sized = product({
  id: 1,
  price: 10,
  variations: [variation('01-Bianco', [size({ articleId: 1_000_100, basePrice: 12.06, listPrice: 15 })])],
});
const plain = product({ id: 6, price: 1.17 });
const snapshot = { byId: new Map([[1, sized], [6, plain]]) } as unknown as CatalogueSnapshot;
const line = (productId: number, articleId: number): CartLine => ({
  cartItemId: `l${articleId}`,
  productId,
  articleId,
  sku: 'X',
  name: 'Articolo',
  color: null,
  size: null,
  quantity: 1,
  sco1: 0,
  sco2: 0,
});

describe('catalogueUnitPrice', () => {
  it("prices a size, a product without variations, and nothing for a product gone from the catalogue", () => {
    const pricing = ctx({ personal: { priceListType: 1, s1: 5, s2: 0 } });
    expect(catalogueUnitPrice(snapshot, line(1, 1_000_100), pricing)).toBe(11.46);
    expect(catalogueUnitPrice(snapshot, line(6, 6), pricing)).toBe(1.11);
    expect(catalogueUnitPrice(snapshot, line(99, 99), pricing)).toBeNull();
  });
});

describe('crossCheckPrices', () => {
  it('logs each differing line with the article and both prices, and returns the changes', () => {
    const warnings: unknown[] = [];
    const log = { warn: (obj: unknown) => warnings.push(obj) } as unknown as ServiceLogger;
    const changes = crossCheckPrices(log, [
      { lineId: 'a', articleId: 1_000_100, erpUnitPrice: 15.08, catalogueUnitPrice: 12.06, suppliedPieces: 2 },
      { lineId: 'b', articleId: 6, erpUnitPrice: 1.17, catalogueUnitPrice: 1.17, suppliedPieces: 1 },
    ]);
    expect(changes.map((c) => c.lineId)).toEqual(['a']);
    expect(warnings).toEqual([
      { articleId: 1_000_100, lineId: 'a', upstreamUnitPrice: 15.08, catalogueUnitPrice: 12.06 },
    ]);
  });
});
