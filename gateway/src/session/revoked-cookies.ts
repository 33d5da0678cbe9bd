import type { FastifyRequest } from 'fastify';

const revoked = new WeakSet<FastifyRequest>();

/**
 * Requests whose cookie carries a revoked session (http/session-check.ts). Such a request goes
 * on as anonymous, but its cookie is left as it is: the browser may have sent it just before
 * another reply (a password change, a login) gave it a new cookie, and an answer that rewrote
 * the cookie would then log the user out.
 */
export function markRevokedCookie(request: FastifyRequest): void {
  revoked.add(request);
}

export function carriesRevokedCookie(request: FastifyRequest): boolean {
  return revoked.has(request);
}
