import type { GraphQLContext } from '../graphql/context.ts';

/** Stock and arrivals detail: logged in, or the logged-out quantity flag (spec §6). */
export function quantitiesVisible(ctx: GraphQLContext): boolean {
  return ctx.session.active() !== null || ctx.services.env.ANON_SHOW_QUANTITIES;
}
