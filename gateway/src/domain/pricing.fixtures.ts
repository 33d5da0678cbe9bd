import type { TenantId } from '../tenants/profile.ts';
import { TENANT_PROFILES } from '../tenants/profiles.ts';
import type { PriceInput, PricingContext } from './pricing.ts';

/** Test fixtures of the pricing tables and properties: one article and its customer context. */
export const ART = 7;

export function size(over: Partial<PriceInput> = {}): PriceInput {
  return { articleId: ART, listPrice: 120, base: 100, customerPrice: 0, promo: 0, markupPercent: 0, ...over };
}

export interface CtxOpts {
  /** The company whose profile gives the pricing rules (1 when absent). */
  tenantId?: TenantId;
  personal?: PricingContext['personal'];
  condition?: { pre: number; sco: number };
  lastPrice?: number;
  noSco?: boolean;
}

export function ctx(o: CtxOpts = {}): PricingContext {
  return {
    rules: TENANT_PROFILES[o.tenantId ?? 1].rules,
    personal: o.personal === undefined ? null : o.personal,
    conditions: new Map(o.condition ? [[ART, o.condition]] : []),
    lastPrices: new Map(o.lastPrice !== undefined ? [[ART, o.lastPrice]] : []),
    itemsNoSco: new Set(o.noSco ? [ART] : []),
  };
}
