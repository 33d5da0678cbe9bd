import type { FastifyInstance } from 'fastify';

/**
 * Cross-site request protection for state-changing requests: a browser always sends Origin on
 * a cross-site POST, and it must match the host the request was sent to (or an allowed origin).
 * Requests without Origin (server-to-server, curl) pass: they carry no victim's cookie.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return reply.code(403).send({ error: 'bad origin' });
    }
    if (originHost === request.headers.host || allowedOrigins.includes(origin)) return;
    return reply.code(403).send({ error: 'cross-site request refused' });
  });
}
