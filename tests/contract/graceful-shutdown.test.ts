import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLines, spawnServer } from '../support/gateway-process.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { startHoldingUpstreamProxy } from '../support/holding-upstream-proxy.ts';
import { startStack, type Stack } from '../support/stack.ts';

// A rolling restart as the orchestrator does it: SIGTERM to a gateway process while a buyer's
// request is in flight (its ERP call held by a loopback proxy). Readiness turns false first, then
// no new connection is accepted, the request in flight still gets its answer, and the process
// exits once it is done; past SHUTDOWN_GRACE_MS it exits anyway.
let stack: Stack;
let proxy: Awaited<ReturnType<typeof startHoldingUpstreamProxy>>;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 6 });
  proxy = await startHoldingUpstreamProxy(stack.upstreamUrl);
});
afterAll(async () => {
  await proxy?.close();
  await stack?.close();
});

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const LOGIN = 'mutation { login(input: { username: "CL002", password: "CL002" }) { viewer { username } userErrors { code } } }';

describe('SIGTERM', () => {
  it('turns readiness false, stops accepting, finishes the request in flight, then exits 0', async () => {
    const gateway = await spawnServer({ env: { UPSTREAM_URL: proxy.url, SHUTDOWN_READINESS_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '30000' } });
    try {
      expect((await fetch(`${gateway.base}/readyz`)).status).toBe(200);
      const held = proxy.hold('login');
      const inFlight = new ShopClient(gateway.base).gql<{ login: { viewer: { username: string } | null } }>(LOGIN);
      await held.arrived;

      gateway.child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${gateway.base}/readyz`, { headers: { connection: 'close' } })).status).toBe(503);
      await expect.poll(() => accepts(gateway.port), { timeout: 10_000 }).toBe(false);
      // Still running: the request in flight holds it.
      expect(gateway.child.exitCode).toBeNull();

      held.release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.data?.login.viewer?.username).toBe('CL002');
      expect(await gateway.exited).toBe(0);
      const messages = jsonLines(gateway.lines).map((l) => l.msg);
      expect(messages.indexOf('shutting down: not ready any more')).toBeLessThan(messages.indexOf('shutting down: no new connections; finishing the requests in flight'));
      expect(messages).toContain('shut down');
    } finally {
      await gateway.stop('SIGKILL');
    }
  });

  it('exits after SHUTDOWN_GRACE_MS even when a request never finishes', async () => {
    const gateway = await spawnServer({ env: { UPSTREAM_URL: proxy.url, SHUTDOWN_GRACE_MS: '1000' } });
    const held = proxy.hold('login');
    try {
      const inFlight = new ShopClient(gateway.base).gql(LOGIN).catch((err: unknown) => err);
      await held.arrived;
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toBe(1);
      expect(await inFlight).toBeInstanceOf(Error);
      expect(jsonLines(gateway.lines).map((l) => l.msg)).toContain('shutdown bound reached: exiting with requests still in flight');
    } finally {
      held.release();
      await sleep(10);
      await gateway.stop('SIGKILL');
    }
  });
});
