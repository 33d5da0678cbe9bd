import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { hostNameOf, resolveTenant } from '../tenants/resolve.ts';
import { bearerOf } from '../api-keys/api-key-secret.ts';
import { METRICS_PATH } from '../observability/metrics-endpoint.ts';

/** Probes of the process, answered whatever Host a load balancer or an orchestrator sends. */
const ANY_HOST = new Set(['/healthz', '/readyz', METRICS_PATH]);

/** The text of the refusal, with the host it names (at most 100 characters of it). */
export const unknownHostMessage = (host: string) => `Nessuna azienda è configurata per l'indirizzo ${host.slice(0, 100)}`;

/**
 * A request whose Host names no company (TENANT_HOSTS; this machine's own names aside) and that
 * carries no API key (a key names its company) is answered 421 Misdirected Request with code
 * UNKNOWN_HOST, in GraphQL's error shape, before anything reads a session or a key: serving it
 * as the default company would show an API client another company's catalogue. The process's
 * probes and its metrics (behind their own token) answer any host.
 */
export function registerUnknownHostRefusal(app: FastifyInstance, services: GatewayServices): void {
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST.has(request.url.split('?')[0] ?? '')) return;
    // A request with an API key is served as the key's company, or refused by api-key-auth.ts.
    if (bearerOf(request.headers.authorization) !== null) return;
    const host = request.headers.host;
    if (resolveTenant(host, services.hosts, services.env.DEFAULT_TENANT as 1 | 2 | 3 | 4) !== null) return;
    const name = host ? hostNameOf(host) : '';
    request.log.info({ host: name }, 'request for an unknown host refused');
    return reply
      .code(421)
      .type('application/json; charset=utf-8')
      .send({ errors: [{ message: unknownHostMessage(name), extensions: { code: 'UNKNOWN_HOST', host: name } }] });
  });
}
