// The amounts a document prints under its lines, each one that makes the total: the goods (the
// lines' sum), transport, collection and handling charges, then taxable, VAT and total. Pure,
// so that the PDF and its test read the same figures. A document whose stored taxable exceeds
// its goods and itemised charges (one made elsewhere) prints the difference as 'Altre spese'
// rather than leaving a gap a reader cannot explain.

import { printedCharges } from '../ordering/document-amounts.ts';
import { round2 } from '../ordering/adjust.ts';
import type { DocumentLineRow, DocumentRow } from '../db/documents.ts';

export interface PrintedTotal {
  label: string;
  amount: number;
  /** The document's bottom line. */
  total?: boolean;
}

/** The amount a line prints: net, or VAT-inclusive for an 'i.i.' company. */
export const lineAmount = (l: DocumentLineRow, vatInclusive: boolean): number =>
  vatInclusive ? l.totArt : l.totImpArt;

/** The net unit price of a line: as stored, else its price less its discounts, to the cent. */
export function lineNetPrice(l: DocumentLineRow): number {
  if (l.preNetArt !== null && l.preNetArt !== undefined) return l.preNetArt;
  return round2(lineDiscounts(l).reduce((p, s) => p * (1 - s / 100), l.preArt));
}

export const lineDiscounts = (l: DocumentLineRow): number[] => [l.Sco1, l.Sco2 ?? 0, l.Sco3 ?? 0].filter((s) => s > 0);

export function documentTotals(d: DocumentRow & { det: DocumentLineRow[] }, vatInclusive: boolean): PrintedTotal[] {
  const ii = vatInclusive ? ' i.i.' : '';
  const goods = round2(d.det.reduce((s, l) => s + lineAmount(l, vatInclusive), 0));
  const charges = printedCharges(d, vatInclusive);
  const itemised = round2(goods + charges.transport + charges.cashOnDelivery + charges.handling);
  const other = round2((vatInclusive ? d.totDoc : d.impDoc) - itemised);
  const rows: PrintedTotal[] = [{ label: `Merce${ii}`, amount: goods }];
  if (charges.transport) rows.push({ label: `Spese di trasporto${ii}`, amount: charges.transport });
  if (charges.cashOnDelivery) rows.push({ label: `Spese di contrassegno${ii}`, amount: charges.cashOnDelivery });
  if (charges.handling) rows.push({ label: `Spese di gestione ordine${ii}`, amount: charges.handling });
  if (other) rows.push({ label: `Altre spese${ii}`, amount: other });
  if (vatInclusive)
    return [
      ...rows,
      { label: 'Totale documento', amount: d.totDoc, total: true },
      { label: 'di cui imponibile', amount: d.impDoc },
      { label: 'di cui IVA 22%', amount: d.ivaDoc },
    ];
  return [
    ...rows,
    { label: 'Imponibile', amount: d.impDoc },
    { label: 'IVA 22%', amount: d.ivaDoc },
    { label: 'Totale documento', amount: d.totDoc, total: true },
  ];
}
