import { demoRoles, generateProduct } from '../../pegaso/src/index.ts';

/** Demo articles of company 1 for quick-order tests, read from the deterministic generator. */
export interface DemoArticle {
  productId: number;
  articleId: number;
  sku: string;
  colour: string;
  size: string;
}

function articlesOf(productId: number, keep: (s: { flgNoWeb: number; stock?: number; qtaOrdFor: number; qtaImpCli: number; tag: string[] }) => boolean) {
  const { product } = generateProduct(1, productId);
  return product.variation.flatMap((v) =>
    v.size.filter(keep).map((s) => ({ productId, articleId: s.IDArtSizeColor, sku: s.skuSizeColor, colour: v.color, size: s.name })),
  );
}

const orderable = (s: { flgNoWeb: number; stock?: number; qtaOrdFor: number; qtaImpCli: number }) =>
  s.flgNoWeb === 0 && ((s.stock ?? 0) > 20 || s.qtaOrdFor - s.qtaImpCli > 20);

/** Sizes with plenty to order, from products 1.. up to `maxProduct`, skipping the special roles but 'bigStock'. */
export function orderableArticles(count: number, maxProduct = 40): DemoArticle[] {
  const special = new Set<number>(Object.values(demoRoles).filter((id) => id !== demoRoles.bigStock));
  const out: DemoArticle[] = [];
  for (let id = 1; id <= maxProduct && out.length < count; id++) {
    if (special.has(id)) continue;
    out.push(...articlesOf(id, orderable));
  }
  return out.slice(0, count);
}

/** A size of the 'zero stock, PROMEMORIA' product: unavailable by the specification's rule. */
export const unavailableArticle = (): DemoArticle => articlesOf(demoRoles.zeroStockPromemoria, () => true)[0]!;

/** A size of the hidden colour of the no-web product. */
export const noWebArticle = (): DemoArticle => articlesOf(demoRoles.noWebColour, (s) => s.flgNoWeb === 1)[0]!;

/** The product without variations: ordered by its own sku. */
export const wholeProduct = () => {
  const { product } = generateProduct(1, demoRoles.noVariations);
  return { productId: product.id, sku: product.sku, alternativeCodes: product.codiciAlternativi.split(/\s+/).filter(Boolean) };
};

/** Product 1 by product sku, colour name and size. */
export function byProductColourSize(): DemoArticle & { productSku: string; colourName: string } {
  const { product } = generateProduct(1, demoRoles.bigStock);
  const v = product.variation[0]!;
  const s = v.size[0]!;
  return {
    productId: product.id,
    articleId: s.IDArtSizeColor,
    sku: s.skuSizeColor,
    colour: v.color,
    size: s.name,
    productSku: product.sku,
    colourName: v.color.slice(v.color.indexOf('-') + 1).replace(/\s*[([].*$/, '').trim(),
  };
}

/** A size of the 'arriving' product: no stock, free supplier arrivals (as TS0009-06-M). */
export const arrivingArticle = (): DemoArticle =>
  articlesOf(demoRoles.arriving, (s) => s.flgNoWeb === 0 && (s.stock ?? 0) <= 0 && s.qtaOrdFor - s.qtaImpCli > 0)[0]!;
