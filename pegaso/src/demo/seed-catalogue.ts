import type { Product, ProductDescription } from '../catalogue/product.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Db } from '../db/client.ts';
import { generateProduct } from './catalogue.ts';

const productTypes = {
  company: 'int', id: 'int', sku: 'text', name: 'text', shortDescription: 'text', category: 'text',
  subcategory: 'text', brands: 'text', templates: 'text', seasons: 'text', tag: 'jsonb', price: 'float8',
  pricesco: 'float8', discount: 'float8', stock: 'int', image: 'jsonb', affiliateLink: 'text', files: 'jsonb',
  catalogo: 'int', promo: 'int', altdat1: 'text', altdat2: 'float8', altdat3: 'text', rating: 'int', new: 'boolean',
  saleCount: 'int', codiciAlternativi: 'text',
};
const variationTypes = { company: 'int', product_id: 'int', position: 'int', color: 'text', hexColor: 'int', image: 'jsonb' };
const articleTypes = {
  company: 'int', IDArtSizeColor: 'int', product_id: 'int', variation_position: 'int', position: 'int', name: 'text',
  skuSizeColor: 'text', stock: 'int', qtaOrdFor: 'int', qtaImpCli: 'int', pricesco: 'float8', priceOld: 'float8',
  priceNoSco: 'float8', priceIva: 'float8', preLis: 'float8', tag: 'jsonb', flgNoWeb: 'int', promo: 'float8',
  catalogo: 'int', Ord1: 'int', Ord2: 'int',
};

/** Stores generated products in the catalogue tables (the reverse of db/catalogue-json.ts). */
export async function insertCatalogue(db: Db, company: number, products: Product[], descriptions: ProductDescription[]): Promise<void> {
  await bulkInsert(db, 'products', productTypes, products.map(({ variation, recommended: _r, stock, ...p }) => ({
    company, ...p,
    // A product with variations has the stock of its sizes; only a plain product keeps its own.
    stock: variation.length === 0 ? (stock ?? null) : null,
  })));
  await bulkInsert(db, 'variations', variationTypes, products.flatMap((p) =>
    p.variation.map((v, position) => ({ company, product_id: p.id, position, color: v.color, hexColor: v.hexColor, image: v.image }))));
  await bulkInsert(db, 'articles', articleTypes, products.flatMap((p) =>
    p.variation.flatMap((v, variation_position) => v.size.map((s, position) => ({
      company, product_id: p.id, variation_position, position, ...s, stock: s.stock ?? null,
    })))), 2000);
  await bulkInsert(db, 'product_descriptions', { company: 'int', id: 'int', DesWeb: 'text', fullDescription: 'text' },
    descriptions.map((d) => ({ company, ...d })));
}

/**
 * Products generated and stored together: at 100,000 products the whole catalogue as objects
 * (some 2.5 million sizes) would take gigabytes, a batch takes a few megabytes.
 */
const productsPerBatch = 2000;

/** The demo catalogue of a company, products 1 to `count`, a batch at a time. */
export function* catalogueBatches(company: number, count: number): Generator<{ products: Product[]; descriptions: ProductDescription[] }> {
  for (let first = 1; first <= count; first += productsPerBatch) {
    const products: Product[] = [];
    const descriptions: ProductDescription[] = [];
    for (let id = first; id < first + productsPerBatch && id <= count; id++) {
      const { product, description } = generateProduct(company, id);
      products.push(product);
      descriptions.push(description);
    }
    yield { products, descriptions };
  }
}
