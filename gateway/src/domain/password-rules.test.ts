import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rules.ts';

describe('new password rules', () => {
  it.each([
    ['nuovapass1', 'nuovapass1', []],
    ['12345678', '12345678', []], // exactly 8 is enough
    ['1234567', '1234567', ['PASSWORD_TOO_SHORT']],
    ['', '', ['PASSWORD_TOO_SHORT']],
    ['nuovapass1', 'nuovapass2', ['PASSWORD_MISMATCH']],
    ['corta', 'altra', ['PASSWORD_TOO_SHORT', 'PASSWORD_MISMATCH']],
    ['x'.repeat(129), 'x'.repeat(129), ['PASSWORD_TOO_LONG']],
  ])('%s / %s → %j', (password, confirmation, codes) => {
    expect(checkNewPassword(password, confirmation).map((p) => p.code)).toEqual(codes);
  });

  it('speaks the specification and names the field', () => {
    expect(checkNewPassword('corta', 'altra')).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_SHORT', message: 'Scegliere una password con più di 8 caratteri alfanumerici' },
      { field: 'confirmation', code: 'PASSWORD_MISMATCH', message: 'Le due password non coincidono' },
    ]);
  });
});
