import { execFileSync } from 'node:child_process';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isItalianPublicHoliday } from '../../gateway/src/domain/pickup-dates.ts';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, workingDayAhead, type PlaceOrderResult } from './order-fixtures.ts';

// Issue 25 item 2: CL002's order document and its PDF add up — every amount that makes the
// total itemised, each line's discounts as applied beside its net price, and what the buyer
// chose (delivery modes of a split order, the pickup date, the payment) printed.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

interface Amount {
  amount: number;
  formatted: string;
}
interface DocumentRead {
  number: string;
  pdfUrl: string;
  amountsIncludeVat: boolean;
  goods: Amount;
  shipping: Amount;
  collectionFee: Amount;
  packingFee: Amount;
  otherCharges: Amount;
  taxable: Amount;
  vat: Amount;
  total: Amount;
  shippingMode: string | null;
  secondShippingMode: string | null;
  pickupDate: string | null;
  paymentMethod: string | null;
  lines: Array<{
    code: string;
    quantity: number;
    discounts: number[];
    listPrice: Amount;
    netPrice: Amount;
    unitPrice: Amount;
    amount: Amount;
  }>;
}

const MONEY = '{ amount formatted }';
const DOCUMENTS = `{ documents(kind: ORDERS) { items { number pdfUrl amountsIncludeVat
  goods ${MONEY} shipping ${MONEY} collectionFee ${MONEY} packingFee ${MONEY} otherCharges ${MONEY}
  taxable ${MONEY} vat ${MONEY} total ${MONEY}
  shippingMode secondShippingMode pickupDate paymentMethod
  lines { code quantity discounts listPrice ${MONEY} netPrice ${MONEY} unitPrice ${MONEY} amount ${MONEY} } } } }`;

const COSTS = `{ checkoutCart { customer { sites { id } } shippingCosts {
  first { transport { amount } cashOnDelivery { amount } handling { amount } }
  second { transport { amount } cashOnDelivery { amount } handling { amount } }
  pickup { transport { amount } cashOnDelivery { amount } handling { amount } } } } }`;
type Cost = { transport: { amount: number }; cashOnDelivery: { amount: number }; handling: { amount: number } };

const c = (n: number) => Math.round(n * 100);
const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(n);
const italianDate = (iso: string) => iso.split('-').reverse().join('/');
/** pdftotext's layout text, one printed row a line, spaces normalised. */
const pdfLines = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\u00a0/gu, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+/gu, ' ').trim());

