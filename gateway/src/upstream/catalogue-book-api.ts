import { z } from 'zod';
import { errore, num, text } from './fields.ts';
import type { UpstreamHttp } from './http-client.ts';
import { UpstreamBadReplyError } from './errors.ts';
import type { CatalogueBookModel } from '../erp/catalogue-book-models.ts';
import type { ErpCatalogueBook } from '../erp/erp.ts';

const FILE = /^[\w.-]+\.pdf$/;

const indexSchema = z
  .object({
    Errore: errore().default(''),
    Pagine: num(),
    Larghezza: num(450),
    Altezza: num(650),
    Catalogo: text(),
    Fornitori: z.array(z.object({ Nome: text(), File: text() }).loose()).default([]),
    Cartelle: z.array(z.object({ Marchio: text(), File: text() }).loose()).default([]),
  })
  .loose();

/** `catalogue/index` and the relayed files (`catalogue/pages/<n>.svg`, PDFs). */
export class CatalogueBookApi implements ErpCatalogueBook {
  constructor(private readonly http: UpstreamHttp) {}

  async index(): Promise<CatalogueBookModel | null> {
    const res = await this.http.getBinary('catalogue/index');
    if (!res) return null;
    let json: unknown;
    try {
      json = JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new UpstreamBadReplyError('catalogue/index', 'not JSON');
    }
    const parsed = indexSchema.safeParse(json);
    if (!parsed.success) throw new UpstreamBadReplyError('catalogue/index', parsed.error.message);
    const r = parsed.data;
    if (r.Errore) return null;
    // File names go into our own addresses: anything but a plain name is dropped.
    return {
      pageCount: r.Pagine,
      width: r.Larghezza,
      height: r.Altezza,
      pdfFile: FILE.test(r.Catalogo) ? r.Catalogo : '',
      suppliers: r.Fornitori.filter((f) => FILE.test(f.File)).map((f) => ({ name: f.Nome, file: f.File })),
      colourCharts: r.Cartelle.filter((f) => FILE.test(f.File)).map((f) => ({ name: f.Marchio, file: f.File })),
    };
  }

  page(n: number) {
    return this.http.getBinary(`catalogue/pages/${n}.svg`);
  }

  pdf(kind: 'catalogue' | 'suppliers' | 'colours', file: string) {
    return this.http.getBinary(kind === 'catalogue' ? `catalogue/${file}` : `catalogue/${kind}/${encodeURIComponent(file)}`);
  }
}
