import { effectiveStock, orderableQuantity } from '../domain/availability.ts';
import type { CatalogueProduct } from '../erp/models.ts';

/**
 * The listing's 'sold out' hint: no size shown on the web can be ordered any more (no stock and
 * no free arrivals from the supplier, by the availability rule). A product without variations
 * is sold out when its own stock is exhausted. The viewer's cart does not count: the hint is
 * about the shop's stock, the same for everyone.
 */
export function isSoldOut(
  product: Pick<CatalogueProduct, 'stock' | 'variations'>,
  missingStockDefault: number | null,
): boolean {
  const sizes = product.variations.flatMap((v) => v.sizes).filter((s) => !s.noWeb);
  if (sizes.length === 0) return effectiveStock(product.stock, missingStockDefault) <= 0;
  return sizes.every((s) => orderableQuantity(effectiveStock(s.stock, missingStockDefault), s.onOrderFromSupplier, s.committedToCustomers) <= 0);
}
