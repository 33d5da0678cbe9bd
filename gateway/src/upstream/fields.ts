import { z } from 'zod';

// Field parsers tolerant of the ERP's habits (numbers as strings, null or '' for zero) but not
// of garbage: a value that is not a number at all still fails validation.

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** A number that may arrive as a string; null, undefined or '' mean `fallback`. */
export const num = (fallback = 0) =>
  z.preprocess((v) => (blank(v) ? fallback : typeof v === 'string' ? Number(v.replace(',', '.')) : v), z.number());

/** A number that may be missing (kept as null, e.g. a stock the ERP did not send). */
export const optionalNum = () =>
  z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v), z.number().nullable());

/** A text that may be null or a number. */
export const text = () => z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());

/** An 'Errore' field: empty means success. */
export const errore = () => text();

/** A boolean the ERP sends as 1/0, '1'/'0', true/false. */
export const flag01 = () =>
  z.preprocess((v) => v === 1 || v === '1' || v === true || v === 'true', z.boolean());

/** A list of strings that may also arrive as a single string or be missing. */
export const stringList = () =>
  z.preprocess((v) => (blank(v) ? [] : Array.isArray(v) ? v : [v]), z.array(z.union([z.string(), z.number()]).transform(String)));

/** JSON carried inside a string (cart, wishList, jsonVendite, itemsNoParsed ...). */
export function jsonText<S extends z.ZodType>(schema: S, fallback: unknown) {
  return z.preprocess((v) => {
    if (blank(v)) return fallback;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return Symbol.for('invalid-json');
    }
  }, schema);
}
