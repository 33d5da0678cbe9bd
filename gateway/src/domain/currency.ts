import { formatMoney, roundHalfUpToCents, type CurrencyCode } from './money.ts';

/** Currencies the shop can show prices in (storefront-core §1): euro first, the default. */
export const DISPLAY_CURRENCIES: readonly CurrencyCode[] = ['EUR', 'USD', 'GBP'];

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { EUR: '€', USD: '$', GBP: '£' };

export type CurrencyRates = Record<CurrencyCode, number>;

/**
 * Reads `USD=1.08,GBP=0.85` (units of the currency per euro). Euro is always 1; a missing
 * currency, an unknown code or a rate that is not a positive number is refused with a reason.
 */
export function parseCurrencyRates(text: string): { ok: true; rates: CurrencyRates } | { ok: false; reason: string } {
  const rates: Partial<CurrencyRates> = { EUR: 1 };
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [code, value] = part.split('=').map((x) => x.trim());
    if (code !== 'USD' && code !== 'GBP') return { ok: false, reason: `unknown currency '${code ?? ''}'` };
    const rate = Number(value);
    if (!value || !Number.isFinite(rate) || rate <= 0) return { ok: false, reason: `bad rate for ${code}` };
    rates[code] = rate;
  }
  for (const code of DISPLAY_CURRENCIES) {
    if (rates[code] === undefined) return { ok: false, reason: `missing rate for ${code}` };
  }
  return { ok: true, rates: rates as CurrencyRates };
}

/** An euro amount shown in another currency: converted, then rounded half-up to cents once. */
export function convertForDisplay(euro: number, currency: CurrencyCode, rates: CurrencyRates) {
  const amount = roundHalfUpToCents(euro * rates[currency]);
  return { amount, currency, formatted: formatMoney(amount, currency) };
}
