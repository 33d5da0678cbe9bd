import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_TEXTS, type QuickOrderRow } from './quick-order-parse.ts';

const row = (line: number, code: string, quantity: number | null, attributes: string[] = []): QuickOrderRow => ({
  line,
  code,
  attributes,
  quantity,
});

describe('parseQuickOrder', () => {
  it.each([
    ['tab (a spreadsheet copy)', 'TS0001-01-XL\t5', [row(1, 'TS0001-01-XL', 5)]],
    ['semicolon (an Italian CSV)', 'TS0001-01-XL;5', [row(1, 'TS0001-01-XL', 5)]],
    ['comma', 'TS0001-01-XL,5', [row(1, 'TS0001-01-XL', 5)]],
    ['spaces', 'TS0001-01-XL   5', [row(1, 'TS0001-01-XL', 5)]],
    ['quoted CSV fields', '"TS0001-01-XL";"12"', [row(1, 'TS0001-01-XL', 12)]],
    ['trailing separators of a spreadsheet export', 'TS0001-01-XL;5;;', [row(1, 'TS0001-01-XL', 5)]],
    ['an email: "x 5 pz"', 'TS0001-01-XL x 5 pz', [row(1, 'TS0001-01-XL', 5)]],
    ['quantity with "pz" attached', 'TS0001-01-XL 5pz', [row(1, 'TS0001-01-XL', 5)]],
    ['quantity first', '5 TS0001-01-XL', [row(1, 'TS0001-01-XL', 5)]],
    ['product sku, colour and size', 'TS0001;01;XL;3', [row(1, 'TS0001', 3, ['01', 'XL'])]],
    ['product sku with colour name and size', 'TS0001\tBianco\tM\t2', [row(1, 'TS0001', 2, ['Bianco', 'M'])]],
    ['an alternative code', '12345 4', [row(1, '12345', 4)]],
    ['no quantity', 'TS0001-01-XL', [row(1, 'TS0001-01-XL', null)]],
    ['zero', 'TS0001-01-XL;0', [row(1, 'TS0001-01-XL', null)]],
    ['negative', 'TS0001-01-XL;-2', [row(1, 'TS0001-01-XL', null)]],
    ['decimal', 'TS0001-01-XL;2.5', [row(1, 'TS0001-01-XL', null)]],
    ['over 99.999 pieces', 'TS0001-01-XL;100000', [row(1, 'TS0001-01-XL', null)]],
    ['a word for a quantity', 'TS0001-01-XL;cinque', [row(1, 'TS0001-01-XL', null)]],
    [
      'a header row is skipped, blank lines too, line numbers kept',
      'Codice;Quantità\r\n\r\nTS0001-01-XL;5\nGA0002;1\n',
      [row(3, 'TS0001-01-XL', 5), row(4, 'GA0002', 1)],
    ],
    ['an English header', 'code,qty\nGA0002,1', [row(2, 'GA0002', 1)]],
    ['a byte-order mark', '\uFEFFTS0001-01-XL;5', [row(1, 'TS0001-01-XL', 5)]],
  ] as const)('%s', (_name, text, rows) => {
    expect(parseQuickOrder(text)).toEqual({ ok: true, rows });
  });

  it('takes 500 rows and refuses 501', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `A${i};1`).join('\n');
    const ok = parseQuickOrder(lines(500));
    expect(ok.ok && ok.rows.length).toBe(500);
    expect(parseQuickOrder(lines(501))).toEqual({ ok: false, reason: 'TOO_MANY_ROWS', message: QUICK_ORDER_TEXTS.tooManyRows });
  });

  it.each([
    ['empty', '', 'EMPTY', QUICK_ORDER_TEXTS.empty],
    ['only blanks and a header', 'codice;quantità\n  \n', 'EMPTY', QUICK_ORDER_TEXTS.empty],
    ['a binary file', 'PK\u0003\u0004\u0000\u0000xl/workbook.xml', 'MALFORMED', QUICK_ORDER_TEXTS.malformed],
    ['too large', 'A;1\n'.repeat(30_000), 'TOO_LARGE', QUICK_ORDER_TEXTS.tooLarge],
  ] as const)('refuses %s', (_name, text, reason, message) => {
    expect(parseQuickOrder(text)).toEqual({ ok: false, reason, message });
  });
});
