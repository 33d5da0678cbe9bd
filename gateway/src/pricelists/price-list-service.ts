import type { Writable } from 'node:stream';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { PriceListRequest } from '../domain/price-list-access.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import { planPriceList } from './price-list-subject.ts';
import { articleRows, inListOrder, productRow, type ProductRow } from './price-list-rows.ts';
import { priceWording } from './price-column.ts';

export type PriceListFormat = 'xlsx' | 'pdf';

export interface PriceListDownload {
  fileName: string;
  contentType: string;
  /** Streams the file into `out`; resolves when it is written or the client went away. */
  write(out: Writable): Promise<void>;
}

export const CONTENT_TYPES: Record<PriceListFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The catalogue in list order, sorted once per snapshot (shared by every download). */
const ordered = new WeakMap<CatalogueSnapshot, CatalogueProduct[]>();
function productsInOrder(snapshot: CatalogueSnapshot): CatalogueProduct[] {
  let hit = ordered.get(snapshot);
  if (!hit) {
    hit = inListOrder(snapshot.products);
    ordered.set(snapshot, hit);
  }
  return hit;
}

function* productRows(products: readonly CatalogueProduct[], make: (p: CatalogueProduct) => ProductRow | null) {
  for (const p of products) {
    const row = make(p);
    if (row) yield row;
  }
}

/**
 * A live price list at the viewer's net prices, by the listing's pricing engine. Checks the
 * session and the roles first (throws ServiceError before anything is sent), then hands back a
 * writer that produces the file row by row.
 */
export async function openPriceList(
  ctx: RequestContext,
  format: PriceListFormat,
  request: PriceListRequest,
): Promise<PriceListDownload> {
  const plan = await planPriceList(ctx, request);
  const snapshot = await ctx.tenant.catalogue.get();
  const products = productsInOrder(snapshot);
  const missingStock = ctx.tenant.profile.rules.missingStockDefault;
  const legal = ctx.tenant.profile.legal;
  const date = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  const withPrices = plan.pricing !== null;
  // Company 2's lists print the 'i.i.' prices (VAT included) its shop shows, from the same
  // pricing engine; they stay 'i.i.' and the column says 'Prezzo i.i.', so that the buyer reads
  // the same figure, named the same way, in the list and in the shop.
  const prices = priceWording(ctx.tenant.profile.rules.vatInclusive);
  ctx.log.info({ subject: plan.subject, format, products: products.length, withPrices }, 'price list download');
  return {
    fileName: `${plan.fileStem}.${format}`,
    contentType: CONTENT_TYPES[format],
    // The writers (exceljs, pdfkit: some 60 MB resident between them) are loaded on the first
    // download, not with every gateway that may never serve one.
    write: async (out) =>
      format === 'xlsx'
        ? (await import('./xlsx-writer.ts')).writePriceListXlsx(
            out,
            { title: plan.title, companyName: legal.companyName, date, prices },
            (function* () {
              for (const p of products) yield* articleRows(p, plan.pricing, missingStock);
            })(),
            withPrices,
          )
        : (await import('./pdf-writer.ts')).writePriceListPdf(
            out,
            {
              title: plan.title,
              date,
              prices,
              company: {
                name: legal.companyName,
                address: legal.registeredOffice,
                vatNumber: legal.vatNumber,
                email: legal.email,
                phone: legal.phone,
              },
            },
            productRows(products, (p) => productRow(p, plan.pricing, missingStock)),
            withPrices,
          ),
  };
}
