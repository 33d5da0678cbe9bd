import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidRecipientCode, isValidTaxCode, isValidVatNumber, personalCodeCheckChar } from './tax-codes.ts';

describe('Partita IVA check digit', () => {
  it.each([
    ['12345678903', true],
    ['00743110157', true],
    ['01114601006', true],
    ['02345670612', true],
    [' 0074 3110 157 ', true], // spaces as people type them
    ['12345678901', false], // wrong check digit
    ['00743110158', false],
    ['00000000000', false], // passes the sum, held by nobody
    ['1234567890', false], // 10 digits
    ['123456789031', false], // 12 digits
    ['IT00743110157', false], // country prefix is not part of it
    ['0074311015A', false],
    ['', false],
  ])('%s → %s', (code, valid) => {
    expect(isValidVatNumber(code)).toBe(valid);
  });
});

describe('Codice Fiscale', () => {
  it.each([
    ['RSSMRA85T10A562S', true],
    ['rssmra85t10a562s', true], // lower case typed
    ['MRTMTT91D08F205J', true],
    ['RSSMRA85T10A562T', false], // wrong check character
    ['RSSMRA85T10A56', false], // too short
    ['RSSMRA85Z10A562S', false], // Z is no month
    ['00743110157', true], // a company's code is its 11 digits, checked as a VAT number
    ['00743110158', false],
    ['', false],
  ])('%s → %s', (code, valid) => {
    expect(isValidTaxCode(code)).toBe(valid);
  });

  it('computes the check character from odd and even places', () => {
    expect(personalCodeCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(personalCodeCheckChar('MRTMTT91D08F205')).toBe('J');
  });
});

describe('Codice Destinatario (SDI) and addresses', () => {
  it.each([
    ['ABC1234', true],
    ['0000000', true],
    ['abc1234', true],
    ['ABC123', false],
    ['ABC12345', false],
    ['ABC-123', false],
  ])('recipient code %s → %s', (code, valid) => {
    expect(isValidRecipientCode(code)).toBe(valid);
  });

  it.each([
    ['mario.rossi@example.it', true],
    ['amministrazione@pec.rossi.it', true],
    ['mario.rossi@example', false],
    ['mario rossi@example.it', false],
    ['@example.it', false],
    [`${'a'.repeat(250)}@x.it`, false],
  ])('email %s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
