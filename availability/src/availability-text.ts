// What the shop says of a size's availability (spec §4 'Availability text'), read by the gateway
// and by the device that shows a prepared customer's product page with no network alike: one
// rule, one set of texts.

/** Up to this many pieces the shop says 'last pieces'. */
export const LAST_PIECES_MAX = 5;
/** Counts above this are shown as '500+'. */
export const STOCK_DISPLAY_CAP = 500;

export const AVAILABILITY_MESSAGES = {
  unavailable: 'Non disponibile',
  lastPiece: 'Ultimo pezzo disponibile',
  /** Arrivals are promised in 5 to 7 working days. */
  arrivalDays: '5/7 gg',
} as const;

export type AvailabilityKind = 'NONE' | 'LAST_PIECES' | 'AVAILABLE';

/** 'Ultimi N pezzi disponibili', or the singular for one piece. */
export function lastPiecesText(n: number): string {
  return n === 1 ? AVAILABILITY_MESSAGES.lastPiece : `Ultimi ${n} pezzi disponibili`;
}

/** 'N in arrivo in 5/7 gg'. */
export function arrivingText(n: number): string {
  return `${n} in arrivo in ${AVAILABILITY_MESSAGES.arrivalDays}`;
}

/** 'N in arrivo in 5/7 gg', or '' when nothing is arriving. */
export function arrivalsText(n: number): string {
  return n > 0 ? arrivingText(n) : '';
}

/** The size's availability once the viewer's cart holds `inCart` of its `stock` pieces. */
export function availabilityText(stock: number, inCart: number): { kind: AvailabilityKind; text: string } {
  const available = stock - inCart;
  if (available <= 0) return { kind: 'NONE', text: AVAILABILITY_MESSAGES.unavailable };
  if (available <= LAST_PIECES_MAX) return { kind: 'LAST_PIECES', text: lastPiecesText(available) };
  return {
    kind: 'AVAILABLE',
    text: available > STOCK_DISPLAY_CAP ? `${STOCK_DISPLAY_CAP}+` : String(available),
  };
}
