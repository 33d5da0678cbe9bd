import type { ProductFilter, Resolvers } from '../generated/resolvers.ts';
import { cleanValues, queryListing, type ListingFilter } from '../../catalogue/listing.ts';
import { productCodeForArticle } from '../../catalogue/article-code-search.ts';
import { imageUrl } from '../../catalogue/media-urls.ts';
import { priceAudience, productPrice, settledPriceAudience } from '../../catalogue/product-price.ts';
import { activeShopNotice } from '../../catalogue/shop-notice.ts';
import { isSoldOut } from '../../catalogue/sold-out.ts';
import type { SessionData } from '../../session/session-data.ts';
import type { TenantProfile } from '../../tenants/profile.ts';
import { GatewayError } from '../errors.ts';
import { requireSession } from '../guards.ts';
import type { GraphQLContext } from '../context.ts';
import { isPastLastPage, pageOutOfRange } from '../page-out-of-range.ts';

/** Logged-out visitors see the catalogue only when the configuration allows it (spec §6). */
export function assertCatalogueVisible(ctx: GraphQLContext): void {
  if (!ctx.settings.productsWithoutLogin) requireSession(ctx);
}

/** The API's filter in the listing's terms; toggles a company does not have are ignored. */
export function toListingFilter(
  f: ProductFilter | null | undefined,
  profile: TenantProfile,
  session: SessionData | null,
): ListingFilter {
  const toggles = profile.features.schoolOutletToggles;
  const requiredTags = [
    ...(toggles && f?.school ? ['SCHOOL'] : []),
    ...(toggles && f?.outlet ? ['OUTLET'] : []),
  ];
  return {
    values: {
      brands: cleanValues(f?.brands),
      category: cleanValues(f?.category),
      subcategory: cleanValues(f?.subcategory),
      templates: cleanValues(f?.templates),
      tag: cleanValues(f?.tag),
      size: cleanValues(f?.size),
      color: cleanValues(f?.color),
    },
    promo: f?.promo ?? false,
    name: f?.name ?? undefined,
    requiredTags,
    printedCatalogue: f?.printedCatalogue ?? false,
    // 'Consigliati' exists for company 1 only; elsewhere the recommended listing is empty.
    ids: f?.recommended
      ? new Set(profile.features.recommended ? (session?.recommended ?? []) : [])
      : undefined,
  };
}

export const catalogueResolvers: Resolvers = {
  Query: {
    shopNotice: (_p, _a, ctx) => activeShopNotice(ctx.settings.shopNotice, new Date()),
    products: async (_p, { filter, page, pageSize }, ctx) => {
      assertCatalogueVisible(ctx);
      if ((page ?? 1) < 1 || (pageSize ?? 42) < 1) throw new GatewayError('BAD_USER_INPUT');
      const [snapshot] = await Promise.all([ctx.tenant.catalogue.get(), priceAudience(ctx)]);
      const name = await productCodeForArticle(snapshot, filter?.name);
      const result = queryListing(snapshot.index, {
        filter: toListingFilter(filter && { ...filter, name }, ctx.tenant.profile, ctx.session.active()),
        page: page ?? 1,
        pageSize: pageSize ?? 42,
      });
      if (isPastLastPage(page ?? 1, result.pageCount)) throw pageOutOfRange(page ?? 1, result.pageCount);
      const f = result.facets;
      return {
        ...result,
        items: result.items.map((i) => i.product),
        facets: {
          categories: f.category,
          subcategories: f.subcategory,
          brands: f.brands,
          templates: f.templates,
          tags: f.tag,
          sizes: f.size,
          colors: f.color,
          promoCount: result.promoCount,
        },
      };
    },
  },
  Money: {
    // Every amount of a company that marks its prices carries the marker: each display shows it.
    marker: (_m, _a, ctx) => ctx.tenant.profile.features.priceMarker,
  },
  Product: {
    id: (p) => String(p.id),
    image: (p) => (p.images[0] ? { url: imageUrl(p.images[0]), alt: p.name } : null),
    images: (p) => p.images.map((name) => ({ url: imageUrl(name), alt: p.name })),
    brand: (p) => p.brand || null,
    category: (p) => p.category || null,
    subcategory: (p) => p.subcategory || null,
    template: (p) => p.template || null,
    shortDescription: (p) => p.shortDescription || null,
    price: (p, _a, ctx) => {
      // A listing has settled the audience already: 42 cards then need no promise each.
      const known = settledPriceAudience(ctx);
      if (known !== undefined) return known ? productPrice(p, known) : null;
      return priceAudience(ctx).then((pricing) => (pricing ? productPrice(p, pricing) : null));
    },
    promoBadge: (p, _a, ctx) => p.promoFlag && (ctx.session.active()?.user.showPromo ?? false),
    soldOut: (p, _a, ctx) => isSoldOut(p, ctx.tenant.profile.rules.missingStockDefault),
  },
};
