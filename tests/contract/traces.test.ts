import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/gateway-process.ts';
import { startHoldingUpstreamProxy } from '../support/holding-upstream-proxy.ts';
import { startOtlpReceiver } from '../support/otlp-receiver.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Traces as an operator's collector receives them: a gateway process exporting by OTLP/HTTP to a
// receiver on loopback, in front of the reference upstream through a proxy that keeps the
// headers of each ERP call. The GraphQL operation is a server span, each ERP call a client span
// beneath it, and the ERP received that span's W3C traceparent.
let stack: Stack;
let proxy: Awaited<ReturnType<typeof startHoldingUpstreamProxy>>;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 6 });
  proxy = await startHoldingUpstreamProxy(stack.upstreamUrl);
  receiver = await startOtlpReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await proxy?.close();
  await stack?.close();
});

describe('OpenTelemetry traces', () => {
  it('export a span per GraphQL operation with the ERP calls beneath it, whose traceparent the ERP saw', async () => {
    const gateway = await spawnServer({ env: { UPSTREAM_URL: proxy.url, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'shop-gateway-test' } });
    let requestId: string | null;
    try {
      const res = await fetch(`${gateway.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation SignIn { login(input: { username: "CL002", password: "CL002" }) { viewer { username } } }' }),
      });
      expect(res.status).toBe(200);
      requestId = res.headers.get('x-request-id');
    } finally {
      // The spans still buffered are exported on the way out.
      expect(await gateway.stop()).toBe(0);
    }

    const operation = receiver.spans.find((s) => s.name === 'mutation SignIn');
    expect(operation).toBeDefined();
    expect(operation!.serviceName).toBe('shop-gateway-test');
    expect(operation!.kind).toBe(2); // SERVER
    expect(operation!.attributes).toContainEqual({ key: 'shop.request_id', value: { stringValue: requestId } });
    const erp = receiver.spans.find((s) => s.name === 'ERP pegaso/login');
    expect(erp).toBeDefined();
    expect(erp!.kind).toBe(3); // CLIENT
    expect(erp!.traceId).toBe(operation!.traceId);
    expect(erp!.parentSpanId).toBe(operation!.spanId);

    const sent = proxy.headersOf('login').at(-1)?.traceparent;
    expect(sent).toBe(`00-${erp!.traceId}-${erp!.spanId}-01`);
  });

  it('send no traceparent to the ERP when tracing is off', async () => {
    const gateway = await spawnServer({ env: { UPSTREAM_URL: proxy.url } });
    try {
      const before = proxy.headersOf('login').length;
      await fetch(`${gateway.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { login(input: { username: "CL002", password: "CL002" }) { viewer { username } } }' }),
      });
      const calls = proxy.headersOf('login').slice(before);
      expect(calls.length).toBe(1);
      expect(calls[0]!.traceparent).toBeUndefined();
    } finally {
      await gateway.stop();
    }
  });
});
