/**
 * Which pages are shown for a page number: the cover alone, then spreads of an even left page
 * and the odd page after it (2-3, 4-5, ...), the last page alone when the count is even. On a
 * narrow screen, one page at a time.
 */
export function spreadOf(page: number, total: number, wide: boolean): number[] {
  const p = Math.min(Math.max(page, 1), total);
  if (!wide || p === 1) return [p];
  const left = p % 2 === 0 ? p : p - 1;
  return left + 1 <= total ? [left, left + 1] : [left];
}

/** The first page of the next and the previous view, or null at either end. */
export function neighbours(page: number, total: number, wide: boolean): { previous: number | null; next: number | null } {
  const shown = spreadOf(page, total, wide);
  const first = shown[0] as number;
  const last = shown[shown.length - 1] as number;
  const previous = first > 1 ? (spreadOf(first - 1, total, wide)[0] as number) : null;
  const next = last < total ? last + 1 : null;
  return { previous, next };
}

/** Pages worth loading now: the view and the views either side (the rest load when reached). */
export function pagesToLoad(page: number, total: number, wide: boolean): Set<number> {
  const { previous, next } = neighbours(page, total, wide);
  const out = new Set(spreadOf(page, total, wide));
  if (previous) for (const p of spreadOf(previous, total, wide)) out.add(p);
  if (next) for (const p of spreadOf(next, total, wide)) out.add(p);
  return out;
}

/** The route's page parameter, bounded to the book. */
export function pageParam(value: string | undefined, total: number): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), total) : 1;
}
