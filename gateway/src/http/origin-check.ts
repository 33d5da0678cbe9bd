import type { FastifyInstance } from 'fastify';

/**
 * The origin (scheme, host and port) a request was addressed to, as a browser would write it in
 * Origin. The scheme is the request's own, or X-Forwarded-Proto from a trusted proxy.
 */
export function requestOrigin(protocol: string, host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Whether an Origin header names the same origin as the request's own, or an allowed one. */
export function isSameOrigin(origin: string, own: string | null, allowedOrigins: readonly string[]): boolean {
  let normalised: string;
  try {
    normalised = new URL(origin).origin;
  } catch {
    return false;
  }
  return normalised === own || allowedOrigins.some((allowed) => allowed.replace(/\/$/, '') === normalised);
}

/**
 * Cross-site request protection for state-changing requests: a browser always sends Origin on
 * a cross-site POST, and it must match the origin the request was sent to, scheme and port
 * included (http://shop and https://shop are different sites), or an allowed origin.
 * Requests without Origin (server-to-server, curl) pass: they carry no victim's cookie.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (isSameOrigin(origin, requestOrigin(request.protocol, request.headers.host), allowedOrigins)) return;
    request.log.info({ origin }, 'cross-site request refused');
    return reply.code(403).send({ error: 'cross-site request refused' });
  });
}
