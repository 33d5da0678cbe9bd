import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BOOK_HEIGHT,
  BOOK_PAGES,
  BOOK_WIDTH,
  bookPages,
  catalogueProducts,
  chartBrands,
  slugOf,
  topSuppliers,
  type BookPage,
  type BookProduct,
} from '../reports/catalogue-book.ts';
import { bookPageSvg, catalogueListPdf, colourChartPdf } from '../reports/catalogue-book-render.ts';
import { companyOf, type RouteContext } from './context.ts';

const notFound = { Errore: 'File non trovato' };
/** Generated files are kept this long: the catalogue changes rarely and pages are asked often. */
const CACHE_MS = 10 * 60_000;

interface Book {
  at: number;
  products: BookProduct[];
  pages: BookPage[];
  suppliers: string[];
  brands: string[];
  files: Map<string, Promise<Buffer | string>>;
}

/**
 * The printed catalogue, generated from the catalogue itself: the index (`/catalogue/index`), its
 * 182 pages as SVG (`/catalogue/pages/<n>.svg`), the whole catalogue as one PDF, the supplier
 * catalogues and the brands' colour charts.
 */
export function catalogueBookRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const books = new Map<number, Promise<Book>>();

  async function load(company: number): Promise<Book> {
    const products = await catalogueProducts(db, company);
    return {
      at: Date.now(),
      products,
      pages: bookPages(products, new Date().getFullYear()),
      suppliers: topSuppliers(products),
      brands: chartBrands(products),
      files: new Map(),
    };
  }

  async function bookOf(company: number): Promise<Book> {
    const cached = books.get(company);
    if (cached && Date.now() - (await cached).at < CACHE_MS) return cached;
    const fresh = load(company);
    books.set(company, fresh);
    fresh.catch(() => books.delete(company));
    return fresh;
  }

  /** One generation per file, shared by concurrent requests. */
  function file(book: Book, key: string, make: () => Promise<Buffer | string>): Promise<Buffer | string> {
    let made = book.files.get(key);
    if (!made) {
      made = make();
      book.files.set(key, made);
      made.catch(() => book.files.delete(key));
    }
    return made;
  }

  const pdfReply = (reply: FastifyReply, name: string, body: Buffer | string) =>
    reply
      .type('application/pdf')
      .header('cache-control', 'public, max-age=600')
      .header('content-disposition', `inline; filename="${name}"`)
      .send(body);

  app.get('/catalogue/index', async (request) => {
    const book = await bookOf(companyOf(request));
    return {
      Errore: '',
      Pagine: BOOK_PAGES,
      Larghezza: BOOK_WIDTH,
      Altezza: BOOK_HEIGHT,
      Catalogo: 'catalogo.pdf',
      Fornitori: book.suppliers.map((name) => ({ Nome: name, File: `${slugOf(name)}.pdf` })),
      Cartelle: book.brands.map((name) => ({ Marchio: name, File: `${slugOf(name)}.pdf` })),
    };
  });

  app.get('/catalogue/pages/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = /^([1-9]\d{0,2})\.svg$/.exec(name);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > BOOK_PAGES) return reply.code(404).send(notFound);
    const book = await bookOf(companyOf(request));
    const svg = await file(book, `page-${n}`, async () => bookPageSvg(book.pages[n - 1] as BookPage, n));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=600').send(svg);
  });

  app.get('/catalogue/catalogo.pdf', async (request, reply) => {
    const book = await bookOf(companyOf(request));
    const pdf = await file(book, 'catalogue', () => catalogueListPdf('Catalogo', book.products));
    return pdfReply(reply, 'catalogo.pdf', pdf);
  });

  app.get('/catalogue/suppliers/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const book = await bookOf(companyOf(request));
    const supplier = book.suppliers.find((s) => `${slugOf(s)}.pdf` === name);
    if (!supplier) return reply.code(404).send(notFound);
    const pdf = await file(book, `supplier-${name}`, () =>
      catalogueListPdf(`Catalogo ${supplier}`, book.products.filter((p) => p.brand === supplier)),
    );
    return pdfReply(reply, name, pdf);
  });

  app.get('/catalogue/colours/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const book = await bookOf(companyOf(request));
    const brand = book.brands.find((b) => `${slugOf(b)}.pdf` === name);
    if (!brand) return reply.code(404).send(notFound);
    const pdf = await file(book, `colours-${name}`, () =>
      colourChartPdf(brand, book.products.filter((p) => p.brand === brand)),
    );
    return pdfReply(reply, `cartella-colori-${name}`, pdf);
  });
}
