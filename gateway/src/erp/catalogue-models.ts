import type { CatalogueProduct } from './models.ts';

/** The catalogue's shapes of ERP data besides the products (models.ts): the reply's parts, reviews. */

/** A product's description, which the catalogue reply sends apart from the product. */
export interface ProductDescription {
  id: number;
  desWeb: string;
  fullDescription: string;
}

/** Where a catalogue reply's parts go as they arrive. */
export interface CatalogueReader {
  /**
   * One product: `text` is the ERP's text of it, the same text for the same product, so a reader
   * may recognise it as unchanged and keep what it read before; `parse` reads it into our terms.
   */
  addText(text: string, parse: () => CatalogueProduct): void;
  /** A product's description, which the reply sends apart from the product, before or after it. */
  describe(description: ProductDescription): void;
}

/** A review as a customer writes it; the e-mail address goes to the ERP only. */
export interface NewReview {
  name: string;
  email: string;
  message: string;
  rating: number;
}

/** A stored review as the shop shows it (the reviewer's e-mail address never leaves the ERP). */
export interface StoredReview {
  name: string;
  message: string;
  rating: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

/** Product ids per getReviews call, as the ERP accepts them: the façade's getReviews takes at most this many. */
export const REVIEWS_BATCH_MAX = 200;

