import type { RequestContext } from '../context/request-context.ts';

/** Stock and arrivals detail: logged in, or the logged-out quantity flag (spec §6). */
export function quantitiesVisible(ctx: RequestContext): boolean {
  return ctx.session.active() !== null || ctx.settings.anonymousQuantities;
}
