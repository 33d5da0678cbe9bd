import { ConfigError, parseEnv } from './config/env.ts';
import { buildGateway } from './app.ts';
import { shutDownGracefully } from './http/graceful-shutdown.ts';
import { limitHeapGrowth } from './lib/heap-growth.ts';
import { startTracing } from './observability/tracing.ts';

// Starts the gateway. Everything else is in app.ts, so that tests build the same app.
try {
  const env = parseEnv(process.env);
  limitHeapGrowth(env.HEAP_GROWTH_PERCENT, env.HEAP_GROWTH_LARGE_FROM_MB);
  // Before the app is built: its request spans are added only when tracing is on.
  const tracing = startTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT, env.OTEL_SERVICE_NAME);
  const app = await buildGateway(env);
  // On close, after the requests in flight: the spans still buffered are exported.
  if (tracing) app.addHook('onClose', () => tracing.shutdown());
  await app.listen({ host: env.HOST, port: env.PORT });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      app.log.info({ sig }, 'signal received');
      void shutDownGracefully(app, { readinessDelayMs: env.SHUTDOWN_READINESS_DELAY_MS, graceMs: env.SHUTDOWN_GRACE_MS }).then(
        (outcome) => process.exit(outcome === 'drained' ? 0 : 1),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
