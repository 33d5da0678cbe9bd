import PDFDocument from 'pdfkit';
import type { DocumentLineRow, DocumentRow } from '../db/documents.ts';
import { companyProfile } from '../company-profile.ts';
import { documentTotals, lineAmount, lineDiscounts, lineNetPrice } from './document-totals.ts';

/** The issuing company's letterhead (the ERP prints its own; these are the demo companies'). */
const letterheads: Record<number, { name: string; address: string; vat: string }> = {
  1: {
    name: 'Pegaso Moda Ingrosso S.r.l.',
    address: 'Via Nuova Poggioreale 61, 80143 Napoli (NA)',
    vat: '01234560637',
  },
  2: { name: 'MondoCarta S.r.l.', address: 'Via Appia 120, 81100 Caserta (CE)', vat: '02345670612' },
  3: { name: 'Tessile Sud S.p.A.', address: 'Corso Garibaldi 200, 84122 Salerno (SA)', vat: '03456780653' },
  4: { name: 'Beta Ricambi S.r.l.', address: 'Via Roma 15, 83100 Avellino (AV)', vat: '04567890647' },
};

const titles: Record<string, string> = {
  FT: 'Fattura',
  DDT: 'Documento di trasporto',
  NC: 'Nota di credito',
  OC: 'Conferma d’ordine',
  OW: 'Conferma d’ordine',
};

export interface ReportCustomer {
  RagSoc: string;
  ParIva: string;
  Ind: string;
  Cap: string;
  Loc: string;
  Pro: string;
}

export interface ReportSite {
  dessedcli: string;
  IndSed: string;
  CAP: string;
  Loc: string;
  Pro: string;
}

