import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pegaso-'));

/** Runs server.ts as the `start` script does, until it says where it listens. */
function runServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: { ...process.env, PORT: '0', PEGASO_PRODUCTS: '6', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /ready at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout.off('data', onData);
        resolvePromise({
          url,
          stop: () =>
            new Promise((done) => {
              child.once('exit', (code) => done(code));
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('server.ts', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates and seeds its database on first start, keeps it on the next, and stops cleanly', async () => {
    // On a PostgreSQL server a `test_` schema is used, which the server drops when it stops.
    const env: Record<string, string> = process.env.DATABASE_URL
      ? { DATABASE_SCHEMA: `test_${randomBytes(5).toString('hex')}` }
      : { PEGASO_DATA_DIR: dataDir };
    const first = await runServer(env);
    expect(await (await fetch(`${first.url}/2/healthz`)).json()).toEqual({ status: 'ok', company: 2, products: 6 });
    const saved = await fetch(`${first.url}/2/pegaso/updateCart`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cart: '[{"id":1,"quantity":2}]', IDRef: '1001' }),
    });
    expect(await saved.json()).toEqual({ Errore: '' });
    expect(await first.stop()).toBe(0);
    if (process.env.DATABASE_URL) return;

    const second = await runServer({ ...env, PEGASO_PRODUCTS: '3' });
    try {
      // Not seeded again: six products and the saved cart are still there.
      expect(await (await fetch(`${second.url}/2/healthz`)).json()).toMatchObject({ products: 6 });
      const login = await fetch(`${second.url}/2/pegaso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=CL001&password=CL001',
      });
      expect(((await login.json()) as { user: { cart: string } }).user.cart).toBe('[{"id":1,"quantity":2}]');
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 60_000);
});
