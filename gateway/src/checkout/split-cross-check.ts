import type { ServiceLogger } from '../context/service-logger.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import type { CartLine } from '../domain/cart.ts';
import { splitLine, type LineSplit } from '../domain/order-split.ts';
import type { CatalogueProduct, CatalogueSize } from '../erp/models.ts';

function sizeOf(product: CatalogueProduct, articleId: number): CatalogueSize | null {
  for (const v of product.variations) {
    const size = v.sizes.find((s) => s.articleId === articleId);
    if (size) return size;
  }
  return null;
}

/** The article's catalogue flag (1 when the supplier can still deliver), 0 when unknown. */
export function printedCatalogueOf(snapshot: CatalogueSnapshot, line: CartLine): number {
  const product = snapshot.byId.get(line.productId);
  if (!product) return 0;
  return sizeOf(product, line.articleId)?.printedCatalogue ?? product.printedCatalogue;
}

/** The split the shop computes from its catalogue (design §5.2), or null for an article it no longer lists. */
export function expectedSplit(
  snapshot: CatalogueSnapshot,
  line: CartLine,
  missingStockDefault: number | null,
): LineSplit | null {
  const product = snapshot.byId.get(line.productId);
  if (!product) return null;
  const size = product.variations.length > 0 ? sizeOf(product, line.articleId) : null;
  if (product.variations.length > 0 && !size) return null;
  return splitLine(
    {
      quantity: line.quantity,
      stock: size ? size.stock : product.stock,
      onOrderFromSupplier: size?.onOrderFromSupplier ?? 0,
      committedToCustomers: size?.committedToCustomers ?? 0,
      printedCatalogue: size?.printedCatalogue ?? product.printedCatalogue,
      tags: size?.tags ?? product.tags,
    },
    missingStockDefault,
  );
}

const same = (a: LineSplit, b: LineSplit) =>
  a.qtyOK === b.qtyOK && a.qtyArr === b.qtyArr && a.qtyPre === b.qtyPre && a.qtyNO === b.qtyNO;

/**
 * The upstream's split is the one ordered (its stock is live; the catalogue may be minutes old),
 * but a disagreement with the shop's own rule is logged: it shows a stale catalogue or a rule
 * that drifted between the ERP and the shop.
 */
export function crossCheckSplit(
  log: ServiceLogger,
  line: CartLine,
  upstream: LineSplit,
  expected: LineSplit | null,
): void {
  if (expected && !same(expected, upstream)) {
    log.warn(
      { articleId: line.articleId, quantity: line.quantity, upstream, expected },
      'order split differs from the upstream',
    );
  }
}
