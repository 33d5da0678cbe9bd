import { imageUrl } from '../catalogue/media-urls.ts';
import { amountsVisible, documentTypeName } from '../domain/documents.ts';
import { toMoney } from '../domain/money.ts';
import { trackingLink } from '../domain/tracking.ts';
import type { Document, LastPurchase, Shipment } from '../graphql/generated/resolvers.ts';
import type { UpstreamDocument, UpstreamPurchase } from '../erp/documents-models.ts';
import { documentIdOf } from './document-id.ts';

const image = (name: string | null, alt: string) => (name ? { url: imageUrl(name), alt } : null);

/** The gateway's own PDF address: the browser never learns the ERP's report address. */
export const pdfUrlOf = (id: string) => `/documents/${encodeURIComponent(id)}.pdf`;

export function documentView(d: UpstreamDocument, viewerSeesPrices: boolean): Document {
  const shows = amountsVisible(d.withoutPrices, viewerSeesPrices);
  const money = (n: number) => (shows ? toMoney(n) : null);
  const id = documentIdOf(d.customerId, d.id);
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
    taxable: money(d.taxable),
    vat: money(d.vat),
    total: money(d.total),
    paid: d.paid,
    pdfUrl: pdfUrlOf(id),
    canReorder: d.isOrder && d.lines.length > 0,
    lines: d.lines.map((l) => ({
      code: l.code,
      description: l.description,
      image: image(l.image || null, l.description),
      quantity: l.quantity,
      unitPrice: money(l.price),
      discountPercent: shows && l.discountPercent ? l.discountPercent : null,
      taxable: money(l.taxable),
      vat: money(l.vat),
      total: money(l.total),
    })),
  };
}

export function shipmentView(
  d: UpstreamDocument,
  o: { viewerSeesPrices: boolean; showsPaid: boolean; glsPrefix: string },
): Shipment {
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

export function lastPurchaseView(p: UpstreamPurchase, productId: number | null): LastPurchase {
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
