import type { CatalogueProduct } from '../upstream/types.ts';

/** The filter dimensions of the listing, in the order the sidebar shows them. */
export const DIMENSIONS = ['category', 'subcategory', 'brands', 'templates', 'tag', 'size', 'color'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What the listing needs of one product, precomputed once per catalogue snapshot. */
export interface IndexedProduct {
  product: CatalogueProduct;
  search: string;
  values: Record<Dimension, readonly string[]>;
  promo: boolean;
}

/** 'CODE-Name (note)' → 'Name': the same colour under two codes is one filter value. */
export function colourName(color: string): string {
  const dash = color.indexOf('-');
  const name = dash >= 0 ? color.slice(dash + 1) : color;
  return name.replace(/\s*[([].*$/, '').trim() || color.trim();
}

const uniq = (xs: string[]) => [...new Set(xs.filter((x) => x !== ''))];

export function indexProduct(p: CatalogueProduct): IndexedProduct {
  const visible = p.variations
    .map((v) => ({ v, sizes: v.sizes.filter((s) => !s.noWeb) }))
    .filter((x) => x.sizes.length > 0);
  return {
    product: p,
    search: [p.sku, p.name, ...p.alternativeCodes].join('\u0000').toLowerCase(),
    values: {
      category: uniq([p.category]),
      subcategory: uniq([p.subcategory]),
      brands: uniq([p.brand]),
      templates: uniq([p.template]),
      tag: uniq(p.tags),
      size: uniq(visible.flatMap((x) => x.sizes.map((s) => s.name))),
      color: uniq(visible.map((x) => colourName(x.v.color))),
    },
    promo: p.promoFlag || p.variations.some((v) => v.sizes.some((s) => s.promo > 0 && !s.noWeb)),
  };
}

export function indexCatalogue(products: CatalogueProduct[]): IndexedProduct[] {
  return products.map(indexProduct);
}
