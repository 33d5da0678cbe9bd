import type { FastifyInstance } from 'fastify';
import type { SessionRevocations } from '../session/session-revocation.ts';
import { markRevokedCookie } from '../session/revoked-cookies.ts';

/**
 * Checks every request's session against the revocations before anything reads it: a revoked
 * session (logged out, replaced by a new login, or ended by a password change) is not read, so
 * the request goes on as anonymous; the cookie is rewritten only if the request saves a session.
 * Registered after the session plugin, whose onRequest hook decodes the cookie.
 */
export function registerSessionCheck(app: FastifyInstance, revocations: SessionRevocations): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.session?.get('auth') as Record<string, unknown> | undefined;
    if (!raw || typeof raw !== 'object') return;
    const { tenant, username, sid, gen } = raw;
    if (typeof tenant !== 'number' || typeof username !== 'string' || typeof sid !== 'string' || typeof gen !== 'number') return;
    if (await revocations.isRevoked({ tenant, username, sid, gen })) {
      request.log.info({ tenant, username }, 'revoked session presented');
      markRevokedCookie(request);
    }
  });
}
