import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ProductRow } from './price-list-rows.ts';
import { paced } from './output-pacing.ts';
import type { PriceWording } from './price-column.ts';

export interface PdfHeading {
  title: string;
  date: string;
  /** How the prices read ('Prezzo netto', or 'Prezzo i.i.' where the shop shows VAT-inclusive prices). */
  prices: PriceWording;
  company: { name: string; address: string; vatNumber: string; email: string; phone: string };
}

const MARGIN = 40;
const ROW = 14;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** 'Prezzi per taglia: S–XL 6,35 € · XXL 7,35 €': what each run of sizes costs. */
function bandsText(row: ProductRow): string {
  const bands = row.sizeBands.map((b) => `${b.from === b.to ? b.from : `${b.from}–${b.to}`} ${euro.format(b.price)}`);
  return `Prezzi per taglia: ${bands.join(' · ')}`;
}

interface Column {
  label: string;
  width: number;
  align?: 'right';
  value: (r: ProductRow) => string;
}

function columnsFor(withPrices: boolean, usable: number, priceColumn: string): Column[] {
  const fixed: Column[] = [
    { label: 'Codice', width: 62, value: (r) => r.sku },
    { label: 'Descrizione', width: 0, value: (r) => r.name },
    { label: 'Colori', width: 120, value: (r) => r.colours },
    { label: 'Taglie', width: 52, value: (r) => r.sizes },
  ];
  if (withPrices) {
    fixed.push({
      label: priceColumn,
      width: 80,
      align: 'right',
      value: (r) => (r.price === null ? '' : `${r.priceVaries ? 'da ' : ''}${euro.format(r.price)}`),
    });
  }
  const rest = usable - fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.width === 0 ? { ...c, width: rest } : c));
}

/**
 * A printable price list: one row per product under its category, prices as the shop shows them, the
 * company's header and the date on every page. Pages are written out as they are completed.
 */
export async function writePriceListPdf(
  out: Writable,
  heading: PdfHeading,
  rows: Iterable<ProductRow>,
  withPrices: boolean,
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: heading.title, Author: heading.company.name } });
  doc.pipe(out);
  const usable = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - ROW;
  const columns = columnsFor(withPrices, usable, heading.prices.column);
  let page = 0;
  let y = 0;

  const cells = (values: string[], font: string) => {
    let x = MARGIN;
    doc.font(font).fontSize(8.5);
    columns.forEach((c, i) => {
      doc.text(values[i] ?? '', x + 2, y + 3, { width: c.width - 4, height: ROW, lineBreak: false, ellipsis: true, align: c.align ?? 'left' });
      x += c.width;
    });
    y += ROW;
  };

  const startPage = () => {
    if (page > 0) doc.addPage();
    page += 1;
    const c = heading.company;
    doc.font(BOLD).fontSize(13).fillColor('black').text(c.name, MARGIN, MARGIN, { width: usable });
    doc.font(FONT).fontSize(8).text(`${c.address} · P. IVA ${c.vatNumber} · ${c.phone} · ${c.email}`, { width: usable });
    doc.moveDown(0.4);
    doc.font(BOLD).fontSize(11).text(heading.title, { continued: false, width: usable });
    const validity = withPrices ? heading.prices.validity(heading.date) : `Articoli ordinabili al ${heading.date}`;
    doc.font(FONT).fontSize(8).text(`${validity} · Pagina ${page}`, { width: usable });
    y = doc.y + 6;
    doc.rect(MARGIN, y, usable, ROW).fill('#e8e8e8').fillColor('black');
    cells(columns.map((col) => col.label), BOLD);
  };

  startPage();
  let category: string | null = null;
  for (const row of rows) {
    const newCategory = row.category !== category;
    let continued = false;
    if (y + 2 * ROW > bottom()) {
      startPage();
      // A category that goes on from the page before is named again, so every page reads alone.
      continued = !newCategory;
      if (!(await paced(out))) return;
    }
    if (newCategory || continued) {
      category = row.category;
      const name = category || 'Altri articoli';
      doc.font(BOLD).fontSize(10).text(continued ? `${name} (segue)` : name, MARGIN, y + 3, { width: usable, lineBreak: false });
      y += ROW + 2;
      doc.moveTo(MARGIN, y - 2).lineTo(MARGIN + usable, y - 2).lineWidth(0.5).stroke();
    }
    cells(columns.map((c) => c.value(row)), FONT);
    // Sizes that cost differently get a line of their own under the product: 'da X €' alone
    // would hide the XXL surcharge.
    if (withPrices && row.sizeBands.length > 0) {
      const x = MARGIN + (columns[0]?.width ?? 0);
      doc.font(FONT).fontSize(7.5).fillColor('#444444');
      doc.text(bandsText(row), x + 2, y + 1, { width: usable - (x - MARGIN) - 4, height: ROW, lineBreak: false, ellipsis: true });
      doc.fillColor('black');
      y += ROW - 2;
    }
  }
  doc.end();
  await new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('close', resolve);
    out.once('error', reject);
  });
}
