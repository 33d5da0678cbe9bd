import type { RequestContext } from '../context/request-context.ts';
import type { SessionData } from './session-data.ts';

/**
 * Starts a session for a user who has just proved who they are: a new session id and the
 * user's current generation go into the cookie, and the session the browser held before (if
 * any) is revoked, so that a copy of the old cookie is worth nothing.
 */
export async function startSession(ctx: RequestContext, data: Omit<SessionData, 'sid' | 'gen'>): Promise<SessionData> {
  const { sessions } = ctx.stores;
  const previous = ctx.session.active();
  if (previous) await sessions.revoke(previous.sid);
  const session: SessionData = {
    ...data,
    sid: sessions.newSessionId(),
    gen: await sessions.generation(data.tenant, data.username),
  };
  ctx.session.save(session);
  return session;
}

/** Logout: the session id is revoked, not only the cookie cleared, so a saved copy is refused. */
export async function endSession(ctx: RequestContext): Promise<void> {
  const current = ctx.session.active();
  if (current) await ctx.stores.sessions.revoke(current.sid);
  ctx.session.clear();
}

/**
 * Ends every session of a user (after a password change, say). The session making the request,
 * when it is that user's, continues under the new generation with the given password.
 */
export async function revokeSessions(ctx: RequestContext, username: string, newPassword?: string): Promise<void> {
  const tenant = ctx.tenant.profile.id;
  const gen = await ctx.stores.sessions.revokeUser(tenant, username);
  const current = ctx.session.active();
  if (current && current.username.toLowerCase() === username.toLowerCase()) {
    await ctx.stores.sessions.revoke(current.sid);
    ctx.session.save({ ...current, sid: ctx.stores.sessions.newSessionId(), gen, password: newPassword ?? current.password });
  }
}
