import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { colourName } from './product-index.ts';
import { colorPrefix } from '../domain/cart.ts';
import type { CatalogueProduct, CatalogueSize, CatalogueVariation } from '../erp/models.ts';

/** One orderable thing: a size of a colour, or a product without variations (variation and size null). */
export interface IndexedArticle {
  product: CatalogueProduct;
  variation: CatalogueVariation | null;
  size: CatalogueSize | null;
  articleId: number;
  sku: string;
}

export interface ArticleIndex {
  bySizeSku: Map<string, IndexedArticle>;
  /** Product skus and alternative codes (CodAlt); a code two products share names both. */
  byProductCode: Map<string, CatalogueProduct[]>;
  byArticleId: Map<number, IndexedArticle>;
}

const key = (code: string) => code.trim().toUpperCase();
const indexes = new WeakMap<CatalogueSnapshot, Promise<ArticleIndex>>();

/** Products indexed between two turns of the event loop (a 100,000-product catalogue has millions of articles). */
const SLICE_PRODUCTS = 2000;

function addProduct(index: ArticleIndex, p: CatalogueProduct): void {
  const addCode = (code: string) => {
    const list = index.byProductCode.get(key(code));
    if (!list) index.byProductCode.set(key(code), [p]);
    else if (!list.includes(p)) list.push(p);
  };
  addCode(p.sku);
  for (const alt of p.alternativeCodes) addCode(alt);
  if (p.variations.length === 0) {
    index.byArticleId.set(p.id, { product: p, variation: null, size: null, articleId: p.id, sku: p.sku });
    return;
  }
  for (const v of p.variations) {
    for (const s of v.sizes) {
      const article = { product: p, variation: v, size: s, articleId: s.articleId, sku: s.sku || p.sku };
      if (s.sku) index.bySizeSku.set(key(s.sku), article);
      index.byArticleId.set(s.articleId, article);
    }
  }
}

async function build(snapshot: CatalogueSnapshot): Promise<ArticleIndex> {
  const index: ArticleIndex = { bySizeSku: new Map(), byProductCode: new Map(), byArticleId: new Map() };
  const { products } = snapshot;
  for (let start = 0; start < products.length; start += SLICE_PRODUCTS) {
    if (start > 0) await yieldToRequests();
    for (let i = start; i < Math.min(start + SLICE_PRODUCTS, products.length); i++) addProduct(index, products[i]!);
  }
  return index;
}

/** The snapshot's code index, built once per snapshot (a slice at a time) and shared by every request. */
export function articleIndexOf(snapshot: CatalogueSnapshot): Promise<ArticleIndex> {
  let hit = indexes.get(snapshot);
  if (!hit) {
    hit = build(snapshot);
    indexes.set(snapshot, hit);
  }
  return hit;
}

export type Lookup =
  | { found: IndexedArticle }
  | { missing: 'UNKNOWN_CODE' }
  /** A product code that needs its colour and size (or matched none of them). */
  | { missing: 'VARIANT_REQUIRED'; product: CatalogueProduct };

const same = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' }) === 0;

function matchesColour(v: CatalogueVariation, attribute: string): boolean {
  return same(colorPrefix(v.color) ?? '', attribute) || same(colourName(v.color), attribute) || same(v.color, attribute);
}

/** The article a row names: a size-colour sku, else a product code (sku or CodAlt) with colour and size. */
export function lookUp(index: ArticleIndex, code: string, attributes: readonly string[]): Lookup {
  const bySku = index.bySizeSku.get(key(code));
  if (bySku && attributes.length === 0) return { found: bySku };
  const products = index.byProductCode.get(key(code)) ?? [];
  if (products.length === 0) return bySku ? { found: bySku } : { missing: 'UNKNOWN_CODE' };
  const product = products[0]!;
  if (product.variations.length === 0) return { found: index.byArticleId.get(product.id)! };
  // Every (colour, size) the attributes fit: colour by code or name, size by name, in any order.
  const candidates: IndexedArticle[] = [];
  for (const v of product.variations) {
    for (const s of v.sizes) {
      const fits = attributes.every((a) => matchesColour(v, a) || same(s.name, a));
      const named = attributes.some((a) => matchesColour(v, a)) || product.variations.length === 1;
      const sized = attributes.some((a) => same(s.name, a)) || v.sizes.length === 1;
      if (fits && named && sized) candidates.push(index.byArticleId.get(s.articleId)!);
    }
  }
  return candidates.length === 1 ? { found: candidates[0]! } : { missing: 'VARIANT_REQUIRED', product };
}
