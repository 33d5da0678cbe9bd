// Reading a quick order: rows of article code and quantity pasted from a spreadsheet or an email,
// or read from a CSV file. Fields are separated by tabs, semicolons, commas or spaces; an
// article is named by its size-colour sku or an alternative code, or by a product sku followed
// by colour and size. Nothing here knows the catalogue: the gateway resolves the codes.

/** Rows accepted at a time. */
export const QUICK_ORDER_MAX_ROWS = 500;
/** Characters accepted at a time: 500 long rows fit with room to spare. */
export const QUICK_ORDER_MAX_CHARS = 100_000;
/** Pieces in one row; more is surely a typing error. */
export const QUICK_ORDER_MAX_QUANTITY = 99_999;

export const QUICK_ORDER_TEXTS = {
  empty: 'Nessuna riga da leggere: incolla righe con codice articolo e quantità',
  tooManyRows: `Troppe righe: al massimo ${QUICK_ORDER_MAX_ROWS} per volta`,
  tooLarge: 'Il testo o il file è troppo grande',
  malformed: 'Il file non è un testo CSV leggibile: salvalo come CSV (testo) e riprova',
  badQuantity: 'Quantità non valida: indica un numero intero di pezzi',
  unknownCode: 'Codice articolo non trovato',
  chooseVariant: 'Indica colore e taglia dopo il codice del prodotto',
  unavailable: 'Non disponibile',
  noWeb: 'Articolo non ordinabile dal sito',
  cartLimit:
    "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti",
  reduced: 'Quantità ridotta alla disponibilità',
  notAddable: "L'articolo non può essere aggiunto al carrello",
} as const;

export interface QuickOrderRow {
  /** 1-based line number in the text, so that refusals point at the line the buyer typed. */
  line: number;
  code: string;
  /** Colour and size after a product sku (empty for a size-colour sku or an alternative code). */
  attributes: string[];
  /** null when the quantity is missing or not a positive whole number. */
  quantity: number | null;
}

export type QuickOrderParse =
  | { ok: true; rows: QuickOrderRow[] }
  | { ok: false; reason: 'EMPTY' | 'TOO_MANY_ROWS' | 'TOO_LARGE' | 'MALFORMED'; message: string };

/** Tokens an email writes around a quantity ('5 pz', 'x 5') that carry no information. */
const NOISE = new Set(['x', 'pz', 'pz.', 'pezzi', 'n.', 'nr', 'nr.', 'qta', 'qty']);
const WHOLE = /^\d{1,9}$/;
/** A header row names its quantity column ('Quantità', 'Qtà', 'qty', 'pezzi') instead of giving one. */
const HEADER = /quantit|q\.?t[àa]|qty|pezzi/i;
/** Text of a binary file (NUL or other control characters besides tab and line ends). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

function splitFields(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes(',') ? ',' : /\s+/;
  return line
    .split(separator)
    .map((f) => f.trim().replace(/^"(.*)"$/, '$1').trim())
    .filter((f) => f !== '' && !NOISE.has(f.toLowerCase()));
}

function quantityOf(field: string | undefined): number | null {
  if (field === undefined) return null;
  const text = field.replace(/pz\.?$/i, '').trim();
  if (!WHOLE.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= QUICK_ORDER_MAX_QUANTITY ? n : null;
}

function rowOf(fields: string[], line: number): QuickOrderRow {
  let parts = fields;
  // '5 TS0001-01-XL': a quantity written first.
  if (parts.length === 2 && WHOLE.test(parts[0] ?? '') && !WHOLE.test(parts[1] ?? '')) parts = [parts[1]!, parts[0]!];
  if (parts.length === 1) return { line, code: parts[0]!, attributes: [], quantity: null };
  const last = parts[parts.length - 1];
  return { line, code: parts[0]!, attributes: parts.slice(1, -1), quantity: quantityOf(last) };
}

/** The rows of a pasted text or CSV file; the whole text is refused when it cannot be read. */
export function parseQuickOrder(text: string): QuickOrderParse {
  if (text.length > QUICK_ORDER_MAX_CHARS) return { ok: false, reason: 'TOO_LARGE', message: QUICK_ORDER_TEXTS.tooLarge };
  if (BINARY.test(text)) return { ok: false, reason: 'MALFORMED', message: QUICK_ORDER_TEXTS.malformed };
  const rows: QuickOrderRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const fields = splitFields(raw);
    if (fields.length === 0) continue;
    if (rows.length === 0 && HEADER.test(raw) && !/\d/.test(raw)) continue;
    rows.push(rowOf(fields, i + 1));
    if (rows.length > QUICK_ORDER_MAX_ROWS) {
      return { ok: false, reason: 'TOO_MANY_ROWS', message: QUICK_ORDER_TEXTS.tooManyRows };
    }
  }
  if (rows.length === 0) return { ok: false, reason: 'EMPTY', message: QUICK_ORDER_TEXTS.empty };
  return { ok: true, rows };
}
