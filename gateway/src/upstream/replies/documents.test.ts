import { describe, expect, it } from 'vitest';
import {
  documentsReplySchema,
  normaliseDocuments,
  normalisePurchases,
  purchasesReplySchema,
} from './documents.ts';

const doc = (over: Record<string, unknown> = {}) => ({
  iddocven: '12',
  IDAge: 0,
  IDCli: 2,
  numOrd: 45,
  datDoc: '2026-03-13',
  staDoc: 'Emessa',
  impDoc: '100,50',
  ivaDoc: 22.11,
  totDoc: 122.61,
  FlgOrdine: '0',
  CodSezVen: 'FT',
  DesTra: 'Corriere',
  DesVet: 'GLS',
  NUMCON: null,
  Pagato: 1,
  FLGSENZAPREZZI: 0,
  det: [],
  ...over,
});

describe('getDocCli reply', () => {
  it.each([
    ['2026-03-13', '2026-03-13'],
    ['2026-03-13T00:00:00', '2026-03-13'],
    ['03-13-2026', '2026-03-13'],
    ['13/03/2026', '2026-03-13'],
  ])('reads the date %s as %s', (datDoc, iso) => {
    const [d] = normaliseDocuments(documentsReplySchema.parse({ Errore: '', Docs: [doc({ datDoc })] }));
    expect(d?.date).toBe(iso);
  });

  it('normalises numbers as strings, flags as 0/1, lines as JSON text', () => {
    const det = JSON.stringify([
      {
        patIma: 'a.jpg',
        codArt: 'X1',
        desArt: 'Maglia',
        qtaArt: '3',
        preArt: 10,
        Sco1: 0,
        ScoLir: 0,
        totImpArt: 30,
        totIvaArt: 6.6,
        totArt: 36.6,
      },
    ]);
    const [d] = normaliseDocuments(documentsReplySchema.parse({ Docs: [doc({ det })] }));
    expect(d).toMatchObject({
      id: 12,
      number: '45',
      taxable: 100.5,
      isOrder: false,
      paid: true,
      consignment: '',
      withoutPrices: false,
    });
    expect(d?.lines).toEqual([
      expect.objectContaining({ code: 'X1', quantity: 3, articleId: null, image: 'a.jpg' }),
    ]);
  });

  it.each([['not a date'], ['2026-13-01'], ['2026-02-30'], ['31/04/2026'], ['']])('refuses the date %j', (datDoc) => {
    expect(documentsReplySchema.safeParse({ Docs: [doc({ datDoc })] }).success).toBe(false);
  });
});

describe('getLastPurchases reply', () => {
  it('takes the first picture of IMAGE (JSON text) and the movements', () => {
    const [p] = normalisePurchases(
      purchasesReplySchema.parse({
        Errore: '',
        Docs: [
          {
            ID: 1000100,
            sku: 'TS-01',
            name: 'T-shirt',
            IMAGE: '["a.jpg","b.jpg"]',
            UltimaDatDocVen: '03-13-2026',
            QTAAssociataUltimaDatDocVen: 4,
            DettaglioMovimenti: [{ CodSezVen: 'FT', PrgDocVen: 7, DatDocVen: '2026-03-13', QTA: 4 }],
          },
        ],
      }),
    );
    expect(p).toEqual({
      articleId: 1000100,
      sku: 'TS-01',
      name: 'T-shirt',
      image: 'a.jpg',
      lastDate: '2026-03-13',
      lastQuantity: 4,
      movements: [{ section: 'FT', number: '7', date: '2026-03-13', quantity: 4 }],
    });
  });

  it('a malformed IMAGE is no picture, not a failure', () => {
    const [p] = normalisePurchases(
      purchasesReplySchema.parse({
        Docs: [
          {
            ID: 1,
            sku: 'A',
            name: 'A',
            IMAGE: '{bad',
            UltimaDatDocVen: '2026-01-01',
            QTAAssociataUltimaDatDocVen: 1,
          },
        ],
      }),
    );
    expect(p?.image).toBeNull();
  });
});
