import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ArticleRow } from './price-list-rows.ts';
import { paced } from './output-pacing.ts';
import type { PriceWording } from './price-column.ts';

/** Rows written between two waits for the client. */
const BATCH = 500;
const EURO = '#,##0.00 "€"';

export interface XlsxHeading {
  title: string;
  companyName: string;
  date: string;
  /** How the prices read ('Prezzo netto', or 'Prezzo i.i.' where the shop shows VAT-inclusive prices). */
  prices: PriceWording;
}

/**
 * One sheet, one row per orderable article, ready to import: a single header row (frozen, with an
 * autofilter), prices and quantities as numbers. Written with exceljs's streaming writer, so rows
 * leave as they are made. The title goes into the workbook's properties, not above the header,
 * so that the sheet stays one table.
 */
export async function writePriceListXlsx(
  out: Writable,
  heading: XlsxHeading,
  rows: Iterable<ArticleRow>,
  withPrices: boolean,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = heading.companyName;
  workbook.title = `${heading.title} — ${heading.date}`;
  const sheet = workbook.addWorksheet('Listino', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns: Array<Partial<ExcelJS.Column>> = [
    { header: 'Codice articolo', key: 'sku', width: 20 },
    { header: 'Codice prodotto', key: 'productSku', width: 14 },
    { header: 'Descrizione', key: 'name', width: 40 },
    { header: 'Categoria', key: 'category', width: 18 },
    { header: 'Marca', key: 'brand', width: 16 },
    { header: 'Colore', key: 'colour', width: 20 },
    { header: 'Taglia', key: 'size', width: 8 },
    ...(withPrices ? [{ header: heading.prices.column, key: 'price', width: 14, style: { numFmt: EURO } }] : []),
    { header: 'Disponibilità', key: 'stock', width: 13, style: { numFmt: '0' } },
    { header: 'In arrivo', key: 'arriving', width: 11, style: { numFmt: '0' } },
  ];
  sheet.columns = columns;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  let n = 0;
  for (const row of rows) {
    sheet.addRow(withPrices ? row : { ...row, price: undefined }).commit();
    if (++n % BATCH === 0 && !(await paced(out))) return;
  }
  sheet.commit();
  await workbook.commit();
}
