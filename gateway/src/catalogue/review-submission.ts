import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { checkReview, REVIEW_MESSAGES, type ReviewDraft, type ReviewProblem } from '../domain/review.ts';
import type { SessionData } from '../session/session-data.ts';
import { forgetReviews } from './product-reviews.ts';

export type ReviewOutcome =
  | { ok: true; message: string }
  | { ok: false; problems: ReviewProblem[] }
  | { ok: false; notFound: true }
  | { ok: false; upstreamRefusal: string };

/**
 * A review posted with the user's upstream credentials (spec §6): checked and bounded here,
 * then at most 10 per user and hour (TOO_MANY_REQUESTS beyond), then stored by the ERP.
 */
export async function submitReview(
  ctx: RequestContext,
  session: SessionData,
  productId: string,
  draft: ReviewDraft,
): Promise<ReviewOutcome> {
  const checked = checkReview(draft);
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const product = (await ctx.tenant.catalogue.get()).byId.get(Number(productId));
  if (!product) return { ok: false, notFound: true };
  const verdict = await ctx.stores.limits.hit('review-user', `${ctx.tenant.profile.id}:${session.username.toLowerCase()}`);
  if (!verdict.allowed) throw new ServiceError('TOO_MANY_REQUESTS');
  const outcome = await ctx.tenant.erp.catalogue.setReview(session, product.id, checked.review);
  if (!outcome.ok) return { ok: false, upstreamRefusal: outcome.refusal.error };
  forgetReviews(ctx, product.id);
  return { ok: true, message: REVIEW_MESSAGES.added };
}
