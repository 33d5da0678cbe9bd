import { randomUUID } from 'node:crypto';
import type { KvCache } from '../lib/kv-cache.ts';
import { sealWithSecret } from './api-key-secret.ts';

/** What is kept of one key: never the secret, only its hash (the lookup key) and a sealed session. */
export interface ApiKeyRecord {
  v: 1;
  id: string;
  name: string;
  tenant: number;
  /** The owner's user name: keys are listed and revoked per owner. */
  username: string;
  createdAt: number;
  lastUsedAt: number | null;
  /** The owner's session (ERP credentials, customer) sealed under the secret (api-key-secret.ts). */
  sealed: string;
}

/** One owner's keys: their ids and the hashes to reach their records. */
type OwnerIndex = { id: string; hash: string }[];

/** Keys live until revoked; the stores want a lifetime, so ten years stands for "until revoked". */
const FOREVER_MS = 10 * 365 * 86_400_000;
/** A key's last use is written at most this often: a request must not cost a disk sync. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const recordKey = (hash: string) => `api-key:${hash}`;
const ownerKey = (tenant: number, username: string) => `api-keys-of:${tenant}:${username.toLowerCase()}`;

/**
 * API keys on the gateway's security state (Redis when configured, else the journal under
 * DATA_DIR): a record per key hash, and per owner the list of their keys.
 */
export class ApiKeyStore {
  constructor(
    private readonly kv: KvCache,
    private readonly now: () => number = Date.now,
  ) {}

  newId(): string {
    return randomUUID();
  }

  async add(hash: string, record: ApiKeyRecord): Promise<void> {
    await this.kv.set(recordKey(hash), record, FOREVER_MS);
    const index = await this.indexOf(record.tenant, record.username);
    await this.kv.set(ownerKey(record.tenant, record.username), [...index, { id: record.id, hash }], FOREVER_MS);
  }

  find(hash: string): Promise<ApiKeyRecord | undefined> {
    return this.kv.get<ApiKeyRecord>(recordKey(hash));
  }

  async listOf(tenant: number, username: string): Promise<ApiKeyRecord[]> {
    const index = await this.indexOf(tenant, username);
    const records = await Promise.all(index.map((entry) => this.find(entry.hash)));
    return records.filter((r): r is ApiKeyRecord => r !== undefined).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Removes one of the owner's keys; false when the owner has no key of that id. */
  async revoke(tenant: number, username: string, id: string): Promise<boolean> {
    const index = await this.indexOf(tenant, username);
    const entry = index.find((e) => e.id === id);
    if (!entry) return false;
    await this.kv.delete(recordKey(entry.hash));
    await this.kv.set(
      ownerKey(tenant, username),
      index.filter((e) => e.id !== id),
      FOREVER_MS,
    );
    return true;
  }

  /** Notes a use of the key, unless one was noted within LAST_USED_RESOLUTION_MS. */
  async touch(hash: string, record: ApiKeyRecord): Promise<void> {
    const at = this.now();
    if (record.lastUsedAt !== null && at - record.lastUsedAt < LAST_USED_RESOLUTION_MS) return;
    // Read again: the key may have been revoked since the request found it.
    if (!(await this.find(hash))) return;
    await this.kv.set(recordKey(hash), { ...record, lastUsedAt: at }, FOREVER_MS);
  }

  /** Replaces the key's sealed session (the request holding the secret changed it). */
  async reseal(hash: string, secret: string, id: string, session: unknown): Promise<void> {
    const current = await this.find(hash);
    if (!current || current.id !== id) return;
    await this.kv.set(recordKey(hash), { ...current, sealed: sealWithSecret(secret, id, JSON.stringify(session)) }, FOREVER_MS);
  }

  private async indexOf(tenant: number, username: string): Promise<OwnerIndex> {
    return (await this.kv.get<OwnerIndex>(ownerKey(tenant, username))) ?? [];
  }
}
