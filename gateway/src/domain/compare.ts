/** The compare list (storefront-core §3): without duplicates by id, and bounded. */
export const COMPARE_LIMIT = 4;

export const COMPARE_MESSAGES = {
  added: 'Aggiunto al confronto',
  removed: 'Rimosso dal confronto',
  duplicate: 'Articolo già presente nella lista di confronto',
  full: `Puoi confrontare al massimo ${COMPARE_LIMIT} articoli`,
} as const;

export type CompareRefusal = 'COMPARE_DUPLICATE' | 'COMPARE_FULL';

export type CompareAddResult =
  | { ok: true; ids: number[] }
  | { ok: false; code: CompareRefusal; message: string };

export function compareAdd(ids: readonly number[], id: number, limit = COMPARE_LIMIT): CompareAddResult {
  if (ids.includes(id)) return { ok: false, code: 'COMPARE_DUPLICATE', message: COMPARE_MESSAGES.duplicate };
  if (ids.length >= limit) return { ok: false, code: 'COMPARE_FULL', message: COMPARE_MESSAGES.full };
  return { ok: true, ids: [...ids, id] };
}

export const compareRemove = (ids: readonly number[], id: number): number[] => ids.filter((x) => x !== id);
