import { servedCustomerId } from '../session/viewer.ts';
import type { RequestContext } from '../context/request-context.ts';
import { toMoney } from '../domain/money.ts';
import { seesPrices } from '../domain/price-visibility.ts';
import {
  computeUnitPrice,
  fromPrice,
  type PriceInput,
  type PriceResult,
  type PricingContext,
  type PricingRules,
} from '../domain/pricing.ts';
import type { SessionData } from '../session/session-data.ts';
import type { CatalogueProduct, CatalogueSize, PricingContextData } from '../erp/models.ts';

const AUDIENCE = Symbol('price audience');
/** The audience once known, so that the fields of a page of products read it without a promise each. */
const SETTLED_AUDIENCE = Symbol('settled price audience');

/** The pricing context of a viewer: the company's rules (its profile's) and the customer's data. */
export function toPricingContext(rules: PricingRules, data: PricingContextData | null): PricingContext {
  return {
    rules,
    personal: data?.personal ?? null,
    conditions: new Map((data?.conditions ?? []).map((c) => [c.articleId, { pre: c.pre, sco: c.sco }])),
    lastPrices: new Map((data?.lastPrices ?? []).map((l) => [l.articleId, l.price])),
    itemsNoSco: new Set(data?.itemsNoSco ?? []),
  };
}

/** Whether the viewer of this request (`session` null when logged out) sees prices at all. */
export function viewerSeesPrices(ctx: RequestContext, session: SessionData | null): boolean {
  return seesPrices(session?.user ?? null, {
    anonymousPrices: ctx.settings.anonymousPrices,
    pricesRequireShowPrice: ctx.tenant.profile.rules.pricesRequireShowPrice,
  });
}

/**
 * Whether this viewer sees prices, and with which pricing context: null means no prices
 * (logged out without the flag; company 4 without showPrice). Computed once per request.
 */
export function priceAudience(ctx: RequestContext): Promise<PricingContext | null> {
  return ctx.memo.once(AUDIENCE, () =>
    resolveAudience(ctx).then((audience) => ctx.memo.set(SETTLED_AUDIENCE, audience)),
  );
}

/** The audience if this request has already resolved it, else undefined. */
export function settledPriceAudience(ctx: RequestContext): PricingContext | null | undefined {
  return ctx.memo.get<PricingContext | null>(SETTLED_AUDIENCE);
}

async function resolveAudience(ctx: RequestContext): Promise<PricingContext | null> {
  const rules = ctx.tenant.profile.rules;
  const session = ctx.session.active();
  if (!viewerSeesPrices(ctx, session)) return null;
  if (!session) return anonymousContextOf(rules);
  const data = await ctx.tenant.pricing.get(session, servedCustomerId(session) ?? 0);
  return contextOf(rules, data);
}

/** One anonymous context per company's rules, so that its prices are remembered too. */
const anonymousContexts = new WeakMap<PricingRules, PricingContext>();
function anonymousContextOf(rules: PricingRules): PricingContext {
  let built = anonymousContexts.get(rules);
  if (!built) anonymousContexts.set(rules, (built = toPricingContext(rules, null)));
  return built;
}

/**
 * The customer's pricing data stays the same object for the cache's whole period, so its maps
 * (conditions, last prices: thousands of entries for some customers) are built once per period,
 * not once per request.
 */
const builtContexts = new WeakMap<PricingContextData, PricingContext>();
function contextOf(rules: PricingRules, data: PricingContextData): PricingContext {
  let built = builtContexts.get(data);
  if (!built || built.rules !== rules) {
    built = toPricingContext(rules, data);
    builtContexts.set(data, built);
  }
  return built;
}

export function sizePriceInput(p: CatalogueProduct, s: CatalogueSize): PriceInput {
  return {
    articleId: s.articleId,
    listPrice: s.listPrice,
    base: s.basePrice > 0 ? s.basePrice : p.price,
    customerPrice: s.customerPrice,
    promo: s.promo,
    markupPercent: p.markupPercent,
  };
}

/** A product without variations is priced as one article whose id is the product's. */
export function productPriceInput(p: CatalogueProduct): PriceInput {
  return {
    articleId: p.id,
    listPrice: p.price,
    base: p.price,
    customerPrice: p.customerPrice,
    // A product's `promo` is a 0/1 flag (promo prices live on sizes): a flagged product without
    // variations offers its discounted price as the promo price, never the flag itself (1,00 €).
    promo: p.promo > 0 ? p.customerPrice : 0,
    markupPercent: p.markupPercent,
  };
}

/** The price input of one article: its size's when it has one, else the product's own. */
export function articlePriceInput(p: CatalogueProduct, s: CatalogueSize | null | undefined): PriceInput {
  return s ? sizePriceInput(p, s) : productPriceInput(p);
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

export type PresentedPrice = ReturnType<typeof presentPrice>;

/**
 * 'From' prices already computed, per pricing context and product. Both stay the same objects
 * for a cache period (the context) and a snapshot (the product), so a customer browsing the same
 * pages prices each product once, not once per request; both keys are weak, so a new snapshot or
 * an expired context lets its prices go.
 */
const fromPrices = new WeakMap<PricingContext, WeakMap<CatalogueProduct, PresentedPrice | null>>();

/** The 'from' price of a product: its lowest size price. */
export function productPrice(p: CatalogueProduct, pricing: PricingContext): PresentedPrice | null {
  let known = fromPrices.get(pricing);
  if (!known) fromPrices.set(pricing, (known = new WeakMap()));
  let presented = known.get(p);
  if (presented === undefined) {
    const best = fromPrice(priceResults(p, pricing));
    presented = best ? presentPrice(best, p.unitLabel) : null;
    known.set(p, presented);
  }
  return presented;
}
