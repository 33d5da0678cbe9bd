import type { CombinedError } from 'urql';

/**
 * The last page the gateway names when the listing asked for a page past it (PAGE_OUT_OF_RANGE):
 * an address with a stale ?page= (a shared link, a remembered listing that has since shrunk).
 * Null for any other outcome.
 */
export function lastPageOf(error: CombinedError | undefined): number | null {
  const past = error?.graphQLErrors.find((e) => e.extensions?.code === 'PAGE_OUT_OF_RANGE');
  const last = past?.extensions?.lastPage;
  return typeof last === 'number' && Number.isInteger(last) && last >= 1 ? last : null;
}
