import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';
import type { GraphQLContext } from '../context.ts';
import { presentCart } from '../../cart/cart-view.ts';
import { documentTabs } from '../../domain/documents.ts';
import { viewerSeesPrices } from '../../documents/document-owner.ts';
import { documentView, lastPurchaseView, shipmentView } from '../../documents/document-views.ts';
import {
  findDocument,
  listDocuments,
  listLastPurchases,
  productIdsOf,
  listShipments,
} from '../../documents/documents-service.ts';
import { reorderDocument, reorderPurchase, type ReorderOutcome } from '../../documents/reorder-service.ts';
import { requireSession } from '../guards.ts';

async function reorderPayload(
  ctx: GraphQLContext,
  o: ReorderOutcome,
): Promise<ResolversTypes['ReorderPayload']> {
  return {
    cart: await presentCart(ctx, o.cart),
    addedQuantity: o.added,
    lines: o.lines,
    userErrors: o.userErrors,
  };
}

export const documentsResolvers: Resolvers = {
  Query: {
    documentTabs: (_p, _a, ctx) => documentTabs(ctx.tenant.profile.features.singleDocumentsTab),
    documents: async (_p, args, ctx) => {
      requireSession(ctx);
      const { owner, page } = await listDocuments(ctx, args);
      const sees = viewerSeesPrices(ctx, owner.session);
      return { ...page, items: page.items.map((d) => documentView(d, sees, ctx.tenant.profile.rules.vatInclusive)) };
    },
    document: async (_p, { id }, ctx) => {
      requireSession(ctx);
      const { owner, document } = await findDocument(ctx, id);
      return documentView(document, viewerSeesPrices(ctx, owner.session), ctx.tenant.profile.rules.vatInclusive);
    },
    shipments: async (_p, args, ctx) => {
      requireSession(ctx);
      const { owner, page } = await listShipments(ctx, args);
      const options = {
        viewerSeesPrices: viewerSeesPrices(ctx, owner.session),
        showsPaid: ctx.tenant.profile.features.paidColumnInShipments,
        glsPrefix: ctx.settings.glsTrackingPrefix,
      };
      return {
        ...page,
        showsPaid: options.showsPaid,
        items: page.items.map((d) => shipmentView(d, options)),
      };
    },
    lastPurchases: async (_p, args, ctx) => {
      requireSession(ctx);
      const { page } = await listLastPurchases(ctx, args);
      const products = await productIdsOf(ctx, page.items.map((p) => p.articleId));
      return { ...page, items: page.items.map((p) => lastPurchaseView(p, products.get(p.articleId) ?? null)) };
    },
  },
  Mutation: {
    documentReorder: async (_p, { input }, ctx) => {
      requireSession(ctx);
      return reorderPayload(ctx, await reorderDocument(ctx, input.documentId));
    },
    lastPurchaseReorder: async (_p, { input }, ctx) => {
      requireSession(ctx);
      return reorderPayload(ctx, await reorderPurchase(ctx, input));
    },
  },
};
