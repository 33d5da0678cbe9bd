import { addCartLines } from '../cart/cart-service.ts';
import { listsOf } from '../cart/session-cart.ts';
import { colourName } from '../catalogue/product-index.ts';
import { imageUrl } from '../catalogue/media-urls.ts';
import { articlePriceInput, presentPrice, priceAudience } from '../catalogue/product-price.ts';
import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { CartLine } from '../domain/cart.ts';
import { computeUnitPrice } from '../domain/pricing.ts';
import { parseQuickOrder, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_TEXTS } from '../domain/quick-order-parse.ts';
import { articleIndexOf, lookUp, type IndexedArticle } from '../catalogue/article-index.ts';
import type { RowStock } from '../domain/quick-order-stock.ts';
import type { ArticleLabel } from '../catalogue/media-urls.ts';
import { checkRows, problem, type CheckRules, type RowProblem, type RowProblemCode } from './row-check.ts';

/** The article a quick-order row found, named as a cart line names it. */
export type QuickOrderArticleView = ArticleLabel;

export interface PreviewRow {
  line: number;
  code: string;
  attributes: string[];
  quantity: number | null;
  article: QuickOrderArticleView | null;
  available: number | null;
  /** Stock and arrivals apart, as the product grid shows them. */
  stock: RowStock | null;
  price: ReturnType<typeof presentPrice> | null;
  problem: RowProblem | null;
}

export interface AddOutcomeRow {
  line: number;
  article: QuickOrderArticleView | null;
  requested: number;
  added: number;
  problem: RowProblem | null;
}

const WHOLE_TEXT_CODES = {
  EMPTY: 'QUICK_ORDER_EMPTY',
  TOO_MANY_ROWS: 'QUICK_ORDER_TOO_MANY_ROWS',
  TOO_LARGE: 'QUICK_ORDER_TOO_LARGE',
  MALFORMED: 'QUICK_ORDER_MALFORMED',
} as const;

export type WholeTextCode = (typeof WHOLE_TEXT_CODES)[keyof typeof WHOLE_TEXT_CODES];

function articleView(a: IndexedArticle): QuickOrderArticleView {
  const image = a.variation?.images[0] ?? a.product.images[0] ?? null;
  const colour = a.variation ? colourName(a.variation.color) : null;
  return {
    productId: String(a.product.id),
    articleId: String(a.articleId),
    sku: a.sku,
    name: a.product.name,
    color: a.variation?.color ?? null,
    colorName: colour,
    size: a.size?.name ?? null,
    image: image ? { url: imageUrl(image), alt: [a.product.name, colour].filter(Boolean).join(' ') } : null,
  };
}

async function prepared(ctx: RequestContext) {
  const session = requireActiveSession(ctx);
  const [snapshot, lists] = await Promise.all([ctx.tenant.catalogue.get(), listsOf(ctx)]);
  const rules: CheckRules = {
    missingStockDefault: ctx.tenant.profile.rules.missingStockDefault,
    skipChecks: ctx.tenant.profile.rules.skipAddToCartChecks,
  };
  return { session, index: await articleIndexOf(snapshot), cart: lists.cart, rules };
}

/** Reads the text and resolves each row; changes nothing. Whole-text refusals come back as `refusal`. */
export async function previewQuickOrder(
  ctx: RequestContext,
  text: string,
): Promise<{ rows: PreviewRow[]; refusal: { code: WholeTextCode; message: string } | null }> {
  const { index, cart, rules } = await prepared(ctx);
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) return { rows: [], refusal: { code: WHOLE_TEXT_CODES[parsed.reason], message: parsed.message } };
  const resolved = parsed.rows.map((row) => {
    const found = lookUp(index, row.code, row.attributes);
    return 'found' in found
      ? { row, article: found.found, quantity: row.quantity }
      : { row, article: null, quantity: row.quantity, missing: `QUICK_ORDER_${found.missing}` as RowProblemCode };
  });
  const checks = checkRows(cart, resolved, rules);
  const pricing = await priceAudience(ctx);
  return {
    refusal: null,
    rows: resolved.map(({ row, article }, i) => {
      const check = checks[i]!;
      const input = article && articlePriceInput(article.product, article.size);
      return {
        line: row.line,
        code: row.code,
        attributes: row.attributes,
        quantity: row.quantity,
        article: article ? articleView(article) : null,
        available: check.available,
        stock: check.stock,
        price: input && pricing ? presentPrice(computeUnitPrice(input, pricing), article.product.unitLabel) : null,
        problem: check.problem,
      };
    }),
  };
}

export interface QuickOrderAddResult {
  cart: CartLine[];
  rows: AddOutcomeRow[];
  addedQuantity: number;
  addedLines: number;
  userErrors: Array<{ code: string; message: string; field: string[] | null }>;
}

/**
 * Adds the rows that can be added in one cart change (the cart's rules and lock), each resolved
 * again from its article id: nothing the client says about prices or availability is trusted.
 */
export async function addQuickOrder(
  ctx: RequestContext,
  rows: ReadonlyArray<{ line: number; articleId: string; quantity: number }>,
): Promise<QuickOrderAddResult> {
  const { session, index, cart, rules } = await prepared(ctx);
  if (rows.length > QUICK_ORDER_MAX_ROWS) {
    const error = { code: 'QUICK_ORDER_TOO_MANY_ROWS', message: QUICK_ORDER_TEXTS.tooManyRows, field: ['rows'] };
    return { cart: [...cart], rows: [], addedQuantity: 0, addedLines: 0, userErrors: [error] };
  }
  const resolved = rows.map((r) => {
    const id = /^\d{1,12}$/.test(r.articleId) ? Number(r.articleId) : NaN;
    const article = index.byArticleId.get(id) ?? null;
    const quantity = Number.isInteger(r.quantity) && r.quantity > 0 ? r.quantity : null;
    return { ...r, article, quantity };
  });
  const checks = checkRows(cart, resolved, rules);
  const accepted = resolved.flatMap((r, i) => (checks[i]!.problem === null && r.article ? [{ i, article: r.article, quantity: r.quantity! }] : []));
  const outcomes: AddOutcomeRow[] = resolved.map((r, i) => ({
    line: r.line,
    article: r.article ? articleView(r.article) : null,
    requested: r.quantity ?? 0,
    added: 0,
    problem: checks[i]!.problem,
  }));
  if (accepted.length === 0) return { cart: [...cart], rows: outcomes, addedQuantity: 0, addedLines: 0, userErrors: [] };

  const change = await addCartLines(
    ctx,
    session,
    accepted.map((a) => ({ productId: String(a.article.product.id), articleId: String(a.article.articleId), quantity: a.quantity })),
    'EACH',
  );
  change.lines.forEach((line, k) => {
    const target = outcomes[accepted[k]!.i]!;
    target.added = line.added;
    if (line.error) {
      const code = (['CART_LIMIT', 'INVALID_QUANTITY'] as const).find((c) => c === line.error!.code) ?? 'QUICK_ORDER_UNAVAILABLE';
      target.problem = line.error.code === 'NOT_ADDABLE' ? problem('QUICK_ORDER_UNAVAILABLE') : problem(code);
    }
  });
  const before = new Set(cart.map((l) => l.cartItemId));
  return {
    cart: change.cart,
    rows: outcomes,
    addedQuantity: change.added,
    addedLines: change.cart.filter((l) => !before.has(l.cartItemId)).length,
    userErrors: change.userErrors.map((e) => ({ code: e.code, message: e.message, field: e.field ?? null })),
  };
}
