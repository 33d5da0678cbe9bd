import type { RequestContext } from '../context/request-context.ts';
import { CURRENCY_SYMBOLS, DISPLAY_CURRENCIES, convertForDisplay } from '../domain/currency.ts';
import type { CurrencyCode } from '../domain/money.ts';
import { readPrefs, savePrefs } from '../session/viewer-prefs.ts';

const CURRENCY = Symbol('display currency');

/** The visitor's display currency, read once per request (a listing has hundreds of amounts). */
export const displayCurrency = (ctx: RequestContext): CurrencyCode =>
  ctx.memo.once(CURRENCY, () => readPrefs(ctx.session).currency);

export function currencyOptions(ctx: RequestContext) {
  const selected = displayCurrency(ctx);
  const rates = ctx.settings.currencyRates;
  return DISPLAY_CURRENCIES.map((code) => ({ code, symbol: CURRENCY_SYMBOLS[code], rate: rates[code], selected: code === selected }));
}

export function setDisplayCurrency(ctx: RequestContext, currency: CurrencyCode): CurrencyCode {
  savePrefs(ctx.session, { currency });
  ctx.memo.set(CURRENCY, currency);
  return currency;
}

/** An euro amount in the display currency, or null when that is euro or the amount is not in euro. */
export function displayAmount(ctx: RequestContext, money: { amount: number; currency: string }) {
  const currency = displayCurrency(ctx);
  if (currency === 'EUR' || money.currency !== 'EUR') return null;
  return convertForDisplay(money.amount, currency, ctx.settings.currencyRates);
}
