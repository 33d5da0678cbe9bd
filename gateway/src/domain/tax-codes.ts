// Italian tax identifiers, checked by their own check characters (Agenzia delle Entrate).

const ODD_VALUES: Record<string, number> = {
  0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Spaces removed and letters upper-cased, as people type these codes. */
export const normaliseCode = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/**
 * Partita IVA: 11 digits; the last is the check digit of the first ten (digits in odd places
 * as they are, in even places doubled with 9 taken off above 9; the check digit brings the sum
 * to a multiple of ten). All zeros is not a number anyone holds.
 */
export function isValidVatNumber(raw: string): boolean {
  const code = normaliseCode(raw);
  if (!/^\d{11}$/.test(code) || /^0{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(code[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

// Surname, name, year, month letter, day (+40 for women), place, check; digits may be replaced
// by the letters LMNPQRSTUV for homonyms (omocodia).
const PERSONAL_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The check character of the first 15 characters of a personal Codice Fiscale. */
export function personalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const c = first15[i] as string;
    // Positions count from 1: odd positions use the odd table, even ones the plain value.
    if (i % 2 === 0) sum += ODD_VALUES[c] ?? 0;
    else sum += /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * Codice Fiscale: a person's 16 characters with the check character, or a company's 11 digits
 * (the same rule as a Partita IVA).
 */
export function isValidTaxCode(raw: string): boolean {
  const code = normaliseCode(raw);
  if (/^\d{11}$/.test(code)) return isValidVatNumber(code);
  if (!PERSONAL_CODE.test(code)) return false;
  return personalCodeCheckChar(code.slice(0, 15)) === code[15];
}

/** Codice Destinatario (SDI): 7 letters or digits ('0000000' when invoices go to the PEC). */
export const isValidRecipientCode = (raw: string): boolean => /^[A-Z0-9]{7}$/.test(normaliseCode(raw));

/** An email address as a mail server would accept it, at most 254 characters. */
export const isValidEmail = (raw: string): boolean =>
  raw.length <= 254 && /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[A-Za-z]{2,}$/.test(raw);
