import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import type { Erp } from '../erp/erp.ts';
import type { CatalogueBookModel } from '../erp/catalogue-book-models.ts';

export interface CatalogueFile {
  name: string;
  url: string;
}

export interface CatalogueBook {
  pageCount: number;
  pageWidth: number;
  pageHeight: number;
  pageUrlPattern: string;
  pdf: CatalogueFile | null;
  suppliers: CatalogueFile[];
  colourCharts: CatalogueFile[];
}

/** The gateway's own addresses of the relayed files: the browser never sees the upstream. */
export const BOOK_PATHS = {
  page: (n: number | string) => `/catalogue/pages/${n}.svg`,
  catalogue: '/catalogue/catalogo.pdf',
  supplier: (file: string) => `/catalogue/suppliers/${file}`,
  colours: (file: string) => `/catalogue/colours/${file}`,
} as const;

/** The index changes with the catalogue: asked again after this long. */
const INDEX_TTL_MS = 10 * 60_000;
const cache = new Map<number, { at: number; index: Promise<CatalogueBookModel | null> }>();

/** The upstream's catalogue index for the request's company, shared by requests for a while. */
export async function catalogueIndex(ctx: RequestContext): Promise<CatalogueBookModel> {
  const id = ctx.tenant.profile.id;
  const hit = cache.get(id);
  let index = hit && Date.now() - hit.at < INDEX_TTL_MS ? hit.index : null;
  if (!index) {
    index = ctx.tenant.erp.content.index();
    cache.set(id, { at: Date.now(), index });
    index.catch(() => cache.delete(id));
  }
  const found = await index;
  if (!found) throw new ServiceError('NOT_FOUND');
  return found;
}

export async function catalogueBook(ctx: RequestContext): Promise<CatalogueBook> {
  const index = await catalogueIndex(ctx);
  return {
    pageCount: index.pageCount,
    pageWidth: index.width,
    pageHeight: index.height,
    pageUrlPattern: BOOK_PATHS.page('{n}'),
    pdf: index.pdfFile ? { name: 'Catalogo completo', url: BOOK_PATHS.catalogue } : null,
    suppliers: index.suppliers.map((s) => ({ name: s.name, url: BOOK_PATHS.supplier(s.file) })),
    colourCharts: index.colourCharts.map((c) => ({ name: c.name, url: BOOK_PATHS.colours(c.file) })),
  };
}

export type BookFile =
  | { kind: 'page'; n: number }
  | { kind: 'catalogue' }
  | { kind: 'suppliers' | 'colours'; file: string };

/**
 * A file of the printed catalogue, fetched from the upstream. Only pages 1..pageCount and files
 * named in the index are asked for: any other name answers NOT_FOUND without an upstream call.
 */
export async function catalogueBookFile(ctx: RequestContext, wanted: BookFile) {
  const index = await catalogueIndex(ctx);
  const api = ctx.tenant.erp.content;
  let res: Awaited<ReturnType<Erp['content']['page']>> = null;
  if (wanted.kind === 'page') {
    if (wanted.n >= 1 && wanted.n <= index.pageCount) res = await api.page(wanted.n);
  } else if (wanted.kind === 'catalogue') {
    if (index.pdfFile) res = await api.pdf('catalogue', index.pdfFile);
  } else {
    const list = wanted.kind === 'suppliers' ? index.suppliers : index.colourCharts;
    if (list.some((f) => f.file === wanted.file)) res = await api.pdf(wanted.kind, wanted.file);
  }
  if (!res) throw new ServiceError('NOT_FOUND');
  return res;
}
