import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context/request-context.ts';
import { RequestMemo } from '../context/request-memo.ts';
import { MemoryKvCache } from '../lib/kv-cache.ts';
import type { SharedStores } from '../context/shared-stores.ts';
import type { TenantRuntime } from '../tenants/runtime.ts';
import type { SessionData } from './session-data.ts';
import { endSession, revokeSessions, startSession } from './session-lifecycle.ts';
import { SessionRevocations } from './session-revocation.ts';
import { SessionStore } from './session-store.ts';

const TTL = 10_800_000;

/** A browser's cookie jar for one request: what the session plugin would decode and encode. */
function cookieJar(initial?: SessionData) {
  let value: unknown = initial;
  const session = {
    get: () => value,
    set: (_key: string, v: unknown) => void (value = v),
    delete: () => void (value = undefined),
    options: () => {},
  };
  return { request: { session } as unknown as FastifyRequest, current: () => value as SessionData | undefined };
}

function contextWith(sessions: SessionRevocations, cookie?: SessionData) {
  const jar = cookieJar(cookie);
  const ctx = {
    stores: { sessions } as unknown as SharedStores,
    tenant: { profile: { id: 1 } } as unknown as TenantRuntime,
    session: new SessionStore(jar.request, 1, TTL),
    memo: new RequestMemo(),
  } as unknown as RequestContext;
  return { ctx, jar };
}

const login = (username: string): Omit<SessionData, 'sid' | 'gen'> => ({
  v: 1, tenant: 1, username, password: 'pw', loginAt: Date.now(), remember: false,
  user: { customerId: 1, agentId: 0, referenceId: 1, companyName: 'Rossi', firstName: '', lastName: '', showPrice: true, showPromo: true, priceListType: 1, s1: 0, s2: 0 },
  customer: null, customerCount: 1, recommended: [],
});

const identity = (s: SessionData) => ({ tenant: s.tenant, username: s.username, sid: s.sid, gen: s.gen });

describe('session lifecycle', () => {
  it('a new login revokes the session the browser held before', async () => {
    const sessions = new SessionRevocations(new MemoryKvCache(), TTL);
    const first = await startSession(contextWith(sessions).ctx, login('CL001'));
    const second = await startSession(contextWith(sessions, first).ctx, login('CL001'));
    expect(second.sid).not.toBe(first.sid);
    expect(await sessions.isRevoked(identity(first))).toBe(true);
    expect(await sessions.isRevoked(identity(second))).toBe(false);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const sessions = new SessionRevocations(new MemoryKvCache(), TTL);
    const s = await startSession(contextWith(sessions).ctx, login('CL001'));
    const { ctx, jar } = contextWith(sessions, s);
    await endSession(ctx);
    expect(jar.current()).toBeUndefined();
    expect(await sessions.isRevoked(identity(s))).toBe(true);
  });

  it('revokeSessions ends every session of the user but lets the current one continue, renewed', async () => {
    const sessions = new SessionRevocations(new MemoryKvCache(), TTL);
    const office = await startSession(contextWith(sessions).ctx, login('CL001'));
    const phone = await startSession(contextWith(sessions).ctx, login('CL001'));
    const other = await startSession(contextWith(sessions).ctx, login('CL002'));
    const { ctx, jar } = contextWith(sessions, phone);
    await revokeSessions(ctx, 'CL001', 'nuova');

    const renewed = jar.current()!;
    expect(renewed.password).toBe('nuova');
    expect(await sessions.isRevoked(identity(renewed))).toBe(false);
    expect(await sessions.isRevoked(identity(phone))).toBe(true);
    expect(await sessions.isRevoked(identity(office))).toBe(true);
    expect(await sessions.isRevoked(identity(other))).toBe(false);
  });
});
