import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJsonAsForm, seededApp } from '../testing/database.ts';

interface Line {
  codArt: string;
  qtaArt: number;
  totImpArt: number;
  totIvaArt: number;
  totArt: number;
}
interface Doc {
  iddocven: number;
  IDCli: number;
  numOrd: number;
  datDoc: string;
  impDoc: number;
  ivaDoc: number;
  totDoc: number;
  FlgOrdine: number;
  CodSezVen: string;
  DesVet: string;
  NUMCON: string;
  Pagato: number;
  det: Line[];
}
const cents = (n: number) => Math.round(n * 100);

describe('documents: getDocCli, getLastPurchases and the report address', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededApp({ productsPerCompany: 12 }));
  });
  afterAll(async () => close());

  const docsOf = async (username: string, idCli?: number, company = 1) => {
    const { body } = await postForm(app, `/${company}/pegaso/getDocCli`, {
      username,
      password: username,
      ...(idCli ? { IDCli: String(idCli) } : {}),
    });
    return body as { Errore: string; Docs: Doc[] };
  };

  it("lists a customer's year of documents newest first, each adding up to the cent", async () => {
    const { Errore, Docs } = await docsOf('CL002');
    expect(Errore).toBe('');
    expect(Docs.length).toBeGreaterThanOrEqual(18);
    expect(new Set(Docs.map((d) => d.CodSezVen))).toEqual(new Set(['FT', 'DDT', 'NC', 'OC']));
    const dates = Docs.map((d) => d.datDoc);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const d of Docs) {
      expect(d.IDCli).toBe(2);
      expect(cents(d.impDoc) + cents(d.ivaDoc)).toBe(cents(d.totDoc));
      expect(d.det.reduce((s, l) => s + cents(l.totImpArt), 0)).toBe(cents(d.impDoc));
      expect(d.det.reduce((s, l) => s + cents(l.totArt), 0)).toBe(cents(d.totDoc));
    }
    const carriers = new Set(
      Docs.filter((d) => d.FlgOrdine === 0 && d.CodSezVen !== 'NC').map((d) => d.DesVet),
    );
    expect(carriers).toEqual(new Set(['GLS', 'BRT', '']));
    expect(Docs.some((d) => d.Pagato === 1) && Docs.some((d) => d.Pagato === 0)).toBe(true);
    expect(Docs.filter((d) => d.DesVet === 'BRT').every((d) => d.NUMCON !== '')).toBe(true);
  });

  it('is the same data on every run (fixed seed)', async () => {
    const a = await docsOf('CL001');
    const b = await docsOf('CL001');
    expect(a.Docs.map((d) => [d.CodSezVen, d.numOrd, d.totDoc])).toEqual(
      b.Docs.map((d) => [d.CodSezVen, d.numOrd, d.totDoc]),
    );
  });

  it("refuses another customer's documents, lets an agent read its customers'", async () => {
    expect((await docsOf('CL001', 2)).Errore).not.toBe('');
    expect((await docsOf('AG001', 900)).Errore).not.toBe('');
    const agent = await docsOf('AG001', 2);
    expect(agent.Errore).toBe('');
    expect(agent.Docs.map((d) => d.iddocven)).toEqual((await docsOf('CL002')).Docs.map((d) => d.iddocven));
  });

  it('lists an order placed through the checkout at once, with the article of each line', async () => {
    const { body } = await postJsonAsForm(app, '/1/pegaso/webAppCheckout', {
      username: 'CL001',
      password: 'CL001',
      Cliente: { IdCli: 1, IDDetCliSed: 1 },
      Carrello: [{ id: 'a', selectedIDArt: 1_000_100, quantity: 2 }],
      Documento: { ModConsegna1: 30, IDModPag: 1 },
    });
    expect(body.Errore).toBe('');
    const { Docs } = await docsOf('CL001');
    const order = Docs.find((d) => d.iddocven === body.iddocven);
    expect(order).toMatchObject({ FlgOrdine: 1, CodSezVen: 'OW', impDoc: body.totDoc });
    expect(order?.det).toEqual([expect.objectContaining({ qtaArt: 2, IDArt: 1_000_100 })]);
  });

  it('prints a document as a PDF only for its customer (and its agent)', async () => {
    const [doc] = (await docsOf('CL002')).Docs;
    const url = (idCli: number, idAge = 0) =>
      `/1/pegaso/report/documento?iddocven=${doc?.iddocven}&IDAge=${idAge}&IDCli=${idCli}`;
    const ok = await app.inject({ method: 'GET', url: url(2) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: url(2, 1) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url(900, 1) })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/1/pegaso/report/documento?iddocven=x' })).statusCode,
    ).toBe(404);
  });

  it('lists last purchases per article with their movements', async () => {
    const { body } = await postForm(app, '/1/pegaso/getLastPurchases', {
      username: 'CL002',
      password: 'CL002',
    });
    expect(body.Errore).toBe('');
    const items = body.Docs as Array<{
      ID: number;
      sku: string;
      name: string;
      IMAGE: string;
      UltimaDatDocVen: string;
      QTAAssociataUltimaDatDocVen: number;
      DettaglioMovimenti: Array<{ CodSezVen: string; PrgDocVen: number; DatDocVen: string; QTA: number }>;
    }>;
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.sku).not.toBe('');
      expect(Array.isArray(JSON.parse(item.IMAGE))).toBe(true);
      expect(item.DettaglioMovimenti[0]?.DatDocVen).toBe(item.UltimaDatDocVen);
      expect(item.DettaglioMovimenti.every((m) => m.CodSezVen === 'FT' || m.CodSezVen === 'DDT')).toBe(true);
    }
    const refused = await postForm(app, '/1/pegaso/getLastPurchases', {
      username: 'CL001',
      password: 'CL001',
      IDCli: '2',
    });
    expect(refused.body.Errore).not.toBe('');
  });
});
