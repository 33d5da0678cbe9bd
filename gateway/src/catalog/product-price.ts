import type { GraphQLContext } from '../graphql/context.ts';
import { toMoney } from '../domain/money.ts';
import {
  computeUnitPrice,
  fromPrice,
  type PriceInput,
  type PriceResult,
  type PricingContext,
} from '../domain/pricing.ts';
import type { TenantId } from '../tenants/profile.ts';
import type { CatalogueProduct, CatalogueSize, PricingContextData } from '../upstream/types.ts';

const perRequest = new WeakMap<object, Promise<PricingContext | null>>();
/** The audience once known, so that the fields of a page of products read it without a promise each. */
const settled = new WeakMap<object, PricingContext | null>();

export function toPricingContext(tenantId: TenantId, data: PricingContextData | null): PricingContext {
  return {
    tenantId,
    personal: data?.personal ?? null,
    conditions: new Map((data?.conditions ?? []).map((c) => [c.articleId, { pre: c.pre, sco: c.sco }])),
    lastPrices: new Map((data?.lastPrices ?? []).map((l) => [l.articleId, l.price])),
    itemsNoSco: new Set(data?.itemsNoSco ?? []),
  };
}

/**
 * Whether this viewer sees prices, and with which pricing context: null means no prices
 * (logged out without the flag; company 4 without showPrice). Computed once per request.
 */
export function priceAudience(ctx: GraphQLContext): Promise<PricingContext | null> {
  let hit = perRequest.get(ctx.request);
  if (!hit) {
    hit = resolveAudience(ctx).then((audience) => {
      settled.set(ctx.request, audience);
      return audience;
    });
    perRequest.set(ctx.request, hit);
  }
  return hit;
}

/** The audience if this request has already resolved it, else undefined. */
export function settledPriceAudience(ctx: GraphQLContext): PricingContext | null | undefined {
  return settled.get(ctx.request);
}

async function resolveAudience(ctx: GraphQLContext): Promise<PricingContext | null> {
  const tenantId = ctx.tenant.profile.id;
  const session = ctx.session.active();
  if (!session) return ctx.services.env.ANON_SHOW_PRICES ? toPricingContext(tenantId, null) : null;
  if (ctx.tenant.profile.rules.pricesRequireShowPrice && !session.user.showPrice) return null;
  const data = await ctx.tenant.pricing.get(session, session.customer?.id ?? 0);
  return toPricingContext(tenantId, data);
}

export function sizePriceInput(p: CatalogueProduct, s: CatalogueSize): PriceInput {
  return {
    articleId: s.articleId,
    preLis: s.preLis,
    base: s.priceNoSco > 0 ? s.priceNoSco : p.price,
    pricesco: s.pricesco,
    promo: s.promo,
    altdat2: p.markupPercent,
  };
}

/** A product without variations is priced as one article whose id is the product's. */
export function productPriceInput(p: CatalogueProduct): PriceInput {
  return {
    articleId: p.id,
    preLis: p.price,
    base: p.price,
    pricesco: p.pricesco,
    promo: p.promo,
    altdat2: p.markupPercent,
  };
}

export function priceResults(p: CatalogueProduct, pricing: PricingContext): PriceResult[] {
  const sizes = p.variations.flatMap((v) => v.sizes.filter((s) => !s.noWeb));
  if (sizes.length === 0) return [computeUnitPrice(productPriceInput(p), pricing)];
  return sizes.map((s) => computeUnitPrice(sizePriceInput(p, s), pricing));
}

export function presentPrice(r: PriceResult, unitLabel: string) {
  return {
    price: toMoney(r.price, 'EUR'),
    oldPrice: r.oldPrice !== null ? toMoney(r.oldPrice, 'EUR') : null,
    unitLabel: unitLabel || null,
  };
}

/** The 'from' price of a product: its lowest size price. */
export function productPrice(p: CatalogueProduct, pricing: PricingContext) {
  const best = fromPrice(priceResults(p, pricing));
  return best ? presentPrice(best, p.unitLabel) : null;
}
