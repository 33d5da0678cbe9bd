import { ConfigError, parseEnv } from './config/env.ts';
import { buildGateway } from './app.ts';
import { limitHeapGrowth } from './lib/heap-growth.ts';

// Starts the gateway. Everything else is in app.ts, so that tests build the same app.
try {
  const env = parseEnv(process.env);
  limitHeapGrowth(env.HEAP_GROWTH_PERCENT, env.HEAP_GROWTH_LARGE_FROM_MB);
  const app = await buildGateway(env);
  await app.listen({ host: env.HOST, port: env.PORT });
  // Warm every tenant's catalogue so that the first visitor does not wait for it.
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      app.log.info({ sig }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}
