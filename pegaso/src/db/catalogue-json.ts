import type { Db } from './client.ts';

/**
 * Each product as the JSON text getProducts sends (catalogue/product.ts), built by the database:
 * on embedded PGlite this is several times faster than reading the rows into JavaScript, and a
 * 20,000-product catalogue is serialised in a few seconds. json_strip_nulls drops the stock keys
 * that have no value (the ERP leaves them out) and makes the text compact.
 * A product with variations has the stock of its sizes: their sum, or none when one has none.
 */
const sql = (onlySome: boolean) => `
  with sizes as (
    select a.product_id, a.variation_position,
      json_agg(json_build_object(
        'name', a.name, 'IDArtSizeColor', a."IDArtSizeColor", 'skuSizeColor', a."skuSizeColor", 'stock', a.stock,
        'qtaOrdFor', a."qtaOrdFor", 'qtaImpCli', a."qtaImpCli", 'pricesco', a.pricesco, 'priceOld', a."priceOld",
        'priceNoSco', a."priceNoSco", 'priceIva', a."priceIva", 'preLis', a."preLis", 'tag', a.tag,
        'flgNoWeb', a."flgNoWeb", 'promo', a.promo, 'catalogo', a.catalogo, 'Ord1', a."Ord1", 'Ord2', a."Ord2"
      ) order by a.position) as size,
      sum(a.stock) as stock, bool_or(a.stock is null) as stock_missing
    from articles a
    where a.company = $1 ${onlySome ? 'and a.product_id = any($2::int[])' : ''}
    group by a.product_id, a.variation_position
  ), colours as (
    select v.product_id,
      json_agg(json_build_object(
        'color', v.color, 'hexColor', v."hexColor", 'image', v.image, 'size', coalesce(s.size, '[]'::json)
      ) order by v.position) as variation,
      sum(s.stock) as stock, bool_or(s.stock_missing) as stock_missing
    from variations v
    left join sizes s on s.product_id = v.product_id and s.variation_position = v.position
    where v.company = $1 ${onlySome ? 'and v.product_id = any($2::int[])' : ''}
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
  where p.company = $1 ${onlySome ? 'and p.id = any($2::int[])' : ''}
  order by p.id`;

/** The marker every product text carries once, which a caller's recommendations switch to true. */
export const recommendedMarker = '"recommended":false';

/** A company's products as JSON texts, in id order; or only the given products. */
export async function productJsonTexts(db: Db, company: number, productIds?: number[]): Promise<Array<{ id: number; json: string }>> {
  return productIds
    ? db.query<{ id: number; json: string }>(sql(true), [company, productIds])
    : db.query<{ id: number; json: string }>(sql(false), [company]);
}

export async function descriptionsOf(db: Db, company: number) {
  return db.query<{ id: number; DesWeb: string; fullDescription: string }>(
    'select id, "DesWeb", "fullDescription" from product_descriptions where company = $1 order by id',
    [company],
  );
}