describe("an order's document and its PDF add up", () => {
  it('CL002, split into a courier shipment and a pickup: every amount and choice, in the document and the PDF', async () => {
    await saveUpstreamCart(stack.upstreamUrl, 1, 1002, [
      { ...ARTICLES.bigStock, quantity: 10 },
      { ...ARTICLES.arriving, quantity: 4 },
    ]);
    const client = new ShopClient(stack.baseUrl);
    expect((await client.login('CL002')).data?.login.userErrors).toEqual([]);
    const costs = await client.gql<{
      checkoutCart: { customer: { sites: { id: string }[] }; shippingCosts: { first: Cost; second: Cost; pickup: Cost } };
    }>(COSTS);
    expect(costs.errors).toBeUndefined();
    const { first, pickup } = costs.data!.checkoutCart.shippingCosts;
    expect(first.transport.amount).toBeGreaterThan(0);

    const date = workingDayAhead(3, isItalianPublicHoliday);
    const placed = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: {
        idempotencyKey: `docs-${Date.now()}`,
        siteId: costs.data!.checkoutCart.customer.sites[0]!.id,
        receiveChoice: 'AVAILABLE_THEN_ARRIVALS',
        shippingModeId: '30',
        secondShippingModeId: '34',
        pickupDate: date,
        paymentModeId: '1',
      },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.orderPlace.userErrors).toEqual([]);
    const number = placed.data!.orderPlace.order!.number;

    const docs = await client.gql<{ documents: { items: DocumentRead[] } }>(DOCUMENTS);
    expect(docs.errors).toBeUndefined();
    const doc = docs.data!.documents.items.find((d) => d.number === number)!;
    expect(doc).toBeDefined();

    // What the buyer chose.
    expect([doc.shippingMode, doc.secondShippingMode, doc.pickupDate, doc.paymentMethod]).toEqual([
      'Corriere espresso',
      'Ritiro in sede',
      date,
      'Bonifico bancario anticipato',
    ]);

    // Each row: list price less each discount is the net price; quantity × net price is the amount.
    expect(doc.lines).toHaveLength(2);
    for (const l of doc.lines) {
      expect(l.unitPrice.amount).toBe(l.netPrice.amount);
      const reached = l.discounts.reduce((p, d) => p * (1 - d / 100), l.listPrice.amount);
      expect(c(reached)).toBe(c(l.netPrice.amount));
      expect(c(l.quantity * l.netPrice.amount)).toBe(c(l.amount.amount));
    }
    // CL002's S1 10 % and S2 5 % both appear where they made the price.
    expect(doc.lines.some((l) => l.discounts.join('+') === '10+5')).toBe(true);

    // Every amount that makes the total, to the cent: the charges are the checkout's, shipment
    // 1 by courier (transport, handling, collection) and shipment 2 picked up (its handling fee).
    expect(doc.amountsIncludeVat).toBe(false);
    expect(doc.lines.reduce((s, l) => s + c(l.amount.amount), 0)).toBe(c(doc.goods.amount));
    expect(doc.shipping.amount).toBe(first.transport.amount + pickup.transport.amount);
    expect(c(doc.collectionFee.amount)).toBe(c(first.cashOnDelivery.amount + pickup.cashOnDelivery.amount));
    expect(c(doc.packingFee.amount)).toBe(c(first.handling.amount + pickup.handling.amount));
    expect(doc.packingFee.amount).toBeGreaterThan(first.handling.amount);
    expect(doc.otherCharges.amount).toBe(0);
    expect(c(doc.goods.amount) + c(doc.shipping.amount) + c(doc.collectionFee.amount) + c(doc.packingFee.amount)).toBe(
      c(doc.taxable.amount),
    );
    expect(c(doc.taxable.amount) + c(doc.vat.amount)).toBe(c(doc.total.amount));

    // The PDF prints the same: each row, each amount under the lines, each choice.
    const res = await request(`${stack.baseUrl}${doc.pdfUrl}`, {
      headers: { host: client.host, cookie: client.sessionCookie ?? '' },
    });
    expect(res.statusCode).toBe(200);
    const lines = pdfLines(Buffer.from(await res.body.arrayBuffer()));
    const printed = (label: string, amount: number) =>
      expect(lines.some((l) => l.includes(`${label} ${euro(amount).replace(/\u00a0/gu, ' ')}`))).toBe(true);
    for (const l of doc.lines) {
      const row = lines.find((x) => x.startsWith(l.code));
      expect(row).toBeDefined();
      const cells = [l.listPrice.amount, l.netPrice.amount, l.amount.amount].map((n) => euro(n).replace(/\u00a0/gu, ' '));
      const discounts = l.discounts.map((d) => String(d).replace('.', ',')).join('+');
      expect(row).toContain(`${String(l.quantity)} ${cells[0]} ${discounts ? `${discounts} ` : ''}${cells[1]} ${cells[2]}`);
    }
    printed('Merce', doc.goods.amount);
    printed('Spese di trasporto', doc.shipping.amount);
    printed('Spese di gestione ordine', doc.packingFee.amount);
    printed('Imponibile', doc.taxable.amount);
    printed('IVA 22%', doc.vat.amount);
    printed('Totale documento', doc.total.amount);
    const text = lines.join('\n');
    expect(text).toContain('Consegna: Corriere espresso');
    expect(text).toContain('Seconda spedizione (articoli in arrivo): Ritiro in sede');
    // 'Trasporto' names each shipment's own mode, not 'CORRIERE' for a pickup.
    expect(text).toContain('Trasporto: Corriere espresso / Ritiro in sede');
    expect(text).toContain(`Ritiro in sede il ${italianDate(date)}`);
    expect(text).toContain('Pagamento: Bonifico bancario anticipato');
  });
});
