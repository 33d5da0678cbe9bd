import { describe, expect, it } from 'vitest';
import { exactDecimal } from '../domain/money.ts';
import { exactMoney } from './exact-money.ts';

// The decimal itself is exactDecimal's (domain/money.test.ts has its table): here, that an
// order's amount is that decimal, in euro, up to the largest amount an order document holds.
describe('exactMoney', () => {
  it.each([0, 1234.5, -3.1, 99999999.99])('%d is its exact decimal in euro', (n) => {
    expect(exactMoney(n)).toEqual({ amount: exactDecimal(n), currency: 'EUR' });
  });

  it('keeps the largest amount whole', () => {
    expect(exactMoney(99999999.99).amount).toBe('99999999.99');
  });
});
