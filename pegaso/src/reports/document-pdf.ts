import PDFDocument from 'pdfkit';
import type { DocumentLineRow, DocumentRow } from '../db/documents.ts';
import { companyProfile } from '../company-profile.ts';

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

// Columns of the lines table: code, description, quantity, price, discount, amount.
const columns = [
  { x: 40, width: 90, align: 'left' },
  { x: 132, width: 190, align: 'left' },
  { x: 324, width: 40, align: 'right' },
  { x: 366, width: 62, align: 'right' },
  { x: 430, width: 40, align: 'right' },
  { x: 472, width: 83, align: 'right' },
] as const;

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
  row(['Codice', 'Descrizione', 'Q.tà', `Prezzo${marker}`, 'Sc. %', `Importo${marker}`], true);
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
      prices && l.Sco1 ? number.format(l.Sco1) : '',
      prices ? euro.format(inclusive ? l.totArt : l.totImpArt) : '',
    ]);
  }

  y = Math.max(y + 10, 600);
  if (y > 700) {
    pdf.addPage();
    y = 40;
  }
  pdf.moveTo(40, y).lineTo(555, y).stroke();
  pdf.font('Helvetica').fontSize(9);
  pdf.text(`Trasporto: ${[d.DesTra, d.DesVet].filter(Boolean).join(' ') || '—'}`, 40, y + 10);
  if (d.NUMCON) pdf.text(`Spedizione n. ${d.NUMCON}`, 40);
  pdf.text(`Pagamento: ${d.DesPag || '—'}${d.Pagato ? ' (pagato)' : ''}`, 40);
  if (prices) {
    const totals: Array<[string, number]> = [
      ['Imponibile', d.impDoc],
      ['IVA 22%', d.ivaDoc],
      ['Totale documento', d.totDoc],
    ];
    totals.forEach(([label, amount], i) => {
      pdf.font(i === 2 ? 'Helvetica-Bold' : 'Helvetica').fontSize(i === 2 ? 11 : 9);
      pdf.text(label, 350, y + 10 + i * 16, { width: 110 });
      pdf.text(euro.format(amount), 460, y + 10 + i * 16, { width: 95, align: 'right' });
    });
  } else {
    pdf.text('Documento senza prezzi', 350, y + 10, { width: 205, align: 'right' });
  }
  pdf.end();
  return pdf;
}
