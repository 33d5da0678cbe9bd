import { effectiveStock, isSizeUnavailable, orderableQuantity } from '../domain/availability.ts';
import { MAX_CART_LINES, quantityInCart, type Cart } from '../domain/cart.ts';
import { QUICK_ORDER_TEXTS } from '../domain/quick-order-parse.ts';
import { rowStock, type RowStock } from '../domain/quick-order-stock.ts';
import type { IndexedArticle } from '../catalogue/article-index.ts';

export type RowProblemCode =
  | 'QUICK_ORDER_UNKNOWN_CODE'
  | 'QUICK_ORDER_VARIANT_REQUIRED'
  | 'QUICK_ORDER_UNAVAILABLE'
  | 'QUICK_ORDER_NO_WEB'
  | 'INVALID_QUANTITY'
  | 'CART_LIMIT'
  | 'NOT_ADDABLE';

export interface RowProblem {
  code: RowProblemCode;
  message: string;
}

export const ROW_PROBLEMS: Record<RowProblemCode, string> = {
  QUICK_ORDER_UNKNOWN_CODE: QUICK_ORDER_TEXTS.unknownCode,
  QUICK_ORDER_VARIANT_REQUIRED: QUICK_ORDER_TEXTS.chooseVariant,
  QUICK_ORDER_UNAVAILABLE: QUICK_ORDER_TEXTS.unavailable,
  QUICK_ORDER_NO_WEB: QUICK_ORDER_TEXTS.noWeb,
  INVALID_QUANTITY: QUICK_ORDER_TEXTS.badQuantity,
  CART_LIMIT: QUICK_ORDER_TEXTS.cartLimit,
  NOT_ADDABLE: QUICK_ORDER_TEXTS.notAddable,
};

export const problem = (code: RowProblemCode): RowProblem => ({ code, message: ROW_PROBLEMS[code] });

export interface CheckRules {
  missingStockDefault: number | null;
  /** Company 2: no no-web / unavailable-size checks (the cart's own rule). */
  skipChecks: boolean;
}

/** Pieces of an article that can be ordered at all: stock plus the supplier's free arrivals. */
export function orderableOf(a: IndexedArticle, missingStockDefault: number | null): number {
  if (!a.size) return Math.max(effectiveStock(a.product.stock, missingStockDefault), 0);
  const stock = effectiveStock(a.size.stock, missingStockDefault);
  return orderableQuantity(stock, a.size.onOrderFromSupplier, a.size.committedToCustomers);
}

/** Stock and arrivals of an article as the grid shows them, after what is already claimed. */
export function stockOf(a: IndexedArticle, missingStockDefault: number | null, claimed: number): RowStock {
  if (!a.size) return rowStock(effectiveStock(a.product.stock, missingStockDefault), 0, 0, claimed);
  return rowStock(effectiveStock(a.size.stock, missingStockDefault), a.size.onOrderFromSupplier, a.size.committedToCustomers, claimed);
}

/**
 * Walks the rows in order as the cart would take them, without changing anything: what is left
 * of each article after the cart and the rows before it, the sizes the cart refuses, and the
 * 100-line limit. Returns, per row, the pieces available and the problem (null: addable).
 */
export function checkRows(
  cart: Cart,
  rows: ReadonlyArray<{ article: IndexedArticle | null; quantity: number | null; missing?: RowProblemCode }>,
  rules: CheckRules,
): Array<{ available: number | null; stock: RowStock | null; problem: RowProblem | null }> {
  const claimed = new Map<number, number>();
  let lines = cart.length;
  return rows.map(({ article, quantity, missing }) => {
    if (!article) return { available: null, stock: null, problem: problem(missing ?? 'QUICK_ORDER_UNKNOWN_CODE') };
    const before = quantityInCart(cart, article.articleId) + (claimed.get(article.articleId) ?? 0);
    const available = Math.max(orderableOf(article, rules.missingStockDefault) - before, 0);
    const shown = stockOf(article, rules.missingStockDefault, before);
    const refuse = (code: RowProblemCode) => ({ available, stock: shown, problem: problem(code) });
    if (!rules.skipChecks && article.size?.noWeb) return refuse('QUICK_ORDER_NO_WEB');
    const stock = article.size ? effectiveStock(article.size.stock, rules.missingStockDefault) : 0;
    if (!rules.skipChecks && article.size && isSizeUnavailable({ ...article.size, stock }))
      return refuse('QUICK_ORDER_UNAVAILABLE');
    if (quantity === null) return refuse('INVALID_QUANTITY');
    if (available <= 0) return refuse('QUICK_ORDER_UNAVAILABLE');
    const isNewLine = before === 0;
    if (isNewLine && lines >= MAX_CART_LINES) return refuse('CART_LIMIT');
    if (isNewLine) lines += 1;
    claimed.set(article.articleId, (claimed.get(article.articleId) ?? 0) + Math.min(quantity, available));
    return { available, stock: shown, problem: null };
  });
}
