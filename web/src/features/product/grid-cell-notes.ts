import { itProduct } from '../../i18n/it-product';

/**
 * What a grid cell says under its input when its quantity is not the one typed: clipped to the
 * gateway's limit before the add, refused as typed, or clipped by the add itself (the gateway's
 * figures). A sixty-line order must not go out short without a word.
 */
export type CellNote =
  | { kind: 'limit'; max: number }
  | { kind: 'refused' }
  | { kind: 'added'; added: number; requested: number };

export function noteText(note: CellNote): string {
  if (note.kind === 'limit') return itProduct.onlyAvailable(note.max);
  if (note.kind === 'refused') return itProduct.quantityNotAllowed;
  return itProduct.addedOnly(note.added, note.requested);
}

/** The notes with `changes` applied: a note replaced, or dropped where the change is null. */
export function withNotes(
  notes: Readonly<Record<string, CellNote>>,
  changes: Readonly<Record<string, CellNote | null>>,
): Record<string, CellNote> {
  const next = { ...notes };
  for (const [id, note] of Object.entries(changes)) {
    if (note) next[id] = note;
    else delete next[id];
  }
  return next;
}
