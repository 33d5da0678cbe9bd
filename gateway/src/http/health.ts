import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.ts';
import { isDraining } from './graceful-shutdown.ts';

/**
 * /healthz: the process answers. /readyz: every tenant's upstream answers too, and the gateway
 * is not shutting down (a balancer stops sending it visitors before it stops accepting).
 */
export async function registerHealth(app: FastifyInstance, services: GatewayServices): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (isDraining(app)) return reply.code(503).send({ status: 'shutting down' });
    const checks = await Promise.all(
      [...services.tenants.values()].map(async (t) => [t.profile.id, await t.erp.ping()] as const),
    );
    const ready = checks.every(([, ok]) => ok);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', upstream: Object.fromEntries(checks) });
  });
}
