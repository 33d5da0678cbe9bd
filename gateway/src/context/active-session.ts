import { LOGIN_MESSAGES } from '../domain/messages.ts';
import type { SessionData } from '../session/session-data.ts';
import type { RequestContext } from './request-context.ts';
import { ServiceError } from './service-error.ts';

/**
 * The request's active session, or UNAUTHENTICATED; a session that has just expired says so
 * (`reason: 'SESSION_EXPIRED'`), so that the client can tell the user to log in again.
 */
export function requireActiveSession(ctx: RequestContext): SessionData {
  const state = ctx.session.state();
  if (state.status === 'ACTIVE') return state.data;
  if (state.status === 'EXPIRED')
    throw new ServiceError('UNAUTHENTICATED', LOGIN_MESSAGES.sessionExpired, { reason: 'SESSION_EXPIRED' });
  throw new ServiceError('UNAUTHENTICATED');
}
