import { ReplyScanner } from './json-stream/reply-scanner.ts';
import { catalogueContextSchema, descriptionOf, normalisePricingContext, productOf } from './replies/products.ts';
import type { CatalogueProduct, PricingContextData } from '../erp/models.ts';
import type { CatalogueReader } from '../erp/catalogue-models.ts';
import { accepted, refusedBy, type ErpResult } from '../erp/erp-result.ts';
import { TimeSlices } from '../lib/time-slices.ts';

export type CatalogueReplyOutcome = ErpResult<PricingContextData>;

/** Bytes read between two looks at the clock: a few dozen products. */
const PIECE_BYTES = 64 * 1024;

const PRODUCTS = new Set(['items', 'itemsDescription']);
const PRODUCT_TEXTS = new Set(['itemsNoParsed', 'itemsDescriptionNoParsed']);

/** One product's JSON text from a catalogue reply, validated and in our terms. */
export function parseProduct(text: string): CatalogueProduct {
  return productOf(JSON.parse(text));
}

/**
 * Reads a getProducts reply as it arrives: each product's JSON text (with how to read it) and each
 * description go to `reader` on their own, within the reading's slices (attaching 100,000 descriptions once the
 * reply had ended held the event loop 11–21 ms), and the small fields are validated at the end.
 * Requests keep being served while a catalogue of any size loads. A reply carrying Errore yields
 * `{ error }` (what was handed over is then to be dropped).
 */
export async function readCatalogueReply(body: AsyncIterable<Buffer>, reader: CatalogueReader): Promise<CatalogueReplyOutcome> {
  const scanner = new ReplyScanner({
    streamed: PRODUCTS,
    streamedText: PRODUCT_TEXTS,
    onElement: (key, text) => {
      if (key === 'items' || key === 'itemsNoParsed') reader.addText(text, () => parseProduct(text));
      else reader.describe(descriptionOf(JSON.parse(text)));
    },
  });
  const slices = new TimeSlices();
  for await (const chunk of body) {
    // A reader slower than the network gets everything buffered so far as one chunk (megabytes):
    // it is read a piece at a time, with requests let through between pieces.
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
      scanner.push(chunk.subarray(at, at + PIECE_BYTES));
      if (slices.due()) await slices.next();
    }
  }
  const rest = scanner.end();
  for (const key of [...PRODUCTS, ...PRODUCT_TEXTS]) {
    // A streamed field that was not a list (or a text holding one) came through as a plain value.
    const value = rest[key];
    if (value !== undefined && value !== null && value !== '') throw new SyntaxError(`${key} is not a list`);
  }
  const fields = catalogueContextSchema.parse(rest);
  if (fields.Errore) return refusedBy('getProducts', fields.Errore);
  return accepted(normalisePricingContext(fields));
}
