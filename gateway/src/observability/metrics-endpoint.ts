import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/** Where Prometheus scrapes: a bearer token of its own (METRICS_TOKEN) or a port of its own. */
export const METRICS_PATH = '/metrics';

// GET /metrics is not public: on the shop's port it answers only with the bearer token
// METRICS_TOKEN, and on METRICS_PORT (a port a firewall keeps inside) to anyone who reaches it.

export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function registerMetricsEndpoint(
  app: FastifyInstance,
  registry: Registry | null,
  options: { token?: string; port?: number; host: string },
): void {
  // Registered even without a token, so that /metrics never falls through to the web client.
  app.get(METRICS_PATH, async (request, reply) => {
    if (!registry || !options.token) return reply.code(404).send({ error: 'NOT_FOUND' });
    if (!bearerMatches(request.headers.authorization, options.token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'UNAUTHENTICATED' });
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });

  if (!registry || options.port === undefined) return;
  const port = options.port;
  const metricsOf = registry;
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
        res.writeHead(404).end();
        return;
      }
      metricsOf.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metricsOf.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics unavailable');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((done, fail) => {
      server!.once('error', fail);
      server!.listen(port, options.host, () => done());
    });
    app.log.info({ address: server.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });
}
