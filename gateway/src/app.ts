import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import secureSession from '@fastify/secure-session';
import type { Env } from './config/env.ts';
import { createCartStore } from './cart/cart-backends.ts';
import { createOrderIdempotency } from './checkout/order-idempotency.ts';
import { createAuditLog } from './admin/audit-log.ts';
import { registerCloudMedia } from './http/cloud-media.ts';
import { createAccountServices } from './account/account-services.ts';
import { registerAccountPhotos } from './http/photo-routes.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerReplyMemo } from './graphql/reply-memo/register-reply-memo.ts';
import { registerReplySizeLimit } from './graphql/reply-size-limit.ts';
import { registerHealth } from './http/health.ts';
import { registerMedia } from './http/media.ts';
import { registerCatalogueBook } from './http/catalogue-book.ts';
import { registerDocumentPdf } from './http/document-pdf.ts';
import { registerPriceLists } from './http/price-lists.ts';
import { registerOfflinePackage } from './offline/offline-routes.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerWebClient } from './http/web-client.ts';
import { registerLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverTimeouts } from './http/server-timeouts.ts';
import { registerSessionCheck } from './http/session-check.ts';
import { registerClientErrors } from './http/client-errors.ts';
import { connectSharedState } from './lib/redis-connection.ts';
import { createLoginThrottle } from './lib/login-throttle.ts';
import { openSecurityState } from './session/security-state.ts';
import { SessionRevocations } from './session/session-revocation.ts';
import type { GatewayServices } from './services.ts';
import { loadSessionKey } from './session/session-key.ts';
import { requestSettingsOf } from './context/request-settings.ts';
import { parseTenantHosts } from './tenants/resolve.ts';
import { registerRequestId, requestIdMixin, requestIdOptions } from './observability/request-id.ts';
import { createMetrics } from './observability/metrics.ts';
import { registerMetricsEndpoint } from './observability/metrics-endpoint.ts';
import { registerRequestSpans } from './observability/tracing.ts';
import { GRAPHQL_PATH } from './graphql/graphql-path.ts';
import { createTenantRuntimes } from './tenants/runtime.ts';
import { ApiKeyStore } from './api-keys/api-key-store.ts';
import { createChangeLog } from './changes/redis-change-log.ts';
import { registerApiKeyAuth } from './api-keys/api-key-auth.ts';
import { registerUnknownHostRefusal } from './http/unknown-host.ts';
import { registerGraphQLResponseType } from './graphql/graphql-response-type.ts';
import { todayInRome } from './domain/pickup-dates.ts';

export interface BuildOptions {
  /** Repository root, for relative paths in the configuration. */
  rootDir?: string;
  logger?: boolean;
}

/** The gateway as a Fastify instance that does not listen yet: server.ts and tests share it. */
export async function buildGateway(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  const rootDir = options.rootDir ?? resolve(import.meta.dirname, '../..');
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL, mixin: requestIdMixin },
    // X-Forwarded-For and -Proto are believed only from the configured proxies: anyone else
    // could claim any address (and escape the per-address login limit).
    trustProxy: env.TRUSTED_PROXIES.length ? env.TRUSTED_PROXIES : false,
    ...requestIdOptions(env.TRUSTED_PROXIES, env.REQUEST_ID_HEADER),
    bodyLimit: 1_048_576,
    ...serverTimeouts(env),
  });

  // Metrics only when someone may read them (a token or a port of their own): else nothing is counted.
  const metrics = env.METRICS_TOKEN || env.METRICS_PORT !== undefined ? createMetrics() : null;
  const carts = createCartStore(env, app.log);
  const orders = createOrderIdempotency(env, app.log);
  const shared = connectSharedState(env, app.log);
  const audit = createAuditLog(env, app.log);
  const sessionKey = loadSessionKey(env.SESSION_KEY, resolve(rootDir, env.DATA_DIR, 'session.key'));
  const security = openSecurityState(shared.redis, resolve(rootDir, env.DATA_DIR));
  const hosts = parseTenantHosts(env.TENANT_HOSTS);
  const changes = createChangeLog(shared.redis);
  // The shop's calendar day, 'YYYY-MM-DD': the client formats it for the footer.
  const buildDate = todayInRome(new Date());
  const services: GatewayServices = {
    env,
    tenants: createTenantRuntimes(env, app.log, shared.redis, changes),
    hosts,
    stores: {
      limits: await registerLimits(app, env, shared.redis).then((limits) => metrics?.countRefusals(limits) ?? limits),
      loginThrottle: ((throttle) => metrics?.countThrottleRefusals(throttle) ?? throttle)(
        createLoginThrottle(env, shared.redis, (err) =>
          app.log.warn({ err, module: 'login-throttle' }, 'login counters unavailable: the attempt is let through'),
        ),
      ),
      sessions: new SessionRevocations(security.kv, env.SESSION_TTL_MS + 86_400_000),
      carts: carts.store,
      orders: orders.store,
      audit: audit.store,
      account: createAccountServices(sessionKey, security.nonces),
      apiKeys: new ApiKeyStore(security.kv),
      changes,
    },
    settings: requestSettingsOf(env, hosts, buildDate),
  };

  registerRequestId(app);
  metrics?.instrument(app, services.tenants, GRAPHQL_PATH);
  registerRequestSpans(app, GRAPHQL_PATH);
  // Before session, key and memo: nothing of theirs runs for a host that names no company.
  registerUnknownHostRefusal(app, services);
  registerMetricsEndpoint(app, metrics?.registry ?? null, { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.HOST });
  await app.register(secureSession, {
    key: sessionKey,
    cookieName: 'shop_session',
    // The cookie outlives the session by a day so that an expired session is still readable
    // and reported as EXPIRED ('La sessione è scaduta…') instead of silently turning anonymous.
    expiry: Math.floor(env.SESSION_TTL_MS / 1000) + 86_400,
    // 'auto': Secure whenever the request came over HTTPS (directly or through a trusted proxy).
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: env.COOKIE_SECURE ? true : 'auto' },
  });
  registerSessionCheck(app, services.stores.sessions);
  registerApiKeyAuth(app, services);
  registerClientErrors(app);
  // The size limit and the memo's look-up before the compression (registerSecurityHeaders); the
  // size limit first, so that the memo never keeps a reply that is refused. The memo keeps a
  // reply after the compression, as it was sent.
  registerReplySizeLimit(app, env.REPLY_LIMIT_MB * 1024 * 1024);
  const registerReplyKeeping = registerReplyMemo(app, services);
  registerGraphQLResponseType(app);
  await registerSecurityHeaders(app);
  registerReplyKeeping(app);

  registerOriginCheck(app, env.ALLOWED_ORIGINS);
  await registerHealth(app, services);
  await registerMedia(app, services);
  await registerCatalogueBook(app, services);
  await registerAccountPhotos(app, services);
  await registerPriceLists(app, services);
  await registerOfflinePackage(app, services);
  await registerDocumentPdf(app, services);
  await registerCloudMedia(app, services);
  await registerGraphQL(app, services);
  await registerWebClient(app, resolve(rootDir, env.WEB_DIST), env.GRAPHIQL);

  app.addHook('onReady', async () => {
    for (const t of services.tenants.values()) t.catalogue.start();
  });
  app.addHook('onClose', async () => {
    for (const t of services.tenants.values()) {
      t.catalogue.stop();
      await t.erp.close();
    }
    await carts.close();
    await orders.close();
    await security.close();
    await shared.close();
    await audit.close();
    metrics?.close();
  });
  return app;
}
