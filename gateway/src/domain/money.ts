// Money helpers: amounts are plain numbers in currency units (euro, not cents); they are
// rounded half-up to cents exactly once, where a price or a line total is finalised.

import { roundHalfUpToCents } from '@shop/amounts';

// The rounding and the cart total's rule are shared with the device (the offline order book
// shows a queued order's total): one rule, in the package @shop/amounts.
export { roundHalfUpToCents, sumLineTotals } from '@shop/amounts';

export type CurrencyCode = 'EUR' | 'USD' | 'GBP';

export interface Money {
  amount: number;
  /** The same amount as a decimal string from its integer cents (exactDecimal): '1234.50'. */
  exact: string;
  currency: 'EUR';
  formatted: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency,
      // narrowSymbol gives '$' rather than 'USD' in the Italian locale.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // CLDR's Italian data does not group four-digit numbers ('1234,50 €'); the shop shows '1.234,50 €'.
      useGrouping: 'always',
    });
    formatters.set(currency, f);
  }
  return f;
}

/** Italian formatting, e.g. '1.234,50 €', with a plain space before the symbol. */
export function formatMoney(amount: number, currency: CurrencyCode = 'EUR'): string {
  return formatAny(roundHalfUpToCents(amount), currency);
}

function formatAny(amount: number, currency: string): string {
  let text: string;
  try {
    text = formatterFor(currency).format(amount);
  } catch {
    // An unknown currency code: keep the Italian number and show the code as given.
    text = `${formatterFor('EUR').format(amount).replace(/\s*€/u, '')} ${currency}`;
  }
  // Intl separates the symbol with a no-break space (U+00A0 or U+202F); texts and tests use a plain one.
  return text.replace(/[\u00a0\u202f]/gu, ' ');
}

/**
 * The amount as a decimal string with a dot and two decimals ('1234.50', '-3.10'): integrators add
 * amounts in their own books, where a binary float (0.1 + 0.2) would not do. Rounded half-up to
 * cents once, then written from the integer number of cents, so no float is ever formatted.
 */
export function exactDecimal(amount: number): string {
  const cents = Math.round(roundHalfUpToCents(amount) * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds once and returns the amount with its exact decimal and its formatted text: every Money is built here. */
export function toMoney(amount: number, currency: 'EUR' = 'EUR'): Money {
  const rounded = roundHalfUpToCents(amount);
  return { amount: rounded, exact: exactDecimal(rounded), currency, formatted: formatAny(rounded, currency) };
}

