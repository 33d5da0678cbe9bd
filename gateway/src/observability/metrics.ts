import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../lib/limits.ts';
import type { LoginThrottle } from '../lib/login-throttle.ts';
import type { TenantId } from '../tenants/profile.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';
import { onCacheLookup } from './cache-events.ts';
import { boundedNames, operationOf } from './graphql-operation.ts';
import { onUpstreamCall } from './upstream-calls.ts';

// The gateway's metrics in Prometheus' text format (README, "Metrics"). Names start with
// `shop_`; the process and Node.js runtime metrics (heap, event-loop delay, GC, CPU, open
// handles) are prom-client's defaults.

/** Seconds: from a memoised reply (1 ms) to an ERP at its timeout (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface GatewayMetrics {
  registry: Registry;
  /** The named limits, counting each refusal. */
  countRefusals(limits: Limits): Limits;
  /** The same for the wrong-password throttle ('login-user'). */
  countThrottleRefusals(throttle: LoginThrottle): LoginThrottle;
  /** Instruments the app's requests and reports the catalogues of `tenants`. */
  instrument(app: FastifyInstance, tenants: Map<TenantId, TenantRuntime>, graphqlPath: string): void;
  close(): void;
}

export function createMetrics(now: () => number = Date.now): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requestSeconds = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route (the pattern, not the URL) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const operationSeconds = new Histogram({
    name: 'shop_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL request, by operation name and type (errors in the reply included).',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const erpSeconds = new Histogram({
    name: 'shop_erp_call_duration_seconds',
    help: "Duration of a call to a company's ERP, by call name and company, failures included.",
    labelNames: ['call', 'company'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const erpErrors = new Counter({
    name: 'shop_erp_call_errors_total',
    help: 'Failed ERP calls, by call name, company and kind (unavailable: down, timeout or 5xx; bad_reply: not the expected reply).',
    labelNames: ['call', 'company', 'kind'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Lookups in the reply memo and the pricing-context cache, by result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Attempts refused by a named rate limit (login, password reset, reviews ...).',
    labelNames: ['limit'] as const,
    registers,
  });

  const unsubscribe = [
    onUpstreamCall((c) => {
      erpSeconds.observe({ call: c.call, company: c.company }, c.seconds);
      if (c.outcome !== 'ok') erpErrors.inc({ call: c.call, company: c.company, kind: c.outcome });
    }),
    onCacheLookup((l) => cacheLookups.inc({ cache: l.cache, result: l.hit ? 'hit' : 'miss' })),
  ];

  return {
    registry,
    countRefusals(limits) {
      return {
        async hit(name, key) {
          const verdict = await limits.hit(name, key);
          if (!verdict.allowed) refusals.inc({ limit: name });
          return verdict;
        },
      };
    },
    countThrottleRefusals(throttle) {
      const attempt = throttle.attempt.bind(throttle);
      throttle.attempt = async (tenant, username, address) => {
        const verdict = await attempt(tenant, username, address);
        if (!verdict.allowed) refusals.inc({ limit: 'login-user' });
        return verdict;
      };
      return throttle;
    },
    instrument(app, tenants, graphqlPath) {
      new Gauge({
        name: 'shop_catalogue_age_seconds',
        help: "Age of the catalogue snapshot each company's listings are served from (absent before the first load).",
        labelNames: ['company'] as const,
        registers,
        collect() {
          this.reset();
          for (const [id, t] of tenants) {
            const held = t.catalogue.held();
            if (held) this.set({ company: String(id) }, Math.max(0, (now() - held.loadedAt) / 1000));
          }
        },
      });
      new Gauge({
        name: 'shop_catalogue_products',
        help: "Products in each company's catalogue snapshot.",
        labelNames: ['company'] as const,
        registers,
        collect() {
          this.reset();
          for (const [id, t] of tenants) {
            const held = t.catalogue.held();
            if (held) this.set({ company: String(id) }, held.products);
          }
        },
      });
      const operationName = boundedNames(200);
      app.addHook('onResponse', async (request, reply) => {
        const seconds = reply.elapsedTime / 1000;
        const route = request.routeOptions.url ?? 'unmatched';
        requestSeconds.observe({ method: request.method, route, status: String(reply.statusCode) }, seconds);
        if (route === graphqlPath && request.method === 'POST') {
          const { operation, type } = operationOf(request.body);
          operationSeconds.observe({ operation: operationName(operation), type }, seconds);
        }
      });
    },
    close() {
      for (const u of unsubscribe) u();
      registry.clear();
    },
  };
}
