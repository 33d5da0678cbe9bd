import { imageUrl, type ImageView } from '../catalogue/media-urls.ts';
import { documentAmounts } from '../domain/document-amounts.ts';
import { amountsVisible, documentTypeName } from '../domain/documents.ts';
import { toMoney } from '../domain/money.ts';
import { trackingLink } from '../domain/tracking.ts';
import type { DocumentModel, PurchaseModel } from '../erp/documents-models.ts';
import { documentIdOf } from './document-id.ts';
import type { DocumentView, LastPurchaseView, ShipmentView } from './document-view-model.ts';

const image = (name: string | null, alt: string): ImageView | null => (name ? { url: imageUrl(name), alt } : null);

/** The gateway's own PDF address: the browser never learns the ERP's report address. */
export const pdfUrlOf = (id: string) => `/documents/${encodeURIComponent(id)}.pdf`;

/**
 * A document as the customer area shows it: every amount that makes its total, each line's
 * discounts beside its net price (domain/document-amounts.ts), and what the buyer chose.
 * `vatInclusive`: the company reads its amounts 'i.i.' (DESIGN §5.1 step 6).
 */
export function documentView(d: DocumentModel, viewerSeesPrices: boolean, vatInclusive: boolean): DocumentView {
  const shows = amountsVisible(d.withoutPrices, viewerSeesPrices);
  const money = (n: number) => (shows ? toMoney(n) : null);
  const id = documentIdOf(d.customerId, d.id);
  const amounts = documentAmounts({
    lines: d.lines.map((l) => ({
      quantity: l.quantity,
      price: l.price,
      discounts: l.discounts,
      netPrice: l.netPrice,
      taxable: l.taxable,
      total: l.total,
    })),
    charges: d.charges,
    taxable: d.taxable,
    vat: d.vat,
    total: d.total,
    vatInclusive,
  });
  return {
    id,
    customerId: String(d.customerId),
    number: d.number,
    date: d.date,
    type: documentTypeName(d.section, d.isOrder),
    section: d.section,
    state: d.state,
    isOrder: d.isOrder,
    showsAmounts: shows,
    amountsIncludeVat: vatInclusive,
    goods: money(amounts.goods),
    shipping: money(amounts.shipping),
    collectionFee: money(amounts.collectionFee),
    packingFee: money(amounts.packingFee),
    otherCharges: money(amounts.otherCharges),
    taxable: money(d.taxable),
    vat: money(d.vat),
    total: money(d.total),
    shippingMode: d.choices.shippingMode || null,
    secondShippingMode: d.choices.secondShippingMode || null,
    pickupDate: d.choices.pickupDate,
    paymentMethod: d.choices.payment || null,
    paid: d.paid,
    pdfUrl: pdfUrlOf(id),
    canReorder: d.isOrder && d.lines.length > 0,
    lines: d.lines.map((l, i) => {
      const a = amounts.lines[i]!;
      return {
        code: l.code,
        description: l.description,
        image: image(l.image || null, l.description),
        quantity: l.quantity,
        unitPrice: money(a.netPrice),
        discountPercent: shows && l.discountPercent ? l.discountPercent : null,
        listPrice: money(a.listPrice),
        discounts: shows ? a.discounts : [],
        netPrice: money(a.netPrice),
        amount: money(a.amount),
        taxable: money(l.taxable),
        vat: money(l.vat),
        total: money(l.total),
      };
    }),
  };
}

export function shipmentView(
  d: DocumentModel,
  o: { viewerSeesPrices: boolean; showsPaid: boolean; glsPrefix: string },
): ShipmentView {
  const link = trackingLink(
    { carrier: d.carrier, consignment: d.consignment, orderNumber: d.number, date: d.date },
    o.glsPrefix,
  );
  return {
    id: documentIdOf(d.customerId, d.id),
    number: d.number,
    type: documentTypeName(d.section, d.isOrder),
    date: d.date,
    total: amountsVisible(d.withoutPrices, o.viewerSeesPrices) ? toMoney(d.total) : null,
    paid: o.showsPaid ? d.paid : null,
    carrier: [d.transport, d.carrier]
      .filter((t) => t.trim() !== '')
      .join(' ')
      .trim(),
    tracking: link,
  };
}

export function lastPurchaseView(p: PurchaseModel, productId: number | null): LastPurchaseView {
  return {
    articleId: String(p.articleId),
    productId: productId === null ? null : String(productId),
    sku: p.sku,
    name: p.name,
    image: image(p.image, p.name),
    lastDate: p.lastDate,
    lastQuantity: p.lastQuantity,
    movements: p.movements.map((m) => ({
      type: documentTypeName(m.section, false),
      number: m.number,
      date: m.date,
      quantity: m.quantity,
    })),
  };
}
