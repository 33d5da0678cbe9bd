import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { lastResetLink } from '../support/outbox.ts';
import { startStack, type Stack } from '../support/stack.ts';

// A single gateway without Redis (the default `npm start`) keeps what it must not forget under
// DATA_DIR: restarted on the same folder and key, it still refuses a logged-out cookie and a
// used reset link.
let upstream: Stack;
const dataDir = mkdtempSync(join(tmpdir(), 'restart-memory-'));
const env = { DATA_DIR: dataDir, SESSION_KEY: randomBytes(32).toString('hex') };

beforeAll(async () => {
  process.env.PEGASO_DEV_OUTBOX = '1';
  upstream = await startStack({ productsPerCompany: 8 });
});
afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RESET = `mutation($input: PasswordResetInput!) { passwordReset(input: $input) { message userErrors { code } } }`;

async function replay(baseUrl: string, cookie: string) {
  const res = await request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ session { status } }' }),
  });
  return ((await res.body.json()) as { data: { session: { status: string } } }).data.session.status;
}

describe('a gateway restarted on the same DATA_DIR', () => {
  it('still refuses a cookie saved before logout and a reset link already used', async () => {
    const before = await startStack({ reuseUpstream: upstream, env });
    let saved = '';
    let data = '';
    try {
      const client = new ShopClient(before.baseUrl);
      await client.login('CL002');
      saved = client.sessionCookie;
      expect(await replay(before.baseUrl, saved)).toBe('ACTIVE');
      await client.gql('mutation { logout { redirectTo } }');
      expect(await replay(before.baseUrl, saved)).toBe('ANONYMOUS');

      await client.gql('mutation($e: String!) { passwordResetRequest(input: { email: $e }) { message } }', { e: 'anna.esposito@example.it' });
      data = (await lastResetLink(upstream.upstreamUrl, 'anna.esposito@example.it')).split('/').pop()!;
      const used = await client.gql<{ passwordReset: { message: string } }>(RESET, { input: { data, password: 'prima2026!', confirmation: 'prima2026!' } });
      expect(used.data?.passwordReset.message).toBe('Password reimpostata correttamente');
    } finally {
      await before.close();
    }

    const after = await startStack({ reuseUpstream: upstream, env });
    try {
      expect(await replay(after.baseUrl, saved)).toBe('ANONYMOUS');
      const again = await new ShopClient(after.baseUrl).gql<{ passwordReset: { userErrors: { code: string }[] } }>(RESET, {
        input: { data, password: 'dopo2026!!', confirmation: 'dopo2026!!' },
      });
      expect(again.data?.passwordReset.userErrors.map((e) => e.code)).toEqual(['RESET_LINK_EXPIRED']);
      // The password is the one the link set, once.
      expect((await new ShopClient(after.baseUrl).login('CL002', 'prima2026!')).data?.login.viewer?.username).toBe('CL002');
    } finally {
      await after.close();
    }
  });
});
