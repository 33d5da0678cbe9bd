import { execFileSync } from 'node:child_process';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { ARTICLES, PLACE_ORDER, saveUpstreamCart, type PlaceOrderResult } from './order-fixtures.ts';

// Company 2 shows VAT-inclusive prices marked 'i.i.' (design §5.1 step 6): the product page, the
// checkout and the order's document read the same figures, and VAT is never added to them.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 20 });
});

afterAll(async () => {
  await stack?.close();
});

const cents = (n: number) => Math.round(n * 100);

interface Checkout {
  checkoutCart: {
    vatIncluded: boolean;
    lines: { articleId: string; quantity: number; unitPrice: { amount: number }; lineTotal: { amount: number } }[];
    subtotal: { amount: number };
    shippingModes: { id: string; isPickup: boolean }[];
    defaultPaymentMode: { id: string } | null;
    paymentModes: { id: string }[];
    quotes: { receiveChoice: string; shippingModeId: string; shipments: { total: { amount: number } }[]; total: { amount: number } }[];
  };
}

describe("company 2's 'i.i.' prices", () => {
  it("the checkout totals the 'i.i.' figures shown, and the document bills them as net + VAT", async () => {
    // 20 pieces: goods well under the free-shipping threshold, so a shipping is charged.
    await saveUpstreamCart(stack.upstreamUrl, 2, 1001, [{ ...ARTICLES.bigStock, quantity: 20 }]);
    const client = new ShopClient(stack.baseUrl, 2);
    expect((await client.login('CL001')).data?.login.userErrors).toEqual([]);

    const product = await client.gql<{ product: { variations: { sizes: { id: string; price: { price: { amount: number; marker: string | null } } } }[] } }>(
      'query($id: ID!) { product(id: $id) { variations { sizes { id price { price { amount marker } } } } } }',
      { id: String(ARTICLES.bigStock.productId) },
    );
    expect(product.errors).toBeUndefined();
    const size = product.data!.product.variations.flatMap((v) => v.sizes).find((s) => s.id === String(ARTICLES.bigStock.articleId))!;
    expect(size.price.price.marker).toBe('i.i.');

    const res = await client.gql<Checkout>(`{ checkoutCart {
      vatIncluded lines { articleId quantity unitPrice { amount } lineTotal { amount } } subtotal { amount }
      shippingModes { id isPickup } defaultPaymentMode { id } paymentModes { id }
      quotes { receiveChoice shippingModeId shipments { total { amount } } total { amount } } } }`);
    expect(res.errors).toBeUndefined();
    const cart = res.data!.checkoutCart;
    expect(cart.vatIncluded).toBe(true);
    const [line] = cart.lines;
    // The checkout's unit price is the 'i.i.' price the product page showed: no price change.
    expect(line!.unitPrice.amount).toBe(size.price.price.amount);
    expect(line!.lineTotal.amount).toBe(cents(size.price.price.amount * 20) / 100);
    expect(cart.subtotal.amount).toBe(line!.lineTotal.amount);
    const courier = cart.shippingModes.find((m) => !m.isPickup && !['31', '33'].includes(m.id))!;
    const quote = cart.quotes.find((q) => q.receiveChoice === 'ALL_TOGETHER' && q.shippingModeId === courier.id)!;
    const shipping = quote.shipments.reduce((s, x) => s + cents(x.total.amount), 0);
    expect(shipping).toBeGreaterThan(0);
    // The total is the sum of the figures shown, each read the same way.
    expect(cents(quote.total.amount)).toBe(cents(cart.subtotal.amount) + shipping);

    const placed = await client.gql<PlaceOrderResult>(PLACE_ORDER, {
      input: {
        idempotencyKey: `ii-${Date.now()}`,
        receiveChoice: 'ALL_TOGETHER',
        shippingModeId: courier.id,
        paymentModeId: cart.defaultPaymentMode?.id ?? cart.paymentModes[0]!.id,
      },
    });
    expect(placed.data?.orderPlace.userErrors).toEqual([]);
    const number = placed.data!.orderPlace.order!.number;

    const docs = await client.gql<{ documents: { items: { number: string; pdfUrl: string; amountsIncludeVat: boolean; goods: { amount: number }; shipping: { amount: number }; collectionFee: { amount: number }; packingFee: { amount: number }; otherCharges: { amount: number }; taxable: { amount: number }; vat: { amount: number }; total: { amount: number }; lines: { unitPrice: { amount: number }; amount: { amount: number }; total: { amount: number } }[] }[] } }>(
      '{ documents(kind: ALL) { items { number pdfUrl amountsIncludeVat goods { amount } shipping { amount } collectionFee { amount } packingFee { amount } otherCharges { amount } taxable { amount } vat { amount } total { amount } lines { unitPrice { amount } amount { amount } total { amount } } } } }',
    );
    expect(docs.errors).toBeUndefined();
    const doc = docs.data!.documents.items.find((d) => d.number === number)!;
    // The document's total is the checkout's; its net and VAT add up to it (79,00 € 'i.i.' of
    // goods never becomes 79,00 € + 22 %).
    expect(doc.total.amount).toBe(quote.total.amount);
    expect(cents(doc.taxable.amount) + cents(doc.vat.amount)).toBe(cents(doc.total.amount));
    expect(doc.lines[0]!.unitPrice.amount).toBe(size.price.price.amount);
    expect(doc.lines[0]!.total.amount).toBe(line!.lineTotal.amount);
    // Every 'i.i.' amount that makes the total: the goods as shown, the shipping as quoted.
    expect(doc.amountsIncludeVat).toBe(true);
    expect(doc.lines[0]!.amount.amount).toBe(line!.lineTotal.amount);
    expect(doc.goods.amount).toBe(cart.subtotal.amount);
    expect(cents(doc.shipping.amount) + cents(doc.collectionFee.amount) + cents(doc.packingFee.amount)).toBe(shipping);
    expect(doc.otherCharges.amount).toBe(0);
    expect(cents(doc.goods.amount) + shipping).toBe(cents(doc.total.amount));
    const pdf = await request(`${stack.baseUrl}${doc.pdfUrl}`, { headers: { host: client.host, cookie: client.sessionCookie } });
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await pdf.body.arrayBuffer()) })
      .toString('utf8')
      .replace(/\s+/gu, ' ');
    const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(n).replace(/\s/gu, ' ');
    expect(text).toContain(`Merce i.i. ${euro(doc.goods.amount)}`);
    expect(text).toContain(`Totale documento ${euro(doc.total.amount)}`);
    expect(text).toContain(`di cui imponibile ${euro(doc.taxable.amount)}`);
    expect(text).toContain(`di cui IVA 22% ${euro(doc.vat.amount)}`);
  });
});
