// The offline package of one customer (design §5.11): the catalogue as that customer sees it,
// priced by the listing's own function (§5.1), with stock and arrivals as read, in columns.
// Its shape, shared with the web, is @shop/offline-package.

import { colourName } from '../catalogue/product-index.ts';
import { compareSizes } from '../catalogue/size-order.ts';
import { textColourFor } from '../catalogue/colour-contrast.ts';
import { imageUrl } from '../catalogue/media-urls.ts';
import { offlinePictures } from './offline-pictures.ts';
import { productPrice, productPriceInput, sizePriceInput } from '../catalogue/product-price.ts';
import { pageDescriptionHtml } from '../catalogue/sanitize-description.ts';
import { isSoldOut } from '../catalogue/sold-out.ts';
import { effectiveStock, freeArrivals, isSizeUnavailable, orderableQuantity } from '../domain/availability.ts';
import { computeUnitPrice, type PricingContext } from '../domain/pricing.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import { TimeSlices } from '../lib/time-slices.ts';
import type { ArticleColumns, OfflineCatalogue, OfflineFeatures } from '@shop/offline-package';
import type { TenantProfile } from '../tenants/profile.ts';

export const OFFLINE_PACKAGE_VERSION = 1;

/** The company's switches the device's listing and product page read, as online (Tenant.features). */
export function offlineFeatures(features: TenantProfile['features']): OfflineFeatures {
  const { filterSidebar, categoryFilter, tagFilter, colorSizeFilters, schoolOutletToggles, availabilityTable } = features;
  return { filterSidebar, categoryFilter, tagFilter, colorSizeFilters, schoolOutletToggles, availabilityTable };
}

function emptyCatalogue(): OfflineCatalogue {
  return {
    products: { id: [], sku: [], name: [], category: [], subcategory: [], brand: [], template: [], tags: [], alternativeCodes: [], image: [], unitLabel: [], isNew: [], promo: [], price: [], oldPrice: [], soldOut: [], printedCatalogue: [], shortDescription: [], descriptionHtml: [], fullDescription: [], pictures: [] },
    articles: { product: [], articleId: [], sku: [], colour: [], hex: [], textColour: [], size: [], price: [], oldPrice: [], stock: [], arriving: [], orderable: [], unavailable: [], promo: [] },
  };
}

/**
 * The catalogue in columns for one pricing context (null: the customer sees no prices). Sizes the
 * shop never shows (no-web) are left out, as online; a product with no size shown is, as online,
 * one article under its own id and price. Written a slice at a time: at 20,000 products the
 * columns took 860–880 ms in one go, a stall of every other request while an agent prepared.
 */
export async function offlineCatalogue(
  products: readonly CatalogueProduct[],
  pricing: PricingContext | null,
  missingStockDefault: number | null,
  slices: TimeSlices = new TimeSlices(),
): Promise<OfflineCatalogue> {
  const out = emptyCatalogue();
  const { products: P, articles: A } = out;
  for (const p of products) {
    const row = P.id.length;
    // Priced as online (priceResults): with no size shown, the product is one article of its own.
    if (!p.variations.some((v) => v.sizes.some((s) => !s.noWeb))) {
      const priced = pricing ? computeUnitPrice(productPriceInput(p), pricing) : null;
      const stock = effectiveStock(p.stock, missingStockDefault);
      pushArticle(A, row, p.id, p.sku, '', '', '', priced, { stock: Math.max(stock, 0), arriving: 0, orderable: Math.max(stock, 0) }, { unavailable: false, promo: false });
    } else {
      for (const v of p.variations) {
        const colour = colourName(v.color);
        for (const s of v.sizes) {
          if (s.noWeb) continue;
          const stock = effectiveStock(s.stock, missingStockDefault);
          const priced = pricing ? computeUnitPrice(sizePriceInput(p, s), pricing) : null;
          const unavailable = isSizeUnavailable({ ...s, stock });
          const quantities = {
            stock: Math.max(stock, 0),
            arriving: freeArrivals(s.onOrderFromSupplier, s.committedToCustomers),
            orderable: orderableQuantity(stock, s.onOrderFromSupplier, s.committedToCustomers),
          };
          pushArticle(A, row, s.articleId, s.sku || p.sku, colour, v.hex, s.name, priced, quantities, { unavailable, promo: s.promo > 0 });
        }
      }
    }
    P.id.push(p.id);
    P.sku.push(p.sku);
    P.name.push(p.name);
    P.category.push(p.category);
    P.subcategory.push(p.subcategory);
    P.brand.push(p.brand);
    P.template!.push(p.template);
    P.tags.push(p.tags);
    P.alternativeCodes!.push(p.alternativeCodes.join(' '));
    P.image.push(p.images[0] ? imageUrl(p.images[0]) : '');
    P.unitLabel.push(p.unitLabel);
    P.isNew.push(p.isNew);
    P.promo.push(p.promoFlag);
    const from = pricing ? productPrice(p, pricing) : null;
    P.price.push(from ? from.price.amount : null);
    P.oldPrice.push(from?.oldPrice ? from.oldPrice.amount : null);
    P.soldOut.push(isSoldOut(p, missingStockDefault));
    P.printedCatalogue!.push(p.printedCatalogue !== 0);
    // The product page's texts, as its resolvers give them online (product-detail.ts).
    P.shortDescription!.push(p.shortDescription);
    P.descriptionHtml!.push(pageDescriptionHtml(p) ?? '');
    P.fullDescription!.push(p.fullDescription);
    P.pictures!.push(JSON.stringify(offlinePictures(p)));
    if (slices.due()) await slices.next();
  }
  out.sizeOrder = [...new Set(A.size)].filter(Boolean).sort(compareSizes);
  return out;
}

function pushArticle(
  A: ArticleColumns,
  product: number,
  articleId: number,
  sku: string,
  colour: string,
  hex: string,
  size: string,
  priced: { price: number; oldPrice: number | null } | null,
  quantities: { stock: number; arriving: number; orderable: number },
  flags: { unavailable: boolean; promo: boolean },
): void {
  A.product.push(product);
  A.articleId.push(articleId);
  A.sku.push(sku);
  A.colour.push(colour);
  A.hex.push(hex);
  A.textColour.push(textColourFor(hex));
  A.size.push(size);
  A.price.push(priced ? priced.price : null);
  A.oldPrice.push(priced ? priced.oldPrice : null);
  A.stock.push(quantities.stock);
  A.arriving.push(quantities.arriving);
  A.orderable.push(quantities.orderable);
  A.unavailable.push(flags.unavailable);
  A.promo!.push(flags.promo);
}
