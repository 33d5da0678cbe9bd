import { exactDecimal } from '../domain/money.ts';

export interface ExactMoney {
  amount: string;
  currency: 'EUR';
}

/** An order's amount as integrators read it: the exact decimal (see exactDecimal), in euro. */
export function exactMoney(amount: number): ExactMoney {
  return { amount: exactDecimal(amount), currency: 'EUR' };
}
