import PDFDocument from 'pdfkit';
import { productSvg } from '../demo/svg.ts';
import { BOOK_HEIGHT, BOOK_PAGES, BOOK_WIDTH, type BookPage, type BookProduct } from './catalogue-book.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

const hex = (n: number) => `#${(n & 0xffffff).toString(16).padStart(6, '0')}`;
const W = BOOK_WIDTH;
const H = BOOK_HEIGHT;

function text(x: number, y: number, size: number, body: string, extra = ''): string {
  // Each attribute once: a page must stay well-formed XML, or the browser shows nothing.
  const fill = extra.includes('fill=') ? '' : ' fill="#222222"';
  return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}"${fill} ${extra}>${escapeXml(body)}</text>`;
}

function folio(n: number): string {
  return text(W / 2, H - 18, 12, `${n} / ${BOOK_PAGES}`, 'text-anchor="middle" fill="#666666"');
}

function productBody(p: BookProduct): string {
  const colour = p.colours[0]?.hexColor ?? 0x9aa5b1;
  // The product picture is the same generated image the shop shows, nested at 300x300.
  const picture = productSvg({ sku: p.sku, category: p.category, hexColor: colour, colourName: p.colours[0]?.color })
    .replace(/^<svg [^>]*?viewBox="([^"]+)"[^>]*>/, '<svg x="75" y="60" width="300" height="300" viewBox="$1">');
  // Two swatches a row, five rows: each name whole beside its swatch (a column of 186 units
  // holds the longest, '18-Kaki (tinto in capo)', at 12 units a letter's height), never cut to a
  // fixed count of letters as three narrow columns did, so that a page shrunk to a phone still
  // names every colour.
  const swatches = p.colours.slice(0, 10).map((c, i) => {
    const x = 30 + (i % 2) * 210;
    const y = 458 + Math.floor(i / 2) * 24;
    return `<rect x="${x}" y="${y}" width="18" height="18" fill="${hex(c.hexColor)}" stroke="#555555"/>` +
      text(x + 24, y + 14, 12, c.color);
  });
  const sizes = p.sizes.length > 0 ? p.sizes.join(' · ') : 'Taglia unica';
  return [
    text(30, 40, 14, p.category.toUpperCase(), 'fill="#666666"'),
    picture,
    text(30, 392, 22, p.sku, 'font-weight="bold"'),
    text(30, 420, 15, p.name),
    text(30, 448, 12, `Colori (${p.colours.length})`, 'font-weight="bold"'),
    ...swatches,
    text(30, 594, 12, 'Taglie', 'font-weight="bold"'),
    text(30, 612, 12, sizes.length > 60 ? `${sizes.slice(0, 57)}...` : sizes),
  ].join('');
}

/** One page of the printed catalogue as a 450x650 SVG. */
export function bookPageSvg(page: BookPage, n: number): string {
  let body: string;
  let background = '#ffffff';
  switch (page.kind) {
    case 'cover':
      background = '#1f3a5f';
      body = text(W / 2, 260, 34, 'CATALOGO', 'text-anchor="middle" fill="#ffffff" font-weight="bold"') +
        text(W / 2, 300, 24, String(page.year), 'text-anchor="middle" fill="#ffffff"') +
        text(W / 2, 360, 13, `${page.products} articoli`, 'text-anchor="middle" fill="#ffffff"');
      break;
    case 'opener':
      background = '#e8eef5';
      body = text(W / 2, 300, 30, page.category, 'text-anchor="middle" font-weight="bold"') +
        text(W / 2, 340, 14, `${page.count} articoli`, 'text-anchor="middle"') + folio(n);
      break;
    case 'product':
      body = productBody(page.product) + folio(n);
      break;
    case 'notes':
      body = text(30, 50, 16, 'Note', 'font-weight="bold"') +
        Array.from({ length: 16 }, (_, i) => `<line x1="30" x2="420" y1="${90 + i * 32}" y2="${90 + i * 32}" stroke="#cccccc"/>`).join('') +
        folio(n);
      break;
    case 'back':
      background = '#1f3a5f';
      body = text(W / 2, 320, 18, `Catalogo ${page.year}`, 'text-anchor="middle" fill="#ffffff"') +
        text(W / 2, 350, 13, 'Prezzi e disponibilità nel negozio online', 'text-anchor="middle" fill="#ffffff"');
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${background}"/>${body}</svg>`;
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

/** The catalogue as a list: one product per row (sku, name, colours, sizes), by category. */
export function catalogueListPdf(title: string, products: readonly BookProduct[]): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  pdf.font('Helvetica-Bold').fontSize(18).text(title);
  pdf.font('Helvetica').fontSize(10).text(`${products.length} articoli`).moveDown();
  let category: string | null = null;
  for (const p of products) {
    if (p.category !== category) {
      category = p.category;
      pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(category);
    }
    pdf.font('Helvetica-Bold').fontSize(9).text(`${p.sku}  `, { continued: true });
    pdf.font('Helvetica').text(`${p.name} · ${p.brand}`);
    const colours = p.colours.map((c) => c.color).join(', ') || 'colore unico';
    pdf.fontSize(8).fillColor('#444444').text(`Colori: ${colours} — Taglie: ${p.sizes.join(' ') || 'TU'}`).fillColor('#000000');
  }
  return collect(pdf);
}

/** A brand's colour chart ('Cartella colori'): every colour it offers, as a swatch and its name. */
export function colourChartPdf(brand: string, products: readonly BookProduct[]): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Cartella colori ${brand}` } });
  pdf.font('Helvetica-Bold').fontSize(18).text(`Cartella colori — ${brand}`).moveDown();
  const colours = new Map<string, number>();
  for (const p of products) for (const c of p.colours) if (!colours.has(c.color)) colours.set(c.color, c.hexColor);
  const sorted = [...colours.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  const perPage = 40;
  sorted.forEach(([name, value], i) => {
    if (i > 0 && i % perPage === 0) pdf.addPage();
    const k = i % perPage;
    const x = 40 + (k % 4) * 130;
    const y = 100 + Math.floor(k / 4) * 70;
    pdf.rect(x, y, 110, 36).fillAndStroke(hex(value), '#555555');
    pdf.fillColor('#000000').font('Helvetica').fontSize(9).text(name, x, y + 42, { width: 110 });
  });
  return collect(pdf);
}
