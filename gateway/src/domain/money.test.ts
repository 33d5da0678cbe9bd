import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exactDecimal, formatMoney, roundHalfUpToCents, sumLineTotals, toMoney, type CurrencyCode } from './money.ts';

describe('roundHalfUpToCents', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.234, 1.23],
    [1.235, 1.24],
    [0.1 + 0.2, 0.3],
    [10, 10],
    [0, 0],
    [-1.005, -1.01],
    [-2.675, -2.68],
    [-0.001, 0],
    [1234.565, 1234.57],
    [8.345, 8.35],
  ])('%d → %d', (input, expected) => {
    expect(roundHalfUpToCents(input)).toBe(expected);
  });

  it('rounds as the 15-digit decimal reading does, near half cents and far from them', () => {
    const reference = (n: number) => {
      const rounded = Math.round(Number((Math.abs(n) * 100).toPrecision(15))) / 100;
      return n < 0 && rounded !== 0 ? -rounded : rounded;
    };
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.integer({ min: -3, max: 3 }), (mills, nudge) => {
        // Values at and around half cents (x.xx5), where the two readings could part.
        const n = mills / 1000 + nudge * Number.EPSILON * Math.abs(mills / 1000);
        expect(roundHalfUpToCents(n)).toBe(reference(n));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        expect(roundHalfUpToCents(n)).toBe(reference(n));
      }),
    );
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUpToCents(-0.004), 0)).toBe(true);
  });

  it('is symmetric and idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const r = roundHalfUpToCents(n);
        expect(roundHalfUpToCents(-n)).toBe(r === 0 ? 0 : -r);
        expect(roundHalfUpToCents(r)).toBe(r);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, 'EUR', '1.234,50 €'],
    [0, 'EUR', '0,00 €'],
    [90, 'EUR', '90,00 €'],
    [1234567.891, 'EUR', '1.234.567,89 €'],
    [1.005, 'EUR', '1,01 €'],
    [-1234.5, 'EUR', '-1.234,50 €'],
    [12.3, 'USD', '12,30 $'],
    [12.3, 'GBP', '12,30 £'],
  ] as const)('%d %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('defaults to euro and uses a plain space, never a no-break space', () => {
    const text = formatMoney(5);
    expect(text).toBe('5,00 €');
    expect(text).not.toMatch(/[\u00a0\u202f]/u);
  });
});

describe('toMoney', () => {
  it('rounds once and formats the rounded amount', () => {
    expect(toMoney(2.675)).toEqual({ amount: 2.68, exact: '2.68', currency: 'EUR', formatted: '2,68 €' });
    expect(toMoney(1500)).toEqual({ amount: 1500, exact: '1500.00', currency: 'EUR', formatted: '1.500,00 €' });
  });
});

describe('formatMoney', () => {
  it('writes another currency with its symbol', () => {
    expect(formatMoney(1500, 'USD')).toBe('1.500,00 $');
  });

  it('keeps an unknown currency code readable', () => {
    // A code the formatter does not know (a misconfiguration) must not break the page.
    expect(formatMoney(3, 'XYZ1' as CurrencyCode)).toBe('3,00 XYZ1');
  });
});

describe('exactDecimal', () => {
  it.each([
    [0, '0.00'],
    [1234.5, '1234.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [-3.1, '-3.10'],
    [-0.004, '0.00'],
  ])('%d is %s', (n, text) => {
    expect(exactDecimal(n)).toBe(text);
  });

  it('writes every whole number of cents back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const text = exactDecimal(cents / 100);
        expect(Math.round(Number(text) * 100)).toBe(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/u);
      }),
    );
  });
});

describe('sumLineTotals', () => {
  it('rounds each line, then sums', () => {
    // 3 × 0.335 = 1.005 → 1.01; 3 × 0.335 again → 1.01; rounding the sum alone would give 2.01.
    expect(
      sumLineTotals([
        { price: 0.335, quantity: 3 },
        { price: 0.335, quantity: 3 },
      ]),
    ).toBe(2.02);
    expect(sumLineTotals([])).toBe(0);
    expect(
      sumLineTotals([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(
      sumLineTotals([
        { price: 12.9, quantity: 10 },
        { price: 4.99, quantity: 3 },
      ]),
    ).toBe(143.97);
  });
});
