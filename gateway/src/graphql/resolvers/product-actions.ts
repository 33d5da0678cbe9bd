import { servedCustomerId } from '../../session/viewer.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { userError } from '../../context/user-error.ts';
import { submitReview } from '../../catalogue/review-submission.ts';
import type { GraphQLContext } from '../context.ts';
import { requireSession } from '../guards.ts';

const NOT_FOUND = 'Articolo non trovato';

const refusal = userError;

async function productOf(ctx: GraphQLContext, id: string) {
  const snapshot = await ctx.tenant.catalogue.get();
  return snapshot.byId.get(Number(id)) ?? null;
}

export const productActionsResolvers: Resolvers = {
  Mutation: {
    productReviewAdd: async (_p, { input }, ctx) => {
      // Reviews are posted with the user's username and password (spec §6).
      const session = requireSession(ctx);
      const draft = { name: input.name, email: input.email ?? '', message: input.message, rating: input.rating };
      const outcome = await submitReview(ctx, session, input.productId, draft);
      if (outcome.ok) return { message: outcome.message, userErrors: [] };
      if ('problems' in outcome) return { message: null, userErrors: outcome.problems.map((p) => refusal(p.code, p.message, p.field)) };
      if ('notFound' in outcome) return { message: null, userErrors: [refusal('NOT_FOUND', NOT_FOUND, 'productId')] };
      // A returned Errore is shown to the user as it is (spec §8 'Review fails').
      return { message: null, userErrors: [refusal('UPSTREAM_REFUSED', outcome.upstreamRefusal)] };
    },
    restockNoticeRequest: async (_p, { input }, ctx) => {
      const session = requireSession(ctx);
      const product = await productOf(ctx, input.productId);
      const articleId = Number(input.articleId);
      const belongs = product?.variations.some((v) => v.sizes.some((s) => s.articleId === articleId)) ?? false;
      if (!belongs) return { message: null, userErrors: [refusal('NOT_FOUND', NOT_FOUND, 'articleId')] };
      const customerId = servedCustomerId(session) ?? 0;
      const referenceId = session.customer?.referenceId ?? session.user.referenceId;
      const outcome = await ctx.tenant.erp.catalogue.notifyWhenAvailable(articleId, customerId, referenceId);
      // The spec shows Errore as an error toast and Risposta as a success toast.
      if (!outcome.ok) return { message: null, userErrors: [refusal('UPSTREAM_REFUSED', outcome.refusal.error)] };
      return { message: outcome.value, userErrors: [] };
    },
  },
};
