import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { articleIndexOf, lookUp } from '../catalogue/article-index.ts';
import { presentPrice, priceAudience, productPriceInput, sizePriceInput } from '../catalogue/product-price.ts';
import { quantitiesVisible } from '../catalogue/viewer-visibility.ts';
import { computeUnitPrice } from '../domain/pricing.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import { ARTICLES_MAX_CODES, ARTICLES_TEXTS, articleQuantities } from './article-reading.ts';

export interface ArticleByCodeView {
  code: string;
  found: boolean;
  product: CatalogueProduct | null;
  articleId: string | null;
  sku: string | null;
  color: string | null;
  size: string | null;
  price: ReturnType<typeof presentPrice> | null;
  stock: number | null;
  arrivals: number | null;
  available: number | null;
}

/** Whether this viewer may read the catalogue at all (the listing's own rule). */
function catalogueVisible(ctx: RequestContext): boolean {
  return ctx.session.active() !== null || ctx.settings.productsWithoutLogin;
}

/**
 * The articles named by codes (size-colour skus, or codes of products without sizes), in the
 * order asked, as this viewer sees them: the viewer's unit price (null when prices are hidden),
 * quantities when the viewer may see them. One pass over the catalogue snapshot's code index;
 * a code naming a product with sizes is not an article (found false, the product given).
 */
export async function articlesByCode(ctx: RequestContext, codes: readonly string[]): Promise<ArticleByCodeView[]> {
  if (codes.length > ARTICLES_MAX_CODES) throw new ServiceError('BAD_USER_INPUT', ARTICLES_TEXTS.tooMany, { argument: 'codes', max: ARTICLES_MAX_CODES });
  const empty = (code: string, product: CatalogueProduct | null = null): ArticleByCodeView => ({
    code, found: false, product, articleId: null, sku: null, color: null, size: null, price: null, stock: null, arrivals: null, available: null,
  });
  if (!catalogueVisible(ctx)) return codes.map((code) => empty(code));
  const [snapshot, pricing] = await Promise.all([ctx.tenant.catalogue.get(), priceAudience(ctx)]);
  const index = await articleIndexOf(snapshot);
  const showQuantities = quantitiesVisible(ctx);
  const missingStockDefault = ctx.tenant.profile.rules.missingStockDefault;
  return codes.map((code) => {
    const hit = lookUp(index, code, []);
    if (!('found' in hit)) return empty(code, 'product' in hit ? hit.product : null);
    const a = hit.found;
    // Sizes not sold through the shop are not shown to anyone.
    if (a.size?.noWeb) return empty(code);
    const input = a.size ? sizePriceInput(a.product, a.size) : productPriceInput(a.product);
    const quantities = showQuantities ? articleQuantities(a, missingStockDefault) : null;
    return {
      code,
      found: true,
      product: a.product,
      articleId: String(a.articleId),
      sku: a.sku,
      color: a.variation?.color ?? null,
      size: a.size?.name ?? null,
      price: pricing ? presentPrice(computeUnitPrice(input, pricing), a.product.unitLabel) : null,
      stock: quantities?.stock ?? null,
      arrivals: quantities?.arrivals ?? null,
      available: quantities?.available ?? null,
    };
  });
}

/** A product by its code (sku or alternative code) or by a size's sku; null when none. */
export async function productBySku(ctx: RequestContext, sku: string): Promise<CatalogueProduct | null> {
  if (!catalogueVisible(ctx)) return null;
  const index = await articleIndexOf(await ctx.tenant.catalogue.get());
  const code = sku.trim().toUpperCase();
  return index.byProductCode.get(code)?.[0] ?? index.bySizeSku.get(code)?.product ?? null;
}
