import { describe, expect, it } from 'vitest';
import proxyAddr from '@fastify/proxy-addr';
import { requestIdOf } from './request-id.ts';

const trusted = proxyAddr.compile(['10.0.0.0/8', '127.0.0.1']);
const made = () => 'made-id';

describe('requestIdOf', () => {
  it.each([
    ['a trusted proxy\'s id is kept', 'abc-123', '10.1.2.3', trusted, 'abc-123'],
    ['a trusted loopback proxy\'s id is kept', 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6', '127.0.0.1', trusted, 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6'],
    ['a client\'s id is ignored', 'abc-123', '192.168.1.9', trusted, 'made-id'],
    ['no trusted proxy configured: always made', 'abc-123', '127.0.0.1', null, 'made-id'],
    ['no header: made', undefined, '10.1.2.3', trusted, 'made-id'],
    ['a repeated header: made', ['a', 'b'], '10.1.2.3', trusted, 'made-id'],
    ['a forged log line: made', 'x\n{"level":60}', '10.1.2.3', trusted, 'made-id'],
    ['too long: made', 'x'.repeat(129), '10.1.2.3', trusted, 'made-id'],
    ['empty: made', '', '10.1.2.3', trusted, 'made-id'],
    ['unknown peer: made', 'abc', undefined, trusted, 'made-id'],
  ] as const)('%s', (_name, claimed, peer, trust, expected) => {
    expect(requestIdOf(claimed as string | string[] | undefined, peer, trust, made)).toBe(expected);
  });

  it('makes a different UUID for each request by default', () => {
    const a = requestIdOf(undefined, '1.2.3.4', null);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined, '1.2.3.4', null)).not.toBe(a);
  });
});

describe('the request id of log lines', () => {
  it('is on every line written while the request runs, also through the application\'s own logger', async () => {
    const { default: Fastify } = await import('fastify');
    const { Writable } = await import('node:stream');
    const { registerRequestId, requestIdMixin, requestIdOptions } = await import('./request-id.ts');
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        raw.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', mixin: requestIdMixin, stream }, ...requestIdOptions([], 'x-request-id') });
    registerRequestId(app);
    // A service that logs through the application's logger, after the body has been read and
    // after an asynchronous pause, as a resolver calling the ERP would.
    app.post('/work', async (request) => {
      await new Promise((done) => setTimeout(done, 5));
      app.log.warn({ body: request.body }, 'service line');
      return { ok: true };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const res = await fetch(`${address}/work`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'chosen-by-client' }, body: '{"a":1}' });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      app.log.info('outside any request');
      const service = lines.find((l) => l.msg === 'service line');
      expect(service?.reqId).toBe(id);
      expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').map((l) => l.reqId)).toEqual([id, id]);
      expect(lines.find((l) => l.msg === 'outside any request')?.reqId).toBeUndefined();
      // One reqId per line, not two.
      expect(raw.every((l) => l.split('"reqId"').length <= 2)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
