import { GraphQLError } from 'graphql';

export const PAGE_OUT_OF_RANGE = 'PAGE_OUT_OF_RANGE';

/** The Italian text of a page past the last (a client reads `extensions.lastPage`). */
export const pageOutOfRangeMessage = (page: number, lastPage: number) =>
  `La pagina ${page} non esiste: l'ultima è la ${lastPage}`;

/**
 * A page past the last is an error, not the last page again: a client reading "until the page
 * comes back empty" would otherwise never end. It names the argument, the page asked and the
 * last one, so that a client (the shop's listing with a stale address) can go there instead.
 */
export function pageOutOfRange(page: number, lastPage: number, argument = 'page'): GraphQLError {
  return new GraphQLError(pageOutOfRangeMessage(page, lastPage), {
    extensions: { code: PAGE_OUT_OF_RANGE, argument, page, lastPage },
  });
}

/** Whether `page` lies past the last of `pageCount` pages (an empty result still has page 1). */
export function isPastLastPage(page: number, pageCount: number): boolean {
  return page > Math.max(pageCount, 1);
}
