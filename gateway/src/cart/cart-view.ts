import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { imageUrl } from '../catalogue/media-urls.ts';
import { colourName } from '../catalogue/product-index.ts';
import { articlePriceInput, presentPrice, priceAudience } from '../catalogue/product-price.ts';
import { effectiveStock, orderableQuantity } from '../domain/availability.ts';
import { freeShippingGap, lineQuantityCap, previewUnitAmount, quantityInCart, type CartLine } from '../domain/cart.ts';
import { sumLineTotals, toMoney } from '../domain/money.ts';
import { computeUnitPrice, type PricingContext } from '../domain/pricing.ts';
import type { WishlistItem } from '../domain/wishlist.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { CatalogueProduct, CatalogueSize } from '../erp/models.ts';
import type { CartLineView, CartView, WishlistView } from './cart-view-model.ts';

function findSize(product: CatalogueProduct, articleId: number): CatalogueSize | null {
  for (const v of product.variations) {
    const size = v.sizes.find((s) => s.articleId === articleId);
    if (size) return size;
  }
  return null;
}

function lineView(
  line: CartLine,
  cart: readonly CartLine[],
  snapshot: CatalogueSnapshot,
  pricing: PricingContext | null,
  missingStockDefault: number | null,
  useCustomerPrice: boolean,
): { view: CartLineView; unitAmount: number | null; previewAmount: number | null } {
  const product = snapshot.byId.get(line.productId) ?? null;
  const size = product ? findSize(product, line.articleId) : null;
  const priced =
    product && pricing
      ? computeUnitPrice(articlePriceInput(product, size), pricing)
      : null;
  // A product gone from the catalogue has no stock to offer; its line stays until removed.
  const stock = !product
    ? 0
    : size
      ? orderableQuantity(effectiveStock(size.stock, missingStockDefault), size.onOrderFromSupplier, size.committedToCustomers)
      : effectiveStock(product.stock, missingStockDefault);
  const imageName = line.image ?? product?.images[0] ?? null;
  const customerPrice = size ? size.customerPrice : (product?.customerPrice ?? 0);
  const previewAmount = priced ? previewUnitAmount(priced.price, customerPrice, useCustomerPrice) : null;
  return {
    unitAmount: priced ? priced.price : null,
    previewAmount,
    view: {
      id: line.cartItemId,
      product,
      productId: String(line.productId),
      articleId: String(line.articleId),
      sku: line.sku,
      name: line.name,
      color: line.color,
      colorName: line.color ? colourName(line.color) : null,
      size: line.size,
      quantity: line.quantity,
      image: imageName ? { url: imageUrl(imageName), alt: line.name } : null,
      unitPrice: priced && product ? presentPrice(priced, product.unitLabel) : null,
      lineTotal: priced ? toMoney(priced.price * line.quantity, 'EUR') : null,
      previewTotal: previewAmount === null ? null : toMoney(previewAmount * line.quantity, 'EUR'),
      available: Math.max(Math.floor(stock - quantityInCart(cart, line.articleId)), 0),
      maxQuantity: lineQuantityCap(cart, line, stock),
    },
  };
}

/**
 * The cart as the viewer sees it: unit prices computed for the viewer (none when prices are
 * hidden), line totals rounded then summed, the header preview's totals, and the free-shipping
 * notice from the configured threshold.
 */
export async function presentCart(ctx: RequestContext, cart: readonly CartLine[]): Promise<CartView> {
  const snapshot = await ctx.tenant.catalogue.get();
  const pricing = await priceAudience(ctx);
  const missingStockDefault = ctx.tenant.profile.rules.missingStockDefault;
  const useCustomerPrice = ctx.tenant.profile.rules.cartPreviewUsesCustomerPrice;
  const lines = cart.map((line) =>
    lineView(line, cart, snapshot, pricing, missingStockDefault, useCustomerPrice),
  );
  const pricedLines = (amountOf: (l: (typeof lines)[number]) => number | null) =>
    lines.flatMap((l, i) => {
      const price = amountOf(l);
      return price === null ? [] : [{ price, quantity: cart[i]?.quantity ?? 0 }];
    });
  const total = pricing ? sumLineTotals(pricedLines((l) => l.unitAmount)) : null;
  const previewTotal = pricing ? sumLineTotals(pricedLines((l) => l.previewAmount)) : null;
  const threshold = ctx.settings.freeShippingAmount;
  const gap = total === null ? null : freeShippingGap(total, threshold);
  return {
    lines: lines.map((l) => l.view),
    lineCount: cart.length,
    itemCount: cart.reduce((sum, l) => sum + l.quantity, 0),
    total: total === null ? null : toMoney(total, 'EUR'),
    previewTotal: previewTotal === null ? null : toMoney(previewTotal, 'EUR'),
    freeShipping: gap
      ? {
          threshold: toMoney(threshold, 'EUR'),
          gap: toMoney(gap.gap, 'EUR'),
          reached: gap.reached,
          message: gap.text,
        }
      : null,
  };
}

export async function presentWishlist(
  ctx: RequestContext,
  items: readonly WishlistItem[],
): Promise<WishlistView> {
  const snapshot = await ctx.tenant.catalogue.get();
  return {
    items: items.map((i) => {
      const product = snapshot.byId.get(i.id) ?? null;
      const imageName = i.image ?? product?.images[0] ?? null;
      return {
        id: String(i.id),
        product,
        sku: i.sku,
        name: i.name,
        image: imageName ? { url: imageUrl(imageName), alt: i.name } : null,
      };
    }),
    count: items.length,
  };
}