export interface ReportInput {
  company: number;
  document: DocumentRow & { det: DocumentLineRow[] };
  customer: ReportCustomer;
  site: ReportSite | null;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const italianDate = (iso: string) => iso.split('-').reverse().join('/');

// Columns of the lines table: code, description, quantity, price, discounts, net price, amount.
// Each row adds up: the price less each discount is the net price, times the quantity the amount.
const columns = [
  { x: 40, width: 78, align: 'left' },
  { x: 120, width: 158, align: 'left' },
  { x: 280, width: 34, align: 'right' },
  { x: 316, width: 56, align: 'right' },
  { x: 374, width: 44, align: 'right' },
  { x: 420, width: 56, align: 'right' },
  { x: 478, width: 77, align: 'right' },
] as const;

/** What the buyer chose, as the document prints it: delivery modes, pickup date, payment. */
export function documentChoices(d: DocumentRow): string[] {
  const out: string[] = [];
  if (d.DesModConsegna1) out.push(`Consegna: ${d.DesModConsegna1}`);
  if (d.DesModConsegna2) out.push(`Seconda spedizione (articoli in arrivo): ${d.DesModConsegna2}`);
  if (d.DataRitiro) out.push(`Ritiro in sede il ${italianDate(d.DataRitiro)}`);
  return out;
}

/**
 * A document laid out as an Italian invoice or order confirmation: letterhead, customer and
 * delivery site, number and date, lines, taxable, VAT and total, payment mode. Returned as the
 * pdfkit stream, so the reply streams it while it is written.
 */
export function documentPdf({ company, document: d, customer, site }: ReportInput): PDFKit.PDFDocument {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${titles[d.CodSezVen] ?? 'Documento'} ${d.numOrd}` },
  });
  const head = letterheads[company] ?? { name: `Azienda ${company}`, address: '', vat: '' };
  const prices = d.FLGSENZAPREZZI !== 1;
  // An 'i.i.' company prints the VAT-inclusive prices it showed; the totals split them.
  const inclusive = companyProfile(company).vatInclusive;
  const marker = inclusive ? ' i.i.' : '';

  pdf.font('Helvetica-Bold').fontSize(16).text(head.name, 40, 40);
  pdf.font('Helvetica').fontSize(9).text(head.address).text(`P. IVA ${head.vat}`);

  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${titles[d.CodSezVen] ?? 'Documento'} n. ${d.numOrd}`, 330, 40, { width: 225, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(`del ${italianDate(d.datDoc)}`, 330, 60, { width: 225, align: 'right' });
  pdf.text(`Sezione ${d.CodSezVen} · ${d.staDoc}`, 330, 74, { width: 225, align: 'right' });

  pdf.font('Helvetica-Bold').fontSize(9).text('Cliente', 40, 110);
  pdf
    .font('Helvetica')
    .text(customer.RagSoc)
    .text(customer.Ind)
    .text(`${customer.Cap} ${customer.Loc} (${customer.Pro})`);
  pdf.text(`P. IVA ${customer.ParIva}`);
  pdf.font('Helvetica-Bold').text('Destinazione merce', 310, 110);
  const destination = site
    ? [site.dessedcli, site.IndSed, `${site.CAP} ${site.Loc} (${site.Pro})`]
    : ['Sede del cliente'];
  pdf.font('Helvetica');
  for (const line of destination) pdf.text(line, 310);

  let y = 190;
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const heights = cells.map((c, i) => pdf.heightOfString(c, { width: columns[i]?.width ?? 50 }));
    const height = Math.max(...heights, 10);
    if (y + height > 730) {
      pdf.addPage();
      y = 40;
    }
    cells.forEach((c, i) => {
      const col = columns[i];
      if (col) pdf.text(c, col.x, y, { width: col.width, align: col.align });
    });
    y += height + 4;
  };
  row(['Codice', 'Descrizione', 'Q.tà', `Prezzo${marker}`, 'Sc. %', `Netto${marker}`, `Importo${marker}`], true);
  pdf
    .moveTo(40, y - 2)
    .lineTo(555, y - 2)
    .stroke();
  y += 4;
  for (const l of d.det) {
    row([
      l.codArt,
      l.desArt,
      number.format(l.qtaArt),
      prices ? euro.format(l.preArt) : '',
      prices ? lineDiscounts(l).map((p) => number.format(p)).join('+') : '',
      prices ? euro.format(lineNetPrice(l)) : '',
      prices ? euro.format(lineAmount(l, inclusive)) : '',
    ]);
  }

  const totals = prices ? documentTotals(d, inclusive) : [];
  const facts = [
    ...documentChoices(d),
    `Pagamento: ${d.DesPag || '—'}${d.Pagato ? ' (pagato)' : ''}`,
    `Trasporto: ${[d.DesTra, d.DesVet].filter(Boolean).join(' ') || '—'}`,
    ...(d.NUMCON ? [`Spedizione n. ${d.NUMCON}`] : []),
  ];
  const height = Math.max(totals.length * 16, facts.length * 13) + 20;
  y = Math.max(y + 10, 560);
  if (y + height > 800) {
    pdf.addPage();
    y = 40;
  }
  pdf.moveTo(40, y).lineTo(555, y).stroke();
  pdf.font('Helvetica').fontSize(9);
  // Each fact below the previous one, however many lines a long mode name takes.
  let factY = y + 10;
  for (const fact of facts) {
    pdf.text(fact, 40, factY, { width: 290 });
    factY += pdf.heightOfString(fact, { width: 290 }) + 3;
  }
  if (prices) {
    totals.forEach(({ label, amount, total }, i) => {
      pdf.font(total ? 'Helvetica-Bold' : 'Helvetica').fontSize(total ? 11 : 9);
      pdf.text(label, 340, y + 10 + i * 16, { width: 125 });
      pdf.text(euro.format(amount), 465, y + 10 + i * 16, { width: 90, align: 'right' });
    });
  } else {
    pdf.text('Documento senza prezzi', 350, y + 10, { width: 205, align: 'right' });
  }
  pdf.end();
  return pdf;
}
