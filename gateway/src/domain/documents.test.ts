import { describe, expect, it } from 'vitest';
import {
  amountsVisible,
  documentTabs,
  documentTypeName,
  effectiveKind,
  isShipment,
  italianDate,
  matchesFilter,
  matchesKind,
  newestFirst,
  pageOf,
  type DocumentKind,
} from './documents.ts';

describe('document tabs (spec §2 My documents, §1 company 4)', () => {
  it.each([
    [
      false,
      [
        ['ORDERS', 'Ordini'],
        ['FISCAL', 'Documenti fiscali'],
      ],
    ],
    [true, [['ALL', 'Documenti']]],
  ] as const)('single tab %s', (single, tabs) => {
    expect(documentTabs(single).map((t) => [t.kind, t.label])).toEqual(tabs);
  });

  it.each([
    ['ORDERS', false, 'ORDERS'],
    ['FISCAL', false, 'FISCAL'],
    ['ORDERS', true, 'ALL'],
    ['FISCAL', true, 'ALL'],
  ] as const)('asked %s, single tab %s → %s', (asked, single, kind) => {
    expect(effectiveKind(asked, single)).toBe(kind);
  });

  it.each([
    [true, 'ORDERS', true],
    [true, 'FISCAL', false],
    [false, 'ORDERS', false],
    [false, 'FISCAL', true],
    [true, 'ALL', true],
    [false, 'ALL', true],
  ] as const)('order %s in %s → %s', (isOrder, kind: DocumentKind, listed) => {
    expect(matchesKind(isOrder, kind)).toBe(listed);
  });
});

describe('document types and shipments', () => {
  it.each([
    ['FT', false, 'Fattura'],
    ['ddt', false, 'Documento di trasporto'],
    ['NC', false, 'Nota di credito'],
    ['OW', true, 'Ordine web'],
    ['ZZ', true, 'Ordine'],
    ['ZZ', false, 'Documento'],
  ] as const)('%s (order %s) is %s', (section, isOrder, name) => {
    expect(documentTypeName(section, isOrder)).toBe(name);
  });

  it.each([
    [{ isOrder: false, section: 'FT' }, true],
    [{ isOrder: false, section: 'DDT' }, true],
    [{ isOrder: false, section: 'NC' }, false],
    [{ isOrder: true, section: 'OW' }, false],
  ])('%j is a shipment: %s', (doc, shipment) => {
    expect(isShipment(doc)).toBe(shipment);
  });
});

describe('amounts (FLGSENZAPREZZI, showPrice 0)', () => {
  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
    [true, false, false],
  ])('without prices %s, viewer sees prices %s → %s', (without, sees, visible) => {
    expect(amountsVisible(without, sees)).toBe(visible);
  });
});

describe('filters and order', () => {
  const doc = { number: '1234', date: '2026-03-13' };
  it.each([
    [{}, true],
    [{ number: '23' }, true],
    [{ number: ' 1234 ' }, true],
    [{ number: '99' }, false],
    [{ from: '2026-03-13' }, true],
    [{ from: '2026-03-14' }, false],
    [{ to: '2026-03-13' }, true],
    [{ to: '2026-03-12' }, false],
    [{ from: '2026-01-01', to: '2026-12-31', number: '12' }, true],
  ])('%j → %s', (filter, listed) => {
    expect(matchesFilter(doc, filter)).toBe(listed);
  });

  it('lists newest first, the later id first on the same day', () => {
    const list = [
      { id: 1, date: '2026-01-05' },
      { id: 3, date: '2026-02-01' },
      { id: 2, date: '2026-02-01' },
      { id: 4, date: '2025-12-31' },
    ];
    expect(newestFirst(list).map((d) => d.id)).toEqual([3, 2, 1, 4]);
  });

  it.each([
    ['2026-03-13', '13/03/2026'],
    ['2026-12-01', '01/12/2026'],
  ])('%s is shown %s (dd/MM/yyyy)', (iso, shown) => {
    expect(italianDate(iso)).toBe(shown);
  });
});

describe('pages of ten (spec §9)', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);
  it.each([
    [undefined, undefined, [1, 10], 1, 10, 3],
    [2, undefined, [11, 20], 2, 10, 3],
    [3, undefined, [21, 23], 3, 10, 3],
    [9, undefined, [21, 23], 3, 10, 3],
    [0, undefined, [1, 10], 1, 10, 3],
    [1, 5, [1, 5], 1, 5, 5],
    [1, 1000, [1, 23], 1, 50, 1],
    [1, 0, [1, 1], 1, 1, 23],
  ])('page %s size %s', (page, size, [first, last], current, pageSize, pageCount) => {
    const p = pageOf(items, page, size);
    expect([p.items[0], p.items.at(-1)]).toEqual([first, last]);
    expect([p.page, p.pageSize, p.pageCount, p.totalCount]).toEqual([current, pageSize, pageCount, 23]);
  });

  it('an empty list is one empty page', () => {
    expect(pageOf([], 1, 10)).toEqual({ items: [], page: 1, pageSize: 10, totalCount: 0, pageCount: 1 });
  });
});
