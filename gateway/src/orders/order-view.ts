import { documentIdOf } from '../documents/document-id.ts';
import { pdfUrlOf } from '../documents/document-views.ts';
import { amountsVisible } from '../domain/documents.ts';
import type { DocumentModel } from '../erp/documents-models.ts';
import { exactMoney, type ExactMoney } from './exact-money.ts';
import { orderStatusOf, type OrderStatus } from './order-status.ts';
import { startOfItalianDay } from './placed-at.ts';

export interface PlacedOrderLineView {
  code: string;
  description: string;
  quantity: number;
  taxable: ExactMoney | null;
  vat: ExactMoney | null;
  total: ExactMoney | null;
}

export interface PlacedOrderView {
  id: string;
  number: string;
  customerId: string;
  status: OrderStatus;
  statusText: string;
  placedAt: string;
  lines: PlacedOrderLineView[];
  taxable: ExactMoney | null;
  vat: ExactMoney | null;
  total: ExactMoney | null;
  pdfUrl: string;
}

/**
 * An order document as integrators read it: the same id as the document (so `document(id)` and
 * `order(id)` agree), money named for what it is, amounts hidden exactly where the documents
 * hide them (printed without prices, or a viewer who sees no prices).
 */
export function placedOrderView(d: DocumentModel, viewerSeesPrices: boolean): PlacedOrderView {
  const shows = amountsVisible(d.withoutPrices, viewerSeesPrices);
  const money = (n: number) => (shows ? exactMoney(n) : null);
  const id = documentIdOf(d.customerId, d.id);
  return {
    id,
    number: d.number,
    customerId: String(d.customerId),
    status: orderStatusOf(d.state),
    statusText: d.state,
    placedAt: startOfItalianDay(d.date),
    lines: d.lines.map((l) => ({
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      taxable: money(l.taxable),
      vat: money(l.vat),
      total: money(l.total),
    })),
    taxable: money(d.taxable),
    vat: money(d.vat),
    total: money(d.total),
    pdfUrl: pdfUrlOf(id),
  };
}
