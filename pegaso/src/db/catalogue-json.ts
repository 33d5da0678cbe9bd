import type { Db } from './client.ts';

/**
 * Each product as the JSON text getProducts sends (catalogue/product.ts), built by the database:
 * on embedded PGlite this is several times faster than reading the rows into JavaScript.
 * json_strip_nulls drops the stock keys that have no value (the ERP leaves them out) and makes
 * the text compact. A product with variations has the stock of its sizes: their sum, or none
 * when one has none.
 *
 * A query builds either one page of the catalogue (the products after id $2, at most $3 of
 * them: keyset paging, so that neither the database nor this process ever holds the whole
 * catalogue's text at once) or the products listed in $2.
 */
type Selection = 'page' | 'list';

/** The last id of the page: its products, colours and sizes are read by id range. */
const pageEnd = `page as (
    select max(id) as last from (select id from products where company = $1 and id > $2 order by id limit $3) ids
  ),`;

/** The condition on a product id column for the selection. */
const chosen = (column: string, selection: Selection) =>
  selection === 'list' ? `${column} = any($2::int[])` : `${column} > $2 and ${column} <= (select last from page)`;

const sql = (selection: Selection) => `
  with ${selection === 'page' ? pageEnd : ''} sizes as (
    select a.product_id, a.variation_position,
      json_agg(json_build_object(
        'name', a.name, 'IDArtSizeColor', a."IDArtSizeColor", 'skuSizeColor', a."skuSizeColor", 'stock', a.stock,
        'qtaOrdFor', a."qtaOrdFor", 'qtaImpCli', a."qtaImpCli", 'pricesco', a.pricesco, 'priceOld', a."priceOld",
        'priceNoSco', a."priceNoSco", 'priceIva', a."priceIva", 'preLis', a."preLis", 'tag', a.tag,
        'flgNoWeb', a."flgNoWeb", 'promo', a.promo, 'catalogo', a.catalogo, 'Ord1', a."Ord1", 'Ord2', a."Ord2"
      ) order by a.position) as size,
      sum(a.stock) as stock, bool_or(a.stock is null) as stock_missing
    from articles a
    where a.company = $1 and ${chosen('a.product_id', selection)}
    group by a.product_id, a.variation_position
  ), colours as (
    select v.product_id,
      json_agg(json_build_object(
        'color', v.color, 'hexColor', v."hexColor", 'image', v.image, 'size', coalesce(s.size, '[]'::json)
      ) order by v.position) as variation,
      sum(s.stock) as stock, bool_or(s.stock_missing) as stock_missing
    from variations v
    left join sizes s on s.product_id = v.product_id and s.variation_position = v.position
    where v.company = $1 and ${chosen('v.product_id', selection)}
    group by v.product_id
  )
  select p.id, json_strip_nulls(json_build_object(
    'id', p.id, 'sku', p.sku, 'name', p.name, 'shortDescription', p."shortDescription", 'category', p.category,
    'subcategory', p.subcategory, 'brands', p.brands, 'templates', p.templates, 'seasons', p.seasons, 'tag', p.tag,
    'price', p.price, 'pricesco', p.pricesco, 'discount', p.discount,
    'stock', case when c.variation is null then p.stock when c.stock_missing then null else c.stock end,
    'image', p.image, 'affiliateLink', p."affiliateLink", 'files', p.files, 'catalogo', p.catalogo, 'promo', p.promo,
    'altdat1', p.altdat1, 'altdat2', p.altdat2, 'altdat3', p.altdat3, 'rating', p.rating, 'recommended', false,
    'new', p."new", 'saleCount', p."saleCount", 'codiciAlternativi', p."codiciAlternativi",
    'variation', coalesce(c.variation, '[]'::json)
  ))::text as json
  from products p
  left join colours c on c.product_id = p.id
  where p.company = $1 and ${chosen('p.id', selection)}
  order by p.id`;

/**
 * Runs a catalogue query with nested loops off. On tables never analysed (PGlite has no
 * autovacuum) the planner guesses a handful of rows for a range of products and joins the
 * aggregates by re-running them per product: minutes for a page instead of a second. Hash and
 * merge joins are right at any size here.
 */
function catalogueQuery<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.exec('set local enable_nestloop = off');
    return tx.query<T>(text, params);
  });
}

/** The marker every product text carries once, which a caller's recommendations switch to true. */
export const recommendedMarker = '"recommended":false';

/** Products per query when the whole catalogue is read: a few megabytes of text. */
const productsPerPage = 2000;
const descriptionsPerPage = 5000;

export interface ProductJson {
  id: number;
  json: string;
}

/** A company's products as JSON texts, in id order, a page at a time. */
export async function* productJsonPages(db: Db, company: number, pageSize = productsPerPage): AsyncGenerator<ProductJson[]> {
  const pageSql = sql('page');
  for (let after = 0; ; ) {
    const page = await catalogueQuery<ProductJson>(db, pageSql, [company, after, pageSize]);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = (page[page.length - 1] as ProductJson).id;
  }
}

/** Only the given products (those an invalidation names), in id order, in pages of ids. */
export async function productJsonTexts(db: Db, company: number, productIds: readonly number[]): Promise<ProductJson[]> {
  const ids = [...new Set(productIds)].sort((x, y) => x - y);
  const listSql = sql('list');
  const found: ProductJson[] = [];
  for (let start = 0; start < ids.length; start += productsPerPage) {
    found.push(...(await catalogueQuery<ProductJson>(db, listSql, [company, ids.slice(start, start + productsPerPage)])));
  }
  return found;
}

export interface Description {
  id: number;
  DesWeb: string;
  fullDescription: string;
}

/** A company's product descriptions, in id order, a page at a time. */
export async function* descriptionPages(db: Db, company: number, pageSize = descriptionsPerPage): AsyncGenerator<Description[]> {
  for (let after = 0; ; ) {
    const page = await db.query<Description>(
      'select id, "DesWeb", "fullDescription" from product_descriptions where company = $1 and id > $2 order by id limit $3',
      [company, after, pageSize],
    );
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = (page[page.length - 1] as Description).id;
  }
}
