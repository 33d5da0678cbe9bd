import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { request } from 'undici';
import type { ShopClient } from '../support/graphql-client.ts';

export interface Download {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET a gateway path with the client's session cookie and tenant host, as a browser would. */
export async function download(baseUrl: string, client: ShopClient, path: string): Promise<Download> {
  const res = await request(`${baseUrl}${path}`, {
    headers: { host: client.host, ...(client.sessionCookie ? { cookie: client.sessionCookie } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

export interface SheetRead {
  sheet: ExcelJS.Worksheet;
  header: string[];
  /** Data rows by header name. */
  rows: Array<Record<string, unknown>>;
}

export async function readXlsx(body: Buffer): Promise<SheetRead> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return { sheet, header, rows };
}

/** The text of every page of a PDF, read with pdf.js. */
export async function pdfText(body: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js reads the metrics of the standard fonts (Helvetica) from its own folder.
  const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: fonts }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return parts.join('\n');
}

export const PRODUCT_SIZES = `query($id: ID!) { product(id: $id) { id sku price { price { amount } }
  variations { sizes { sku price { price { amount } } } } } }`;

export interface ProductSizes {
  product: {
    id: string;
    sku: string;
    price: { price: { amount: number } } | null;
    variations: Array<{ sizes: Array<{ sku: string; price: { price: { amount: number } } | null }> }>;
  } | null;
}
