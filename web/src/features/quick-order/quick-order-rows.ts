/** A row of the editable table: what the gateway resolved, with the buyer's quantity. */
export interface EditableRow {
  line: number;
  code: string;
  /** Typed by the buyer; the preview's quantity at first. */
  quantity: string;
  available: number | null;
  /** The gateway's stock and arrivals texts, as the product grid shows them ('Non disponibile', '66 in arrivo in 5/7 gg'). */
  stockText: string | null;
  arrivalsText: string | null;
  articleId: string | null;
  articleText: string;
  priceText: string | null;
  /** The gateway's refusal of the row (preview, then add); null when addable. */
  problem: { code: string; message: string } | null;
  /** Pieces added by the last add. */
  added: number | null;
}

/** Whole pieces only; anything else is sent as 0 so that the gateway refuses it with its own reason. */
export function quantityOf(text: string): number {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** A row the add can try: resolved to an article, not added yet, and not refused for a reason a new quantity cannot change. */
export function editable(r: EditableRow): boolean {
  return r.articleId !== null && r.added === null && (r.problem === null || r.problem.code === 'INVALID_QUANTITY');
}

export function sendable(rows: readonly EditableRow[]): EditableRow[] {
  return rows.filter(editable);
}
