import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';

export interface AuditEntry {
  id: string;
  at: string;
  username: string;
  referenceId: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Entries kept per company: enough for months of edits, bounded whatever happens. */
export const AUDIT_CAPACITY = 1000;

/**
 * The trail of admin changes (design §5.9). It lives beside the gateway, not in the ERP: the
 * gateway is the only party that knows who made a change, and a production ERP offers no place
 * for it. With REDIS_URL it is shared by every instance and survives restarts (a capped list per
 * company); without, it is kept in process, which suits one instance and development.
 */
export interface AuditLog {
  append(tenant: number, entry: AuditEntry): Promise<void>;
  /** Newest first. */
  latest(tenant: number, limit: number): Promise<AuditEntry[]>;
}

export class MemoryAuditLog implements AuditLog {
  private readonly byTenant = new Map<number, AuditEntry[]>();

  async append(tenant: number, entry: AuditEntry): Promise<void> {
    const list = this.byTenant.get(tenant) ?? [];
    list.unshift(structuredClone(entry));
    list.length = Math.min(list.length, AUDIT_CAPACITY);
    this.byTenant.set(tenant, list);
  }

  async latest(tenant: number, limit: number): Promise<AuditEntry[]> {
    return structuredClone((this.byTenant.get(tenant) ?? []).slice(0, limit));
  }
}

export class RedisAuditLog implements AuditLog {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'shop:audit:',
  ) {}

  async append(tenant: number, entry: AuditEntry): Promise<void> {
    const key = this.prefix + tenant;
    await this.redis.multi().lpush(key, JSON.stringify(entry)).ltrim(key, 0, AUDIT_CAPACITY - 1).exec();
  }

  async latest(tenant: number, limit: number): Promise<AuditEntry[]> {
    const rows = await this.redis.lrange(this.prefix + tenant, 0, limit - 1);
    return rows.map((r) => JSON.parse(r) as AuditEntry);
  }
}

export function createAuditLog(env: Env, log: FastifyBaseLogger): { store: AuditLog; close(): Promise<void> } {
  if (!env.REDIS_URL) return { store: new MemoryAuditLog(), close: async () => {} };
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  redis.on('error', (err) => log.warn({ err, module: 'audit' }, 'redis connection error'));
  return {
    store: new RedisAuditLog(redis),
    close: async () => {
      await redis.quit();
    },
  };
}
