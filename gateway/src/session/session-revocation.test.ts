import { describe, expect, it } from 'vitest';
import { MemoryKvCache } from '../lib/kv-cache.ts';
import { SessionRevocations } from './session-revocation.ts';

const store = () => new SessionRevocations(new MemoryKvCache(), 60_000);

describe('SessionRevocations', () => {
  it('revokes one session by its id, leaving the user\'s others alone', async () => {
    const s = store();
    const a = { tenant: 1, username: 'CL001', sid: s.newSessionId(), gen: 0 };
    const b = { ...a, sid: s.newSessionId() };
    expect(a.sid).not.toBe(b.sid);
    await s.revoke(a.sid);
    expect(await s.isRevoked(a)).toBe(true);
    expect(await s.isRevoked(b)).toBe(false);
  });

  it('revokes every session of a user by raising the generation; new sessions carry it', async () => {
    const s = store();
    const old = { tenant: 1, username: 'CL001', sid: 'a', gen: await s.generation(1, 'CL001') };
    const gen = await s.revokeUser(1, 'cl001');
    expect(gen).toBe(1);
    expect(await s.isRevoked(old)).toBe(true);
    expect(await s.isRevoked({ ...old, sid: 'b', gen: await s.generation(1, 'CL001') })).toBe(false);
    // Another tenant's user of the same name is someone else.
    expect(await s.isRevoked({ ...old, tenant: 2 })).toBe(false);
  });
});
