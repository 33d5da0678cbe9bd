import { requireActiveSession } from '../context/active-session.ts';
import type { SessionData } from '../session/session-data.ts';
import type { GraphQLContext } from './context.ts';

/** The active session, or UNAUTHENTICATED (with reason SESSION_EXPIRED when it just expired). */
export function requireSession(ctx: GraphQLContext): SessionData {
  return requireActiveSession(ctx);
}
