import type { Db } from './client.ts';

/** What an image or a sheet needs: the name, the category (shape) and the colours in order. */
export async function productLook(db: Db, company: number, sku: string) {
  const [product] = await db.query<{ id: number; name: string; category: string }>(
    'select id, name, category from products where company = $1 and sku = $2',
    [company, sku],
  );
  if (!product) return null;
  const colours = await db.query<{ color: string; hexColor: number }>(
    'select color, "hexColor" from variations where company = $1 and product_id = $2 order by position',
    [company, product.id],
  );
  return { name: product.name, category: product.category, colours };
}

/** An orderable article: a size of a product, or a product without variations (its id is its own). */
export interface ArticleRef {
  IDArt: number;
  productId: number;
  sku: string;
  name: string;
  /** null when the ERP sent no stock. */
  stock: number | null;
}

export async function findArticle(db: Db, company: number, idArt: number): Promise<ArticleRef | null> {
  const [row] = await db.query<ArticleRef>(
    `select a."IDArtSizeColor" as "IDArt", a.product_id as "productId", a."skuSizeColor" as sku,
            p.name, a.stock
       from articles a join products p on p.company = a.company and p.id = a.product_id
      where a.company = $1 and a."IDArtSizeColor" = $2
     union all
     select p.id, p.id, p.sku, p.name, p.stock from products p
      where p.company = $1 and p.id = $2
        and not exists (select 1 from variations v where v.company = p.company and v.product_id = p.id)`,
    [company, idArt],
  );
  return row ?? null;
}

export async function productExists(db: Db, company: number, id: number): Promise<boolean> {
  return (await db.query('select 1 from products where company = $1 and id = $2', [company, id])).length > 0;
}

export async function productCount(db: Db, company: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from products where company = $1', [company]);
  return row?.n ?? 0;
}
