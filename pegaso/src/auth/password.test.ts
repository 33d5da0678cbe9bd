import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('CL001');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('CL001');
    expect(await verifyPassword('CL001', stored)).toBe(true);
    expect(await verifyPassword('cl001', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed stored values', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
