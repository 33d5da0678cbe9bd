import type { RequestContext } from '../context/request-context.ts';
import { COMPARE_LIMIT, COMPARE_MESSAGES, compareAdd, compareRemove, type CompareRefusal } from '../domain/compare.ts';
import { readPrefs, savePrefs } from '../session/viewer-prefs.ts';
import type { CatalogueProduct } from '../erp/models.ts';

export interface CompareListView {
  products: CatalogueProduct[];
  limit: number;
}

export interface CompareOutcome {
  compareList: CompareListView;
  message: string | null;
  userErrors: { field: string[]; code: CompareRefusal | 'NOT_FOUND'; message: string }[];
}

/** Whether this visitor may see products at all (the listing's rule). */
const catalogueVisible = (ctx: RequestContext) =>
  ctx.session.active() !== null || ctx.settings.productsWithoutLogin;

/** The session's compare list, as products still in the catalogue, in the order they were added. */
export async function compareList(ctx: RequestContext): Promise<CompareListView> {
  if (!catalogueVisible(ctx)) return { products: [], limit: COMPARE_LIMIT };
  const snapshot = await ctx.tenant.catalogue.get();
  const products = readPrefs(ctx.session).compare
    .map((id) => snapshot.byId.get(id))
    .filter((p): p is CatalogueProduct => p !== undefined);
  return { products, limit: COMPARE_LIMIT };
}

const notFound = { field: ['input', 'productId'], code: 'NOT_FOUND' as const, message: 'Articolo non trovato' };

/** Adds a product; a duplicate or a full list is refused with the domain's message. */
export async function addToCompare(ctx: RequestContext, productId: number): Promise<CompareOutcome> {
  const snapshot = catalogueVisible(ctx) ? await ctx.tenant.catalogue.get() : null;
  if (!snapshot?.byId.has(productId)) {
    return { compareList: await compareList(ctx), message: null, userErrors: [notFound] };
  }
  const result = compareAdd(readPrefs(ctx.session).compare, productId);
  if (!result.ok) {
    return {
      compareList: await compareList(ctx),
      message: null,
      userErrors: [{ field: ['input', 'productId'], code: result.code, message: result.message }],
    };
  }
  savePrefs(ctx.session, { compare: result.ids });
  return { compareList: await compareList(ctx), message: COMPARE_MESSAGES.added, userErrors: [] };
}

export async function removeFromCompare(ctx: RequestContext, productId: number): Promise<CompareOutcome> {
  savePrefs(ctx.session, { compare: compareRemove(readPrefs(ctx.session).compare, productId) });
  return { compareList: await compareList(ctx), message: COMPARE_MESSAGES.removed, userErrors: [] };
}
