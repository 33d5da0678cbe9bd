import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { todayInRome } from '../ordering/pickup-check.ts';
import { postForm, postJsonAsForm, seededApp } from '../testing/database.ts';
import { workingDayAfter } from '../testing/working-day.ts';

const BIG_STOCK = 1_000_100;
const ARRIVING = 1_000_900;
const PROMEMORIA = 1_000_200;
const credentials = { username: 'CL001', password: 'CL001' };

/** The first working day at least `after` days ahead that is no Italian holiday, as MM-DD-YYYY. */
const workingDay = (after: number): string => workingDayAfter(after).us;

describe('ordering calls', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ productsPerCompany: 12 }));
  });
  afterAll(async () => close());

  const stockOf = async (company: number, id: number) =>
    (
      await db.query<{ stock: number; qtaImpCli: number }>(
        'select stock, "qtaImpCli" from articles where company = $1 and "IDArtSizeColor" = $2',
        [company, id],
      )
    )[0];

  it('getWebAppAdjustCart prices and splits each line and returns modes, costs, localities and payments', async () => {
    const pcartData = JSON.stringify([
      { id: 'a', idArt: BIG_STOCK, qty: 3, catalogo: 1 },
      { id: 'b', idArt: ARRIVING, qty: 2, catalogo: 1 },
      { id: 'c', idArt: PROMEMORIA, qty: 4, catalogo: 1 },
    ]);
    const { body } = await postForm(app, '/1/pegaso/getWebAppAdjustCart', {
      ...credentials,
      pcartData,
      idCli: '1',
    });
    expect(body.Errore).toBe('');
    const items = body.item as Array<Record<string, number | string>>;
    expect(items.map((i) => [i.id, i.qtyOK, i.qtyArr, i.qtyPre, i.qtyNO])).toEqual([
      ['a', 3, 0, 0, 0],
      ['b', 0, 2, 0, 0],
      ['c', 0, 0, 0, 4],
    ]);
    // CL001 (no S1) has a 10 % condition on the big-stock product: company 1 takes the lower of
    // the base price and the list price less 10 %, the shop's rule (design §5.1).
    const [row] = await db.query<{ preLis: number; priceNoSco: number }>(
      'select "preLis", "priceNoSco" from articles where company = 1 and "IDArtSizeColor" = $1',
      [BIG_STOCK],
    );
    const a = items[0] as { sco3: number; pricesco: number; priceNoSco: number; tipoSconto: number };
    const candidate = (row?.preLis ?? 0) * 0.9;
    expect(a.priceNoSco).toBe(row?.priceNoSco);
    expect(a.pricesco).toBe(Math.round(Math.min(candidate, a.priceNoSco) * 100) / 100);
    expect(a.sco3).toBe(candidate < a.priceNoSco ? 10 : 0);
    expect(a.tipoSconto).toBe(2);
    expect((body.spedizione as Array<{ id: number }>).map((m) => m.id)).toEqual(
      expect.arrayContaining([31, 33, 34]),
    );
    expect(body).toMatchObject({ totSpeTra1: 12.9, totSpeImb1: 1, totSpeTra2: 12.9, totSpeImb2: 1 });
    expect((body.Pagamenti as Array<{ pagCli: number }>).filter((p) => p.pagCli === 1)).toHaveLength(1);
    expect((body.localita as unknown[]).length).toBeGreaterThan(5);
  });

  it('quotes no shipping at all once the goods reach the free-shipping threshold (390 €)', async () => {
    const pcartData = JSON.stringify([{ id: 'a', idArt: BIG_STOCK, qty: 160 }]);
    const { body } = await postForm(app, '/1/pegaso/getWebAppAdjustCart', {
      ...credentials,
      pcartData,
      idCli: '1',
    });
    // 160 pieces would be 4 parcels (26,90 €, shipping-quote.test.ts), but the goods pass 390 €.
    const [line] = body.item as Array<{ pricesco: number }>;
    expect(160 * (line?.pricesco ?? 0)).toBeGreaterThanOrEqual(390);
    expect(body).toMatchObject({ totSpeTra1: 0, totSpeInc1: 0, totSpeImb1: 0, totSpeTra2: 0, totSpeInc2: 0, totSpeImb2: 0 });
  });

  it('refuses a customer the user may not order for', async () => {
    const { body } = await postForm(app, '/1/pegaso/getWebAppAdjustCart', {
      ...credentials,
      pcartData: '[]',
      idCli: '2',
    });
    expect(body.Errore).not.toBe('');
  });

  it('checkout stores the order and its document, commits stock, books the pickup and clears the cart', async () => {
    await postForm(app, '/1/pegaso/updateCart', {
      cart: JSON.stringify([{ id: 'a', selectedIDArt: BIG_STOCK, quantity: 3 }]),
      IDRef: '1001',
    });
    const before = await stockOf(1, BIG_STOCK);
    const arrivingBefore = await stockOf(1, ARRIVING);
    const date = workingDay(5);
    const { body } = await postJsonAsForm(app, '/1/pegaso/webAppCheckout', {
      ...credentials,
      Cliente: {
        IdCli: 1,
        IDDetCliSed: 1,
        IndSed: 'Via Toledo 112',
        Loc: 'Napoli',
        Pro: 'NA',
        CAP: '80134',
        NAZ: 'IT',
      },
      Carrello: [
        { id: 'a', selectedIDArt: BIG_STOCK, quantity: 3, catalogo: 1 },
        { id: 'b', selectedIDArt: ARRIVING, quantity: 2 },
      ],
      Documento: {
        ModConsegna1: 34,
        ModConsegna2: 0,
        DataRitiro: date,
        AttendiInArrivo: 1,
        Note1: 'Grazie',
        flgWebPos: 1,
      },
    });
    expect(body.Errore).toBe('');
    expect(body.numOrd).toEqual(expect.any(Number));
    expect((await stockOf(1, BIG_STOCK))?.stock).toBe((before?.stock ?? 0) - 3);
    expect((await stockOf(1, ARRIVING))?.qtaImpCli).toBe((arrivingBefore?.qtaImpCli ?? 0) + 2);
    const login = await postForm(app, '/1/pegaso/login', credentials);
    expect((login.body.user as { cart: string }).cart).toBe('[]');
    const docs = await db.query<{ totDoc: number; lines: number }>(
      `select d."totDoc", (select count(*)::int from document_lines l where l.iddocven = d.iddocven) as lines
         from documents d where d.company = 1 and d."CodSezVen" = 'OW' and d."numOrd" = $1`,
      [body.numOrd],
    );
    expect(docs).toEqual([{ totDoc: expect.any(Number), lines: 2 }]);
    const dates = await postForm(app, '/1/pegaso/getDateRitiro', { IDCli: '1' });
    expect(dates.body.ProxRit).toBe(date);
    expect(dates.body.Prenotazioni).toEqual(expect.arrayContaining([{ Data: date, Num: 1 }]));
  });

  it('refuses a pickup date that is not valid with Errore and a Risposta naming the date', async () => {
    const sunday = new Date(`${todayInRome()}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    const iso = sunday.toISOString().slice(0, 10);
    for (const DataRitiro of [
      `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`,
      '03-13-2023',
      '',
    ]) {
      const { body } = await postJsonAsForm(app, '/1/pegaso/webAppCheckout', {
        ...credentials,
        Cliente: { IdCli: 1 },
        Carrello: [{ id: 'a', idArt: BIG_STOCK, qty: 1 }],
        Documento: { ModConsegna1: 34, DataRitiro },
      });
      expect(body.Errore).toContain('Data');
      expect(body.Risposta).toContain('Data');
    }
  });

  it('returns the order already stored when the same user retries with the same key', async () => {
    const order = () =>
      postJsonAsForm(app, '/3/pegaso/webAppCheckout', {
        ...credentials,
        idempotencyKey: 'k-retry-1',
        Cliente: { IdCli: 1 },
        Carrello: [{ id: 'a', idArt: BIG_STOCK, qty: 2 }],
        Documento: { ModConsegna1: 30 },
      });
    const before = await stockOf(3, BIG_STOCK);
    const first = (await order()).body;
    const retry = (await order()).body;
    expect(first.Errore).toBe('');
    expect(retry).toEqual(first);
    expect((await stockOf(3, BIG_STOCK))?.stock).toBe((before?.stock ?? 0) - 2);
  });

  it("lists the order's key and id with its document, for a shop whose reply was lost", async () => {
    const { body } = await postJsonAsForm(app, '/3/pegaso/webAppCheckout', {
      ...credentials,
      idempotencyKey: 'k-lost-reply-1',
      Cliente: { IdCli: 1 },
      Carrello: [{ id: 'a', idArt: BIG_STOCK, qty: 1 }],
      Documento: { ModConsegna1: 30 },
    });
    expect(body.Errore).toBe('');
    const docs = (await postForm(app, '/3/pegaso/getDocCli', { ...credentials })).body as {
      Docs: Array<{ iddocven: number; IDOrd: number | null; idempotencyKey: string | null; CodSezVen: string }>;
    };
    const placed = docs.Docs.find((d) => d.idempotencyKey === 'k-lost-reply-1');
    expect(placed).toMatchObject({ iddocven: body.iddocven, IDOrd: body.IDOrd, CodSezVen: 'OW' });
    expect(docs.Docs.filter((d) => d.CodSezVen !== 'OW').every((d) => d.idempotencyKey === null)).toBe(true);
  });

  it('company 2 requires a payment mode', async () => {
    const order = (IDModPag?: number) =>
      postJsonAsForm(app, '/2/pegaso/webAppCheckoutMondoCarta', {
        ...credentials,
        Cliente: { IdCli: 1 },
        Carrello: [{ id: 'a', idArt: BIG_STOCK, qty: 1 }],
        Documento: { ModConsegna1: 30, IDModPag },
      });
    expect((await order()).body.Errore).toBe('IDModPag mancante');
    expect((await order(1)).body.Errore).toBe('');
  });

  it('getLocalita lists localities with province and postcode', async () => {
    const { body } = await postForm(app, '/1/pegaso/getLocalita', {});
    expect(body.localita).toEqual(expect.arrayContaining([{ Loc: 'Napoli', Pro: 'NA', CAP: '80134' }]));
  });
});
