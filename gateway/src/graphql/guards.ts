import type { SessionData } from '../session/session-data.ts';
import type { GraphQLContext } from './context.ts';
import { unauthenticated } from './errors.ts';

/** The active session, or UNAUTHENTICATED (with reason SESSION_EXPIRED when it just expired). */
export function requireSession(ctx: GraphQLContext): SessionData {
  const state = ctx.session.state();
  if (state.status === 'ACTIVE') return state.data;
  throw unauthenticated(state.status === 'EXPIRED');
}
