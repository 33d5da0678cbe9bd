import { userError, type UserError } from '../context/user-error.ts';
import { addCartLines, type CartLineOutcome } from '../cart/cart-service.ts';
import { listsOf } from '../cart/session-cart.ts';
import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import type { CartLine } from '../domain/cart.ts';
import { articleIndexOf, lookUp, type IndexedArticle } from '../catalogue/article-index.ts';
import { documentOwnerOf } from './document-owner.ts';
import { findDocument, purchasesOfOwner } from './documents-service.ts';

export const REORDER_MESSAGES = {
  /** Not quoted by the specification. */
  noLongerSold: 'Articolo non più in vendita',
  nothingToReorder: 'Nessun articolo da riordinare',
} as const;

/** One line to order again: what the document or the purchase says, before the cart's rules. */
interface ReorderRequest {
  code: string;
  name: string;
  articleId: number | null;
  quantity: number;
}

export interface ReorderLineOutcome {
  code: string;
  name: string;
  requested: number;
  added: number;
  error: UserError | null;
}

export interface ReorderOutcome {
  cart: CartLine[];
  added: number;
  lines: ReorderLineOutcome[];
  userErrors: UserError[];
}


/**
 * Puts the lines back in the cart through the cart's own rules and lock (one change, each line
 * added or refused on its own): an article no longer in the catalogue is refused here, the rest
 * (unavailable, no-web, cart limit, quantities) by the cart, with its texts.
 */
async function reorder(ctx: RequestContext, requests: ReorderRequest[]): Promise<ReorderOutcome> {
  const session = requireActiveSession(ctx);
  if (requests.length === 0) {
    return {
      cart: (await listsOf(ctx)).cart,
      added: 0,
      lines: [],
      userErrors: [userError('NOTHING_TO_REORDER', REORDER_MESSAGES.nothingToReorder)],
    };
  }
  const index = await articleIndexOf(await ctx.tenant.catalogue.get());
  const located = requests.map((r): IndexedArticle | null => {
    const byId = r.articleId === null ? undefined : index.byArticleId.get(r.articleId);
    if (byId) return byId;
    const found = lookUp(index, r.code, []);
    return 'found' in found ? found.found : null;
  });
  const sendable = requests.flatMap((r, i) => {
    const article = located[i];
    return article
      ? [
          {
            i,
            line: {
              productId: String(article.product.id),
              articleId: article.size ? String(article.articleId) : null,
              quantity: r.quantity,
            },
          },
        ]
      : [];
  });
  const gone = userError('NO_LONGER_SOLD', REORDER_MESSAGES.noLongerSold);
  const lines: ReorderLineOutcome[] = requests.map((r) => ({
    code: r.code,
    name: r.name,
    requested: r.quantity,
    added: 0,
    error: gone,
  }));
  if (sendable.length === 0) {
    return { cart: (await listsOf(ctx)).cart, added: 0, lines, userErrors: [gone] };
  }
  const outcome = await addCartLines(
    ctx,
    session,
    sendable.map((s) => s.line),
    'EACH',
  );
  sendable.forEach((s, k) => {
    const result: CartLineOutcome | undefined = outcome.lines[k];
    const line = lines[s.i];
    if (!line) return;
    line.added = result?.added ?? 0;
    line.error = result?.error ? userError(result.error.code, result.error.message) : null;
  });
  return { cart: outcome.cart, added: outcome.added, lines, userErrors: outcome.userErrors };
}

/** A whole order document again ('Riordina'). Only the viewer's documents; orders only. */
export async function reorderDocument(ctx: RequestContext, documentId: string): Promise<ReorderOutcome> {
  const { document } = await findDocument(ctx, documentId);
  if (!document.isOrder) throw new ServiceError('NOT_FOUND');
  return reorder(
    ctx,
    document.lines
      .filter((l) => l.quantity > 0)
      .map((l) => ({
        code: l.code,
        name: l.description,
        articleId: l.articleId,
        quantity: Math.round(l.quantity),
      })),
  );
}

/** One article bought before, again: the quantity last bought unless told otherwise. */
export async function reorderPurchase(
  ctx: RequestContext,
  input: { articleId: string; customerId?: string | null; quantity?: number | null },
): Promise<ReorderOutcome> {
  const owner = await documentOwnerOf(ctx, input.customerId);
  const purchase = (await purchasesOfOwner(ctx, owner)).find(
    (p) => String(p.articleId) === input.articleId.trim(),
  );
  if (!purchase) throw new ServiceError('NOT_FOUND');
  const quantity = input.quantity ?? Math.max(Math.round(purchase.lastQuantity), 1);
  return reorder(ctx, [{ code: purchase.sku, name: purchase.name, articleId: purchase.articleId, quantity }]);
}
