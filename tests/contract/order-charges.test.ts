import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES } from './order-fixtures.ts';

// Issue 25 item 2: the reference ERP quotes the collection (contrassegno) fee for the payment
// the buyer chooses at checkout, and bills its own quote at placement whatever charges the
// client sends with the order.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

const CONTRASSEGNO = 2;
const BONIFICO = 1;

async function upstream<T>(call: string, form: Record<string, string>): Promise<T> {
  const res = await request(`${stack.upstreamUrl}/1/pegaso/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return (await res.body.json()) as T;
}

const cart = JSON.stringify([{ id: 'line-1', idArt: ARTICLES.bigStock.articleId, qty: 3 }]);
const login = { username: 'CL001', password: 'CL001' };

interface Quote {
  Errore: string;
  totSpeTra1: number;
  totSpeInc1: number;
  totSpeImb1: number;
  Pagamenti: Array<{ IDModPag: number; DesPag: string; pagCli: number }>;
}

const quote = (payment?: number) =>
  upstream<Quote>('getWebAppAdjustCart', {
    ...login,
    idCli: '1',
    pcartData: cart,
    ...(payment ? { IDModPag: String(payment) } : {}),
  });

describe('the collection fee follows the payment chosen at checkout', () => {
  it("CL001 (default 'Ricevuta bancaria') choosing Contrassegno is quoted the 2,00 € fee; Bonifico or no choice, none", async () => {
    const chosen = await quote(CONTRASSEGNO);
    expect(chosen.Errore).toBe('');
    expect(chosen.Pagamenti.find((p) => p.IDModPag === CONTRASSEGNO)?.DesPag).toBe('Contrassegno');
    expect(chosen.Pagamenti.find((p) => p.pagCli === 1)?.DesPag).not.toBe('Contrassegno');
    expect(chosen.totSpeInc1).toBe(2);
    expect((await quote(BONIFICO)).totSpeInc1).toBe(0);
    expect((await quote()).totSpeInc1).toBe(0);
  });
});

describe('the ERP bills its own quote, not the charges the client sends', () => {
  it('a raw form-encoded order with tampered charges is billed the quoted ones', async () => {
    const quoted = await quote(CONTRASSEGNO);
    const placed = await upstream<{ Errore: string; numOrd: number; totDoc: number }>('webAppCheckout', {
      ...login,
      Cliente: JSON.stringify({ IdCli: 1, IDDetCliSed: 1 }),
      Carrello: cart,
      Documento: JSON.stringify({
        ModConsegna1: 30,
        ModConsegna2: 0,
        AttendiInArrivo: 0,
        IDModPag: CONTRASSEGNO,
        // What a tampering client sends: no transport, no collection, a negative handling fee.
        TotSpeTra1: 0,
        TotSpeInc1: 0,
        TotSpeImb1: -5,
        TotSpeTra2: 0,
        TotSpeInc2: 0,
        TotSpeImb2: 0,
      }),
      idempotencyKey: `charges-${Date.now()}`,
    });
    expect(placed.Errore).toBe('');

    const docs = await upstream<{
      Docs: Array<{
        numOrd: number;
        totDoc: number;
        impDoc: number;
        TotSpeTra1: number;
        TotSpeInc1: number;
        TotSpeImb1: number;
      }>;
    }>('getDocCli', { ...login, IDCli: '1' });
    const doc = docs.Docs.find((d) => d.numOrd === placed.numOrd)!;
    expect(doc).toBeDefined();
    expect([doc.TotSpeTra1, doc.TotSpeInc1, doc.TotSpeImb1]).toEqual([
      quoted.totSpeTra1,
      2,
      quoted.totSpeImb1,
    ]);
    expect(quoted.totSpeTra1).toBeGreaterThan(0);
    // The reply's totDoc is the taxable amount, the charges in it.
    expect(placed.totDoc).toBe(doc.impDoc);
  });
});
