import { randomBytes } from 'node:crypto';
import type { KvCache } from '../lib/kv-cache.ts';

/** What identifies a session for revocation: its own id and its user's generation at login. */
export interface SessionIdentity {
  tenant: number;
  username: string;
  sid: string;
  gen: number;
}

const userKey = (tenant: number, username: string) => `session:gen:${tenant}:${username.toLowerCase()}`;
const sidKey = (sid: string) => `session:revoked:${sid}`;

/**
 * Revoked sessions, kept for as long as a cookie could still be presented: a session is revoked
 * by its id (logout, a new login over it) or, with every other session of its user, by raising
 * the user's generation (a password change). In Redis when configured, so every instance agrees.
 */
export class SessionRevocations {
  constructor(
    private readonly kv: KvCache,
    /** How long a cookie can be presented: the login timer plus the cookie's extra day. */
    private readonly keepMs: number,
  ) {}

  newSessionId(): string {
    return randomBytes(16).toString('base64url');
  }

  /** The user's current generation: a new session carries it. */
  async generation(tenant: number, username: string): Promise<number> {
    return (await this.kv.get<number>(userKey(tenant, username))) ?? 0;
  }

  async isRevoked(s: SessionIdentity): Promise<boolean> {
    const [revoked, gen] = await Promise.all([this.kv.get<number>(sidKey(s.sid)), this.generation(s.tenant, s.username)]);
    return revoked !== undefined || s.gen < gen;
  }

  async revoke(sid: string): Promise<void> {
    await this.kv.set(sidKey(sid), 1, this.keepMs);
  }

  /** Revokes every session of the user issued so far; returns the generation new sessions carry. */
  async revokeUser(tenant: number, username: string): Promise<number> {
    const next = (await this.generation(tenant, username)) + 1;
    await this.kv.set(userKey(tenant, username), next, this.keepMs);
    return next;
  }
}
