import { describe, expect, it } from 'vitest';
import { apiKeyHash, bearerOf, isApiKeyShaped, newApiKeySecret, openWithSecret, sealWithSecret } from './api-key-secret.ts';

describe('API key secrets', () => {
  it('are shaped, distinct and hashed to a fixed-length hex digest', () => {
    const a = newApiKeySecret();
    const b = newApiKeySecret();
    expect(isApiKeyShaped(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(apiKeyHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyHash(a)).toBe(apiKeyHash(a));
  });

  it.each([
    ['shopk_', false],
    ['shopk_' + 'A'.repeat(42), false],
    ['shopk_' + 'A'.repeat(43), true],
    ['shopk_' + 'A'.repeat(42) + '=', false],
    ['other_' + 'A'.repeat(43), false],
  ])('shape of %s is %s', (value, shaped) => {
    expect(isApiKeyShaped(value)).toBe(shaped);
  });

  it('seal what only the same secret and key id open', () => {
    const secret = newApiKeySecret();
    const sealed = sealWithSecret(secret, 'id-1', '{"username":"CL001"}');
    expect(sealed).not.toContain('CL001');
    expect(openWithSecret(secret, 'id-1', sealed)).toBe('{"username":"CL001"}');
    expect(openWithSecret(newApiKeySecret(), 'id-1', sealed)).toBeNull();
    expect(openWithSecret(secret, 'id-2', sealed)).toBeNull();
    expect(openWithSecret(secret, 'id-1', sealed.slice(0, -2) + 'xx')).toBeNull();
  });

  it.each([
    [undefined, null],
    ['Basic dXNlcjpwYXNz', null],
    ['Bearer shopk_abc', 'shopk_abc'],
    ['bearer   shopk_abc  ', 'shopk_abc'],
    ['Bearer', ''],
    ['Bearer a b', ''],
  ])('the bearer of %s is %s', (header, secret) => {
    expect(bearerOf(header)).toBe(secret);
  });
});
