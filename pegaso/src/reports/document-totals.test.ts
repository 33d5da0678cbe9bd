import { describe, expect, it } from 'vitest';
import type { DocumentLineRow, DocumentRow } from '../db/documents.ts';
import { documentTotals, lineNetPrice } from './document-totals.ts';

const line = (over: Partial<DocumentLineRow>): DocumentLineRow => ({
  iddocven: 1,
  patIma: '',
  codArt: 'A',
  desArt: 'Articolo',
  qtaArt: 1,
  preArt: 0,
  Sco1: 0,
  Sco2: 0,
  Sco3: 0,
  ScoLir: 0,
  preNetArt: null,
  totImpArt: 0,
  totIvaArt: 0,
  totArt: 0,
  IDArt: null,
  ...over,
});

const doc = (over: Partial<DocumentRow>, det: DocumentLineRow[]) =>
  ({
    iddocven: 1, IDAge: 0, IDCli: 2, numOrd: 1, datDoc: '2026-11-26', staDoc: '', impDoc: 0, ivaDoc: 0, totDoc: 0,
    FlgOrdine: 1, CodSezVen: 'OW', DesTra: '', DesVet: '', NUMCON: '', Pagato: 0, FLGSENZAPREZZI: 0, IDDetCliSed: 1,
    DesPag: '', TotSpeTra1: 0, TotSpeInc1: 0, TotSpeImb1: 0, TotSpeTra2: 0, TotSpeInc2: 0, TotSpeImb2: 0,
    ModConsegna1: null, DesModConsegna1: '', ModConsegna2: null, DesModConsegna2: '', DataRitiro: '', AttendiInArrivo: 0,
    ...over,
    det,
  }) as DocumentRow & { det: DocumentLineRow[] };

const cents = (n: number) => Math.round(n * 100);

describe('documentTotals: every amount that makes the total', () => {
  // The order: 74,60 € of lines, 15,90 € of transport, collection and handling = 90,50 €.
  const lines = [line({ totImpArt: 41.9, totArt: 51.12 }), line({ totImpArt: 32.7, totArt: 39.89 })];
  it.each([
    [
      'net company: goods + charges = taxable, taxable + VAT = total',
      doc({ impDoc: 90.5, ivaDoc: 19.91, totDoc: 110.41, TotSpeTra1: 12.9, TotSpeInc1: 2, TotSpeImb1: 1 }, lines),
      false,
      [
        ['Merce', 74.6],
        ['Spese di trasporto', 12.9],
        ['Spese di contrassegno', 2],
        ['Spese di gestione ordine', 1],
        ['Imponibile', 90.5],
        ['IVA 22%', 19.91],
        ['Totale documento', 110.41],
      ],
    ],
    [
      'a document that does not itemise its charges prints the rest as other charges',
      doc({ impDoc: 90.5, ivaDoc: 19.91, totDoc: 110.41 }, lines),
      false,
      [
        ['Merce', 74.6],
        ['Altre spese', 15.9],
        ['Imponibile', 90.5],
        ['IVA 22%', 19.91],
        ['Totale documento', 110.41],
      ],
    ],
    [
      "'i.i.': goods and charges with VAT make the total, split into taxable and VAT",
      doc({ impDoc: 78.65, ivaDoc: 17.31, totDoc: 95.96, TotSpeTra1: 12.9, TotSpeImb1: 1 }, [line({ totImpArt: 64.75, totArt: 79 })]),
      true,
      [
        ['Merce i.i.', 79],
        ['Spese di trasporto i.i.', 15.74],
        ['Spese di gestione ordine i.i.', 1.22],
        ['Totale documento', 95.96],
        ['di cui imponibile', 78.65],
        ['di cui IVA 22%', 17.31],
      ],
    ],
  ] as const)('%s', (_name, d, inclusive, expected) => {
    const rows = documentTotals(d, inclusive);
    expect(rows.map((r) => [r.label, r.amount])).toEqual(expected);
    const sum = (labels: (l: string) => boolean) => rows.filter((r) => labels(r.label)).reduce((s, r) => s + cents(r.amount), 0);
    const itemised = sum((l) => !/^(Imponibile|IVA|Totale|di cui)/u.test(l));
    expect(itemised).toBe(cents(inclusive ? d.totDoc : d.impDoc));
    expect(cents(d.impDoc) + cents(d.ivaDoc)).toBe(cents(d.totDoc));
  });
});

describe('lineNetPrice', () => {
  it.each([
    ['as stored', line({ preArt: 4.9, Sco1: 10, Sco2: 5, preNetArt: 4.19 }), 4.19],
    ['the price less its discount, when not stored', line({ preArt: 10, Sco1: 10 }), 9],
    ['no discount: the price', line({ preArt: 3.5 }), 3.5],
  ] as const)('%s', (_name, l, expected) => {
    expect(lineNetPrice(l)).toBe(expected);
  });
});
