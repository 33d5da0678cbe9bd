import type { Db } from '../db/client.ts';

/** The printed catalogue has a fixed number of pages (spec §9: 182 pages of 450x650). */
export const BOOK_PAGES = 182;
export const BOOK_WIDTH = 450;
export const BOOK_HEIGHT = 650;
/** Supplier catalogues offered beside the full one. */
export const SUPPLIER_COUNT = 4;

export interface BookProduct {
  sku: string;
  name: string;
  category: string;
  brand: string;
  colours: { color: string; hexColor: number }[];
  sizes: string[];
}

export type BookPage =
  | { kind: 'cover'; year: number; products: number }
  | { kind: 'opener'; category: string; count: number }
  | { kind: 'product'; product: BookProduct }
  | { kind: 'notes' }
  | { kind: 'back'; year: number };

/** The products of the printed catalogue (`catalogo` set), by category then sku. */
export async function catalogueProducts(db: Db, company: number): Promise<BookProduct[]> {
  const products = await db.query<{ id: number; sku: string; name: string; category: string; brands: string }>(
    `select id, sku, name, category, brands from products
      where company = $1 and catalogo <> 0 order by category, sku`,
    [company],
  );
  const colours = await db.query<{ product_id: number; color: string; hexColor: number }>(
    `select product_id, color, "hexColor" from variations where company = $1 order by product_id, position`,
    [company],
  );
  const sizes = await db.query<{ product_id: number; name: string }>(
    `select product_id, name from articles where company = $1 and "flgNoWeb" = 0
      group by product_id, name order by product_id, min(position)`,
    [company],
  );
  const coloursOf = group(colours, (c) => c.product_id);
  const sizesOf = group(sizes, (s) => s.product_id);
  return products.map((p) => ({
    sku: p.sku,
    name: p.name,
    category: p.category,
    brand: p.brands,
    colours: (coloursOf.get(p.id) ?? []).map((c) => ({ color: c.color, hexColor: c.hexColor })),
    sizes: (sizesOf.get(p.id) ?? []).map((s) => s.name),
  }));
}

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * The 182 pages: a cover, then each category's opener followed by its products one per page,
 * cut at the page before last (the back cover); a short catalogue is padded with notes pages.
 */
export function bookPages(products: readonly BookProduct[], year: number): BookPage[] {
  const pages: BookPage[] = [{ kind: 'cover', year, products: products.length }];
  const inner = BOOK_PAGES - 1;
  let category: string | null = null;
  for (const product of products) {
    if (pages.length >= inner) break;
    if (product.category !== category) {
      category = product.category;
      const count = products.filter((p) => p.category === category).length;
      pages.push({ kind: 'opener', category, count });
      if (pages.length >= inner) break;
    }
    pages.push({ kind: 'product', product });
  }
  while (pages.length < inner) pages.push({ kind: 'notes' });
  pages.push({ kind: 'back', year });
  return pages;
}

/** URL-safe file stem of a brand ("Sol's" → "sol-s"). */
export const slugOf = (name: string): string =>
  name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The suppliers with most products in the catalogue (ties by name): their own catalogues. */
export function topSuppliers(products: readonly BookProduct[]): string[] {
  const counts = new Map<string, number>();
  for (const p of products) if (p.brand) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SUPPLIER_COUNT)
    .map(([brand]) => brand);
}

/** Every brand of the catalogue, alphabetically: one colour chart each. */
export function chartBrands(products: readonly BookProduct[]): string[] {
  return [...new Set(products.map((p) => p.brand).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
