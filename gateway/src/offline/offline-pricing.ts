import { toPricingContext, viewerSeesPrices } from '../catalogue/product-price.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { PricingContext } from '../domain/pricing.ts';
import type { SessionData } from '../session/session-data.ts';

/**
 * The pricing context the listing uses once this session has chosen `customerId`: the same
 * company rules and the same cached customer data (design §5.1), so the device holds exactly the
 * prices the shop would show; null when this login sees no prices.
 */
export async function priceAudienceFor(
  ctx: RequestContext,
  session: SessionData,
  customerId: number,
): Promise<PricingContext | null> {
  if (!viewerSeesPrices(ctx, session)) return null;
  const data = await ctx.tenant.pricing.get(session, customerId);
  return toPricingContext(ctx.tenant.profile.rules, data);
}
