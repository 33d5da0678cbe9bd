import { GatewayError } from '../errors.ts';
import { productBySku } from '../../articles/articles-service.ts';
import { ARTICLES_TEXTS } from '../../articles/article-reading.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { textColourFor } from '../../catalogue/colour-contrast.ts';
import { colourName } from '../../catalogue/product-index.ts';
import { fileUrl, imageUrl } from '../../catalogue/media-urls.ts';
import { colourGallery } from '../../catalogue/gallery-images.ts';
import { productReviews } from '../../catalogue/product-reviews.ts';
import { priceAudience, presentPrice, priceResults, sizePriceInput } from '../../catalogue/product-price.ts';
import { pageDescriptionHtml } from '../../catalogue/sanitize-description.ts';
import { quantitiesVisible } from '../../catalogue/viewer-visibility.ts';
import {
  availabilityText,
  arrivalsText,
  effectiveStock,
  freeArrivals,
  isSizeUnavailable,
  orderableQuantity,
} from '../../domain/availability.ts';
import { toMoney } from '../../domain/money.ts';
import { computeUnitPrice, fromPrice } from '../../domain/pricing.ts';
import { isAgent } from '../../session/viewer.ts';
import type { GraphQLContext } from '../context.ts';
import { cartQuantityOf } from '../../cart/cart-quantities.ts';

const stockOf = (ctx: GraphQLContext, stock: number | null) =>
  effectiveStock(stock, ctx.tenant.profile.rules.missingStockDefault);

export const productDetailResolvers: Resolvers = {
  Query: {
    product: async (_p, { id, sku }, ctx) => {
      if ((id == null) === (sku == null)) throw new GatewayError('BAD_USER_INPUT', ARTICLES_TEXTS.skuOrId);
      if (sku != null) return productBySku(ctx, sku);
      if (ctx.session.active() === null && !ctx.settings.productsWithoutLogin) return null;
      const snapshot = await ctx.tenant.catalogue.get();
      return snapshot.byId.get(Number(id)) ?? null;
    },
  },
  Product: {
    articleId: (p) => String(p.id),
    inCart: (p, _a, ctx) => cartQuantityOf(ctx, p.id),
    maxQuantity: async (p, _a, ctx) => Math.max(0, stockOf(ctx, p.stock) - (await cartQuantityOf(ctx, p.id))),
    availabilityText: async (p, _a, ctx) => availabilityText(stockOf(ctx, p.stock), await cartQuantityOf(ctx, p.id)).text,
    stock: (p, _a, ctx) => (quantitiesVisible(ctx) ? stockOf(ctx, p.stock) : null),
    variations: (p, { outlet }) =>
      p.variations
        .map((variation) => ({
          product: p,
          variation,
          sizes: variation.sizes.filter((s) => !s.noWeb && (!outlet || s.promo > 0)),
        }))
        .filter((v) => v.sizes.length > 0),
    files: (p) =>
      p.files.map((name) => ({ name, url: fileUrl(name), type: (name.split('.').pop() ?? '').toLowerCase() })),
    technicalSheetUrl: (p, _a, ctx) => (ctx.tenant.profile.features.technicalSheet ? fileUrl(`${p.sku}.pdf`) : null),
    descriptionHtml: (p) => pageDescriptionHtml(p),
    fullDescription: (p) => p.fullDescription || null,
    affiliateLink: (p) => (/^https?:\/\//.test(p.affiliateLink) ? p.affiliateLink : null),
    rating: (p) => p.rating,
    reviews: (p, { limit }, ctx) => productReviews(ctx, p.id, limit),
    season: (p) => p.season || null,
    alternativeCodes: (p) => p.alternativeCodes,
    priceSteps: async (p, _a, ctx) => {
      const session = ctx.session.active();
      if (!session || !isAgent(session)) return null;
      const pricing = await priceAudience(ctx);
      const best = pricing ? fromPrice(priceResults(p, pricing)) : null;
      return best
        ? best.steps.map((s) => ({ kind: s.kind, label: s.label, before: toMoney(s.before, 'EUR'), after: toMoney(s.after, 'EUR') }))
        : null;
    },
    related: async (p, { limit }, ctx) => {
      if (!p.category) return [];
      const snapshot = await ctx.tenant.catalogue.get();
      const max = Math.min(Math.max(0, limit ?? 1000), 1000);
      return snapshot.products.filter((x) => x.category === p.category && x.id !== p.id).slice(0, max);
    },
  },
  Variation: {
    color: (v) => v.variation.color,
    name: (v) => colourName(v.variation.color),
    hex: (v) => v.variation.hex,
    textColor: (v) => textColourFor(v.variation.hex),
    images: (v) =>
      colourGallery(v.product, v.variation).map(({ name, colour }) => ({
        url: imageUrl(name),
        alt: colour ? `${v.product.name} ${colourName(colour)}` : v.product.name,
      })),
    sizes: (v) => v.sizes.map((size) => ({ product: v.product, size })),
  },
  SizeOption: {
    id: (s) => String(s.size.articleId),
    name: (s) => s.size.name,
    sku: (s) => s.size.sku,
    unavailable: (s, _a, ctx) => isSizeUnavailable({ ...s.size, stock: stockOf(ctx, s.size.stock) }),
    stock: (s, _a, ctx) => (quantitiesVisible(ctx) ? stockOf(ctx, s.size.stock) : null),
    arrivals: (s, _a, ctx) => (quantitiesVisible(ctx) ? freeArrivals(s.size.onOrderFromSupplier, s.size.committedToCustomers) : null),
    availability: async (s, _a, ctx) =>
      availabilityText(stockOf(ctx, s.size.stock), await cartQuantityOf(ctx, s.size.articleId)).kind,
    availabilityText: async (s, _a, ctx) =>
      availabilityText(stockOf(ctx, s.size.stock), await cartQuantityOf(ctx, s.size.articleId)).text,
    arrivalsText: (s) => arrivalsText(freeArrivals(s.size.onOrderFromSupplier, s.size.committedToCustomers)) || null,
    inCart: (s, _a, ctx) => cartQuantityOf(ctx, s.size.articleId),
    maxQuantity: async (s, _a, ctx) =>
      Math.max(
        0,
        orderableQuantity(stockOf(ctx, s.size.stock), s.size.onOrderFromSupplier, s.size.committedToCustomers) -
          (await cartQuantityOf(ctx, s.size.articleId)),
      ),
    price: async (s, _a, ctx) => {
      const pricing = await priceAudience(ctx);
      return pricing ? presentPrice(computeUnitPrice(sizePriceInput(s.product, s.size), pricing), s.product.unitLabel) : null;
    },
    promo: (s) => s.size.promo > 0,
  },
};
