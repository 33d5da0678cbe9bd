import type { RequestContext } from '../context/request-context.ts';
import { requireActiveSession } from '../context/active-session.ts';
import { ApiKeySession } from './api-key-session.ts';
import { apiKeyHash, newApiKeySecret, sealWithSecret } from './api-key-secret.ts';
import type { ApiKeyRecord } from './api-key-store.ts';
import { API_KEY_MESSAGES, checkApiKeyName } from './api-key-rules.ts';

export interface ApiKeyView {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export type ApiKeyCreateOutcome =
  | { ok: true; key: string; apiKey: ApiKeyView }
  | { ok: false; code: 'REQUIRED' | 'INVALID_NAME' | 'TOO_MANY_API_KEYS'; message: string };

const viewOf = (r: ApiKeyRecord): ApiKeyView => ({ id: r.id, name: r.name, createdAt: r.createdAt, lastUsedAt: r.lastUsedAt });

/** The viewer's keys, oldest first. */
export async function listApiKeys(ctx: RequestContext): Promise<ApiKeyView[]> {
  const s = requireActiveSession(ctx);
  return (await ctx.stores.apiKeys.listOf(s.tenant, s.username)).map(viewOf);
}

/**
 * A new key acting as the viewer on this company: the secret is returned once and kept nowhere;
 * the store keeps its hash and the viewer's session sealed under it (with the customer chosen
 * now; an agent's key may switch to another of the agent's customers with `customerSelect`).
 */
export async function createApiKey(ctx: RequestContext, rawName: string, now = Date.now()): Promise<ApiKeyCreateOutcome> {
  const s = requireActiveSession(ctx);
  const name = checkApiKeyName(rawName);
  if (!name.ok) return name;
  const existing = await ctx.stores.apiKeys.listOf(s.tenant, s.username);
  if (existing.length >= API_KEY_MESSAGES.maxKeys) {
    return { ok: false, code: 'TOO_MANY_API_KEYS', message: API_KEY_MESSAGES.tooMany };
  }
  const secret = newApiKeySecret();
  const id = ctx.stores.apiKeys.newId();
  const record: ApiKeyRecord = {
    v: 1,
    id,
    name: name.name,
    tenant: s.tenant,
    username: s.username,
    createdAt: now,
    lastUsedAt: null,
    // A session id of its own: a logout sent with the key must not end the browser session
    // that made it, nor the other way round.
    sealed: sealWithSecret(secret, id, JSON.stringify({ ...s, sid: ctx.stores.sessions.newSessionId(), loginAt: now })),
  };
  await ctx.stores.apiKeys.add(apiKeyHash(secret), record);
  ctx.log.info({ apiKey: id, createdWithKey: keyIdOf(ctx) }, 'api key created');
  return { ok: true, key: secret, apiKey: viewOf(record) };
}

/** Revokes one of the viewer's keys; false when the viewer has none of that id. */
export async function revokeApiKey(ctx: RequestContext, id: string): Promise<boolean> {
  const s = requireActiveSession(ctx);
  const done = await ctx.stores.apiKeys.revoke(s.tenant, s.username, id);
  if (done) ctx.log.info({ apiKey: id }, 'api key revoked');
  return done;
}

/** The id of the key the request came with, null for a cookie session. */
export function keyIdOf(ctx: RequestContext): string | null {
  return ctx.session instanceof ApiKeySession ? ctx.session.keyId : null;
}
