import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// Keys live where the gateway's security state lives: in Redis, shared by every instance; in
// the journal under DATA_DIR without it, so that a restart forgets none.

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stacks: Stack[] = [];
afterAll(async () => {
  for (const s of stacks.reverse()) await s.close();
});

async function meWith(stack: Stack, key: string): Promise<{ status: number; username: string | null }> {
  const res = await request(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: '{ me { username } }' }),
  });
  const body = (await res.body.json()) as { data?: { me: { username: string } | null } };
  return { status: res.statusCode, username: body.data?.me?.username ?? null };
}

async function createKey(stack: Stack, username: string) {
  const owner = new ShopClient(stack.baseUrl);
  expect((await owner.login(username)).data?.login.userErrors).toEqual([]);
  const created = await owner.gql<{ apiKeyCreate: { key: string; apiKey: { id: string } } }>('mutation { apiKeyCreate(input: { name: "sync" }) { key apiKey { id } } }');
  return { owner, key: created.data!.apiKeyCreate.key, id: created.data!.apiKeyCreate.apiKey.id };
}

describe('API keys', () => {
  it('made on one gateway work on another sharing Redis, and a revocation on either holds on both', async () => {
    const first = await startStack({ productsPerCompany: 4, env: { REDIS_URL: redisUrl } });
    stacks.push(first);
    const second = await startStack({ reuseUpstream: first, env: { REDIS_URL: redisUrl } });
    stacks.push(second);
    const { owner, key, id } = await createKey(first, 'CL002');
    expect(await meWith(second, key)).toEqual({ status: 200, username: 'CL002' });
    const revoked = await owner.gql<{ apiKeyRevoke: { revokedId: string } }>('mutation($id: ID!) { apiKeyRevoke(input: { id: $id }) { revokedId } }', { id });
    expect(revoked.data?.apiKeyRevoke.revokedId).toBe(id);
    expect((await meWith(second, key)).status).toBe(401);
    expect((await meWith(first, key)).status).toBe(401);
  });

  it('outlive a restart of a gateway without Redis', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-keys-'));
    try {
      const before = await startStack({ productsPerCompany: 4, env: { DATA_DIR: dataDir } });
      const { key } = await createKey(before, 'CL001');
      expect(await meWith(before, key)).toEqual({ status: 200, username: 'CL001' });
      // One gateway per journal: the first stops before the second opens it.
      await before.gateway.close();
      const after = await startStack({ reuseUpstream: before, env: { DATA_DIR: dataDir } });
      stacks.push(after, before);
      expect(await meWith(after, key)).toEqual({ status: 200, username: 'CL001' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("end when the owner's password changes", async () => {
    const stack = await startStack({ productsPerCompany: 4 });
    stacks.push(stack);
    const { owner, key } = await createKey(stack, 'CL003');
    expect((await meWith(stack, key)).status).toBe(200);
    const changed = await owner.gql<{ accountPasswordChange: { userErrors: unknown[] } }>(
      'mutation($input: AccountPasswordChangeInput!) { accountPasswordChange(input: $input) { userErrors { code } } }',
      { input: { currentPassword: 'CL003', newPassword: 'nuova2026!', confirmation: 'nuova2026!' } },
    );
    expect(changed.data?.accountPasswordChange.userErrors).toEqual([]);
    expect((await meWith(stack, key)).status).toBe(401);
  });
});
