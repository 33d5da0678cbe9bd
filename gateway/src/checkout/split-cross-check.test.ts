import type { ServiceLogger } from '../context/service-logger.ts';
import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import type { CartLine } from '../domain/cart.ts';
import type { CatalogueProduct, CatalogueSize } from '../erp/models.ts';
import { crossCheckSplit, expectedSplit } from './split-cross-check.ts';

const size = (over: Partial<CatalogueSize>): CatalogueSize => ({
  name: 'M',
  articleId: 1_000_100,
  sku: 'TS0001-01-M',
  stock: 3,
  onOrderFromSupplier: 10,
  committedToCustomers: 8,
  customerPrice: 0,
  formerPrice: 0,
  basePrice: 3,
  priceWithVat: 3.66,
  listPrice: 4,
  tags: [],
  noWeb: false,
  promo: 0,
  printedCatalogue: 1,
  colourOrder: 1,
  sizeOrder: 1,
  ...over,
});
const product = {
  id: 1,
  variations: [{ color: '01-Bianco', hex: '#fff', images: [], sizes: [size({})] }],
  stock: 3,
  printedCatalogue: 1,
  tags: [],
} as unknown as CatalogueProduct;
const snapshot = { byId: new Map([[1, product]]) } as unknown as CatalogueSnapshot;
const line = (quantity: number, articleId = 1_000_100): CartLine => ({
  cartItemId: 'l1',
  productId: 1,
  articleId,
  sku: 'TS0001-01-M',
  name: 'T-shirt',
  color: '01-Bianco',
  size: 'M',
  quantity,
  sco1: 0,
  sco2: 0,
});

function recordingLog() {
  const warnings: unknown[] = [];
  return { warnings, log: { warn: (obj: unknown) => warnings.push(obj) } as unknown as ServiceLogger };
}

describe('order split cross-check', () => {
  it('computes the split from the catalogue: stock, then free arrivals, then reservable', () => {
    expect(expectedSplit(snapshot, line(8), null)).toEqual({ qtyOK: 3, qtyArr: 2, qtyPre: 3, qtyNO: 0 });
    expect(expectedSplit(snapshot, line(1, 999), null)).toBeNull();
  });

  it('logs a warning when the upstream disagrees, and stays quiet when it agrees', () => {
    const { warnings, log } = recordingLog();
    crossCheckSplit(
      log,
      line(8),
      { qtyOK: 3, qtyArr: 2, qtyPre: 3, qtyNO: 0 },
      expectedSplit(snapshot, line(8), null),
    );
    expect(warnings).toEqual([]);
    crossCheckSplit(
      log,
      line(8),
      { qtyOK: 1, qtyArr: 2, qtyPre: 5, qtyNO: 0 },
      expectedSplit(snapshot, line(8), null),
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        articleId: 1_000_100,
        upstream: { qtyOK: 1, qtyArr: 2, qtyPre: 5, qtyNO: 0 },
      }),
    ]);
  });
});
