import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import secureSession from '@fastify/secure-session';
import type { Env } from './config/env.ts';
import { createCartStore } from './cart/cart-backends.ts';
import { createOrderIdempotency } from './ordering/order-idempotency.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerHealth } from './http/health.ts';
import { registerMedia } from './http/media.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerWebClient } from './http/web-client.ts';
import { FixedWindowLimiter } from './lib/fixed-window-limiter.ts';
import type { GatewayServices } from './services.ts';
import { loadSessionKey } from './session/session-key.ts';
import { parseTenantHosts } from './tenants/resolve.ts';
import { createTenantRuntimes } from './tenants/runtime.ts';

export interface BuildOptions {
  /** Repository root, for relative paths in the configuration. */
  rootDir?: string;
  logger?: boolean;
}

/** The gateway as a Fastify instance that does not listen yet: server.ts and tests share it. */
export async function buildGateway(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  const rootDir = options.rootDir ?? resolve(import.meta.dirname, '../..');
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1_048_576,
  });

  const carts = createCartStore(env, app.log);
  const orders = createOrderIdempotency(env, app.log);
  const services: GatewayServices = {
    env,
    tenants: createTenantRuntimes(env, app.log),
    hosts: parseTenantHosts(env.TENANT_HOSTS),
    loginLimiter: new FixedWindowLimiter(env.LOGIN_RATE_LIMIT, 60_000),
    carts: carts.store,
    orders: orders.store,
    buildDate: new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  };

  await app.register(secureSession, {
    key: loadSessionKey(env.SESSION_KEY, resolve(rootDir, env.DATA_DIR, 'session.key')),
    cookieName: 'shop_session',
    // The cookie outlives the session by a day so that an expired session is still readable
    // and reported as EXPIRED ('La sessione è scaduta…') instead of silently turning anonymous.
    expiry: Math.floor(env.SESSION_TTL_MS / 1000) + 86_400,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: env.COOKIE_SECURE },
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-content-type-options', 'nosniff');
  });

  registerOriginCheck(app, env.ALLOWED_ORIGINS);
  await registerHealth(app, services);
  await registerMedia(app, services);
  await registerGraphQL(app, services);
  await registerWebClient(app, resolve(rootDir, env.WEB_DIST), env.GRAPHIQL);

  app.addHook('onReady', async () => {
    for (const t of services.tenants.values()) t.catalogue.start();
  });
  app.addHook('onClose', async () => {
    for (const t of services.tenants.values()) {
      t.catalogue.stop();
      await t.api.close();
    }
    await carts.close();
    await orders.close();
  });
  return app;
}
