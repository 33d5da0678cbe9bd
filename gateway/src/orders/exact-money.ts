import { roundHalfUpToCents } from '../domain/money.ts';

export interface ExactMoney {
  amount: string;
  currency: 'EUR';
}

/**
 * An amount as a decimal string with two decimals: integrators add amounts in their own books,
 * where a binary float (0.1 + 0.2) would not do. Rounded half-up to cents once, as everywhere.
 */
export function exactMoney(amount: number): ExactMoney {
  const cents = Math.round(roundHalfUpToCents(amount) * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency: 'EUR' };
}
