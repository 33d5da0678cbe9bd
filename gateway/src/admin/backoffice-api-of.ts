import type { RequestContext } from '../context/request-context.ts';
import { BackofficeApi } from '../upstream/admin-api.ts';

const KEY = Symbol('backoffice-api');

/** The tenant's back-office calls, one client per request. */
export function backofficeApi(ctx: RequestContext): BackofficeApi {
  return ctx.memo.once(KEY, () => new BackofficeApi(ctx.tenant.api.http));
}
