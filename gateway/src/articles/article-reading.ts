import { effectiveStock, freeArrivals } from '../domain/availability.ts';
import type { IndexedArticle } from '../catalogue/article-index.ts';

/** What a code is worth to an integrator: the article it names and its quantities. */
export interface ArticleQuantities {
  /** Pieces on hand (never negative). */
  stock: number;
  /** The supplier's arrivals not yet promised to customers. */
  arrivals: number;
  /** What can be ordered now: stock plus free arrivals (the cart's own rule, DESIGN §5.2). */
  available: number;
}

/**
 * The quantities of one article as the product grid reads them: a size's stock and free
 * arrivals, or a product's own stock when it has no sizes (and then no arrivals). A missing
 * stock counts as the company's default (`missingStockDefault`), as everywhere in the shop.
 */
export function articleQuantities(a: IndexedArticle, missingStockDefault: number | null): ArticleQuantities {
  if (!a.size) {
    const stock = Math.max(effectiveStock(a.product.stock, missingStockDefault), 0);
    return { stock, arrivals: 0, available: stock };
  }
  const stock = Math.max(effectiveStock(a.size.stock, missingStockDefault), 0);
  const arrivals = freeArrivals(a.size.onOrderFromSupplier, a.size.committedToCustomers);
  return { stock, arrivals, available: stock + arrivals };
}

/** At most this many codes per `articles` call: one catalogue pass, a reply of a few hundred kB. */
export const ARTICLES_MAX_CODES = 500;

export const ARTICLES_TEXTS = {
  tooMany: `Al massimo ${ARTICLES_MAX_CODES} codici per richiesta`,
  skuOrId: 'Indica il prodotto con id oppure con sku',
} as const;
