import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

// SIGTERM in a rolling restart: first /readyz answers 503 (a balancer stops sending new
// visitors), then the server stops accepting connections and closes idle ones, the requests in
// flight finish, and the onClose hooks flush what the gateway holds (queued journal writes,
// Redis connections, traces). All of it within a bound: past it the process exits anyway.

const draining = new WeakSet<FastifyInstance>();

/** True once the gateway is shutting down: /readyz then answers 503. */
export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app);
}

export interface ShutdownOptions {
  /** How long /readyz says 503 while still serving, before the server stops accepting. */
  readinessDelayMs: number;
  /** The most the requests in flight and the flushing may take. */
  graceMs: number;
}

/** Resolves 'drained' when everything finished in time, 'timed out' otherwise. */
export async function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<'drained' | 'timed out'> {
  draining.add(app);
  app.log.info({ readinessDelayMs: options.readinessDelayMs, graceMs: options.graceMs }, 'shutting down: not ready any more');
  if (options.readinessDelayMs > 0) await sleep(options.readinessDelayMs);
  app.log.info('shutting down: no new connections; finishing the requests in flight');
  const timer = sleep(options.graceMs, 'timed out' as const, { ref: false });
  // The server closes the connections idle when it closes; a kept-alive connection whose request
  // was in flight becomes idle only once answered, and would hold the close until its client
  // hangs up: close those as they become idle.
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
  const outcome = await Promise.race([app.close().then(() => 'drained' as const), timer]);
  clearInterval(idleCloser);
  if (outcome === 'drained') app.log.info('shut down');
  else app.log.warn({ graceMs: options.graceMs }, 'shutdown bound reached: exiting with requests still in flight');
  return outcome;
}
