// What an add says about quantities it clipped (spec §5: a quantity above what can be ordered is
// clipped to it). The clip itself happens in the cart's add; this rule decides which lines the
// buyer is told about, so that a sixty-line order never goes out short without a word.

/** One requested line of an add and what became of it. */
export interface AddedLineOutcome {
  productId: string;
  articleId: string | null;
  requested: number;
  added: number;
  /** The line was refused (its refusal says why). */
  refused: boolean;
}

export interface ClippedLine {
  productId: string;
  articleId: string | null;
  requested: number;
  added: number;
}

/**
 * The lines of a saved add that got fewer pieces than asked, 0 included (a cell of which
 * nothing was left). A refused line is not a clip, and nothing is clipped when the change was
 * not saved: the cart is as it was.
 */
export function clippedLines(lines: readonly AddedLineOutcome[], saved: boolean): ClippedLine[] {
  if (!saved) return [];
  return lines
    .filter((l) => !l.refused && l.requested > 0 && l.added < l.requested)
    .map(({ productId, articleId, requested, added }) => ({ productId, articleId, requested, added }));
}
