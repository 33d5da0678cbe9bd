import { createHash } from 'node:crypto';
import type { RequestContext } from '../../context/request-context.ts';
import { priceAudience } from '../../catalogue/product-price.ts';
import { displayCurrency } from '../../currency/display-currency.ts';
import type { ReplyMemoStore } from './reply-memo-store.ts';

/** The scope of a viewer who sees no prices (no pricing context object to key by). */
const NO_PRICES = Object.freeze({});

export interface GraphQLRequestBody {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/**
 * The key of a memoisable query's reply: everything its fields are computed from (see
 * memoisable-fields.ts). The catalogue snapshot and the viewer's pricing context are the scope
 * (their own identity: a refreshed snapshot or pricing context is a new scope); the session is
 * its digest (its data whole: customer, flags, recommended products; a digest, so that no
 * password sits in a key); then the tenant, the display currency and the request itself.
 */
export async function replyMemoKey(store: ReplyMemoStore, ctx: RequestContext, body: GraphQLRequestBody): Promise<string> {
  const [snapshot, audience] = await Promise.all([ctx.tenant.catalogue.get(), priceAudience(ctx)]);
  const session = ctx.session.state();
  const sessionDigest = createHash('sha256').update(JSON.stringify(session)).digest('base64');
  return [
    store.scope(snapshot, audience ?? NO_PRICES),
    ctx.tenant.profile.id,
    sessionDigest,
    displayCurrency(ctx),
    body.operationName ?? '',
    JSON.stringify(body.variables ?? null),
    body.query,
  ].join('\u0000');
}
