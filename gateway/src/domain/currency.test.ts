import { describe, expect, it } from 'vitest';
import { convertForDisplay, parseCurrencyRates } from './currency.ts';

describe('display currencies (storefront-core §1, §9: EUR rate 1, USD, GBP)', () => {
  it('reads the configured rates, euro always 1', () => {
    expect(parseCurrencyRates('USD=1.08,GBP=0.85')).toEqual({ ok: true, rates: { EUR: 1, USD: 1.08, GBP: 0.85 } });
  });

  it.each([
    ['USD=1.08', 'missing rate for GBP'],
    ['USD=1.08,GBP=0', 'bad rate for GBP'],
    ['USD=abc,GBP=0.85', 'bad rate for USD'],
    ['USD=1.08,GBP=0.85,CHF=0.95', "unknown currency 'CHF'"],
  ])('refuses %s (%s)', (text, reason) => {
    expect(parseCurrencyRates(text)).toEqual({ ok: false, reason });
  });

  it.each([
    [12.9, 'USD', 13.93, '13,93 $'],
    [12.9, 'GBP', 10.97, '10,97 £'],
    [1234.5, 'USD', 1333.26, '1.333,26 $'],
    [10, 'EUR', 10, '10,00 €'],
  ] as const)('%s € in %s is %s (%s)', (euro, currency, amount, formatted) => {
    const rates = { EUR: 1, USD: 1.08, GBP: 0.85 };
    expect(convertForDisplay(euro, currency, rates)).toEqual({ amount, currency, formatted });
  });
});
