/**
 * The work of one API key check, in process: hash the presented secret, read its record (the
 * journal store without Redis, held in memory), open the sealed session, parse it, and read the
 * owner's session generation. `node --import tsx bench/api-key-check.ts` (ROUNDS overrides).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiKeyHash, newApiKeySecret, openWithSecret, sealWithSecret } from '../gateway/src/api-keys/api-key-secret.ts';
import { ApiKeyStore } from '../gateway/src/api-keys/api-key-store.ts';
import { FileKvStore } from '../gateway/src/lib/file-kv-store.ts';
import { SessionRevocations } from '../gateway/src/session/session-revocation.ts';
import { sessionDataSchema } from '../gateway/src/session/session-data.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 50_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-key-check-'));
const kv = FileKvStore.open(join(dir, 'state.jsonl'));
const keys = new ApiKeyStore(kv);
const sessions = new SessionRevocations(kv, 86_400_000);
const session = {
  v: 1, tenant: 1, username: 'CL002', password: 'CL002', loginAt: Date.now(), sid: 's', gen: 0, remember: false,
  user: { customerId: 2, agentId: 0, referenceId: 1002, companyName: 'Rossi', firstName: '', lastName: '', showPrice: true, showPromo: true, priceListType: 4, s1: 10, s2: 5 },
  customer: { id: 2, name: 'Rossi', referenceId: 1002 }, customerCount: 1, recommended: Array.from({ length: 50 }, (_, i) => i),
};
const secret = newApiKeySecret();
const id = keys.newId();
await keys.add(apiKeyHash(secret), { v: 1, id, name: 'bench', tenant: 1, username: 'CL002', createdAt: Date.now(), lastUsedAt: Date.now(), sealed: sealWithSecret(secret, id, JSON.stringify(session)) });

const check = async () => {
  const record = await keys.find(apiKeyHash(secret));
  const data = sessionDataSchema.parse(JSON.parse(openWithSecret(secret, record!.id, record!.sealed)!));
  if (data.gen < (await sessions.generation(record!.tenant, record!.username))) throw new Error('stale');
};
for (let i = 0; i < 2_000; i++) await check();
const t0 = performance.now();
for (let i = 0; i < ROUNDS; i++) await check();
const us = ((performance.now() - t0) * 1000) / ROUNDS;
console.log(`one API key check: ${us.toFixed(1)} µs (mean of ${ROUNDS})`);
await kv.close();
rmSync(dir, { recursive: true, force: true });
