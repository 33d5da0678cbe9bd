import type { ServiceLogger } from '../context/service-logger.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { articlePriceInput } from '../catalogue/product-price.ts';
import type { CartLine } from '../domain/cart.ts';
import { priceChanges, type PriceChange, type PricedCheckoutLine } from '../domain/price-check.ts';
import { computeUnitPrice, type PricingContext } from '../domain/pricing.ts';

/**
 * The unit price the shop's catalogue gives the line for the customer, as the cart shows it (the
 * size's price, else the product's own); null when the product left the catalogue.
 */
export function catalogueUnitPrice(
  snapshot: CatalogueSnapshot,
  line: CartLine,
  pricing: PricingContext,
): number | null {
  const product = snapshot.byId.get(line.productId);
  if (!product) return null;
  const size = product.variations.flatMap((v) => v.sizes).find((s) => s.articleId === line.articleId);
  return computeUnitPrice(articlePriceInput(product, size), pricing).price;
}

/**
 * The ERP's price is the one ordered (it may have changed minutes ago; the catalogue is a copy),
 * but every line where it differs from the price the shop showed is reported, for the buyer to
 * confirm, and logged: a stale catalogue, or a rule that drifted between the ERP and the shop.
 */
export function crossCheckPrices(log: ServiceLogger, lines: readonly PricedCheckoutLine[]): PriceChange[] {
  const changes = priceChanges(lines);
  for (const c of changes) {
    log.warn(
      { articleId: c.articleId, lineId: c.lineId, upstreamUnitPrice: c.unitPrice, catalogueUnitPrice: c.previousUnitPrice },
      'unit price differs from the upstream',
    );
  }
  return changes;
}
