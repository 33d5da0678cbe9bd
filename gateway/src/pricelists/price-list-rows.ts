import { priceResults, productPriceInput, sizePriceInput } from '../catalogue/product-price.ts';
import { colourName } from '../catalogue/product-index.ts';
import { compareSizes } from '../catalogue/size-order.ts';
import { effectiveStock, freeArrivals, isSizeUnavailable } from '../domain/availability.ts';
import { computeUnitPrice, fromPrice, type PricingContext } from '../domain/pricing.ts';
import { sizePriceBands, type PriceBand } from '../domain/size-price-bands.ts';
import type { CatalogueProduct } from '../erp/models.ts';

/** One orderable article (a size of a colour, or a product without variations): one xlsx row. */
export interface ArticleRow {
  sku: string;
  productSku: string;
  name: string;
  category: string;
  brand: string;
  colour: string;
  size: string;
  /** Net unit price, VAT excluded; null when the viewer sees no prices. */
  price: number | null;
  /** Pieces in stock (what the shop counts as available). */
  stock: number;
  /** Pieces arriving from the supplier and not yet promised. */
  arriving: number;
}

/** One product: one PDF row, under its category. */
export interface ProductRow {
  sku: string;
  name: string;
  category: string;
  colours: string;
  sizes: string;
  /** The 'from' price (lowest size price), as the listing shows it. */
  price: number | null;
  /** Sizes differ in price: the price is a 'from' price. */
  priceVaries: boolean;
  /** The price of each run of sizes when sizes differ (an XXL surcharge); empty otherwise. */
  sizeBands: PriceBand[];
}

/** Category then product code: the order a printed list is read in. */
export function inListOrder(products: readonly CatalogueProduct[]): CatalogueProduct[] {
  return [...products].sort(
    (a, b) => (a.category || '~').localeCompare(b.category || '~', 'it') || a.sku.localeCompare(b.sku, 'it'),
  );
}

/**
 * The articles of one product a customer can order: sizes shown in the shop (not no-web) and not
 * unavailable by the specification's rule (no stock, no arrivals, only announced). Priced by the
 * listing's engine, so the file says what the shop charges.
 */
export function* articleRows(
  p: CatalogueProduct,
  pricing: PricingContext | null,
  missingStockDefault: number | null,
): Generator<ArticleRow> {
  const common = { productSku: p.sku, name: p.name, category: p.category, brand: p.brand };
  if (p.variations.length === 0) {
    yield {
      ...common,
      sku: p.sku,
      colour: '',
      size: '',
      price: pricing ? computeUnitPrice(productPriceInput(p), pricing).price : null,
      stock: Math.max(effectiveStock(p.stock, missingStockDefault), 0),
      arriving: 0,
    };
    return;
  }
  for (const v of p.variations) {
    for (const s of v.sizes) {
      if (s.noWeb) continue;
      const stock = effectiveStock(s.stock, missingStockDefault);
      if (isSizeUnavailable({ ...s, stock })) continue;
      yield {
        ...common,
        sku: s.sku || p.sku,
        colour: v.color,
        size: s.name,
        price: pricing ? computeUnitPrice(sizePriceInput(p, s), pricing).price : null,
        stock: Math.max(stock, 0),
        arriving: freeArrivals(s.onOrderFromSupplier, s.committedToCustomers),
      };
    }
  }
}

/** A product's PDF row, or null when it has nothing orderable. */
export function productRow(
  p: CatalogueProduct,
  pricing: PricingContext | null,
  missingStockDefault: number | null,
): ProductRow | null {
  const articles = [...articleRows(p, pricing, missingStockDefault)];
  if (articles.length === 0) return null;
  const colours = [...new Set(articles.map((a) => a.colour).filter(Boolean).map(colourName))];
  const sizes = [...new Set(articles.map((a) => a.size).filter(Boolean))].sort(compareSizes);
  const results = pricing ? priceResults(p, pricing) : [];
  const best = fromPrice(results);
  return {
    sku: p.sku,
    name: p.name,
    category: p.category,
    colours: colours.join(', '),
    sizes: sizes.length > 1 ? `${sizes[0]}–${sizes[sizes.length - 1]}` : (sizes[0] ?? ''),
    price: best ? best.price : null,
    priceVaries: results.some((r) => r.price !== best?.price),
    sizeBands: sizePriceBands(
      articles
        .filter((a): a is ArticleRow & { price: number } => a.size !== '' && a.price !== null)
        .sort((a, b) => compareSizes(a.size, b.size))
        .map((a) => ({ size: a.size, price: a.price })),
    ),
  };
}
