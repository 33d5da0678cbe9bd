import { describe, expect, it } from 'vitest';
import { exactMoney } from './exact-money.ts';

describe('exactMoney', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1234.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [-3.1, '-3.10'],
    [-0.004, '0.00'],
    [99999999.99, '99999999.99'],
  ])('%d is %s', (n, amount) => {
    expect(exactMoney(n)).toEqual({ amount, currency: 'EUR' });
  });
});
