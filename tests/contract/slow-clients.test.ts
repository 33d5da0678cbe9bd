import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';

// Short deadlines so that the test waits seconds; the defaults are 30 s and 10 s.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 5, env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' } });
}, 180_000);
afterAll(async () => stack?.close());

interface Drip {
  /** What the gateway answered before it closed the connection. */
  answer: string;
  /** Bytes the client had sent by then. */
  sent: number;
}

/**
 * A real socket that sends `head` and then one byte of `rest` every 200 ms, as the attack did
 * every 5 s, until the gateway closes the connection (or the whole of `rest` is sent: 20 s).
 */
function drip(head: string, rest: string): Promise<Drip> {
  const url = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= rest.length) {
          clearInterval(timer);
          socket.destroy();
          reject(new Error('the gateway kept the slow connection open'));
          return;
        }
        if (!socket.destroyed) socket.write(rest[sent++]!);
      }, 200);
    });
  });
}

describe('slow clients do not hold connections', () => {
  it('cuts a POST whose announced body arrives a byte at a time', async () => {
    const head = 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { answer, sent } = await drip(head, `{"query":"${'x'.repeat(99_000)}`.slice(0, 100));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(100);
  });

  it('cuts a request whose headers never end', async () => {
    const { answer, sent } = await drip('GET / HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(100);
  });

  it('still answers a request sent at once', async () => {
    const res = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(await res.json()).toMatchObject({ data: { ping: true } });
  });
});
