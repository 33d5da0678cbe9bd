import { z } from 'zod';
import { BadRequest, readFields, type Fields } from './context.ts';

// Route schemas for the ERP's request bodies. Form values arrive as text (JSON clients may send
// numbers and booleans): each field is read as the ERP reads it, then checked by zod. A refused
// body is a business answer (HTTP 200 with Errore, the first issue's message), as the ERP gives.

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

const wholeNumber = (value: unknown): number | undefined => {
  const raw = asText(value).trim();
  return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
};

/** Any text; a missing field is ''. */
export const formText = () => z.preprocess(asText, z.string());

/** Text that must not be empty once trimmed; `message` is the Errore when it is. */
export const formRequired = (message: string) =>
  z.preprocess((v) => asText(v).trim(), z.string().min(1, { error: message }));

/** A whole number, or undefined when missing or not a whole number. */
export const formInteger = () => z.preprocess(wholeNumber, z.number().int().optional());

/** A whole number, `fallback` when the field is empty, undefined when it is not a whole number. */
export const formIntegerOr = (fallback: number) =>
  z.preprocess((v) => (asText(v).trim() === '' ? fallback : wholeNumber(v)), z.number().int().optional());

/** A whole number that must be present (and at least `min`); `message` is the Errore otherwise. */
export const formRequiredInteger = (message: string, min = Number.MIN_SAFE_INTEGER) =>
  z.preprocess(wholeNumber, z.number({ error: message }).int().min(min, { error: message }));

/** A number as the ERP reads one (`Number` of the text); 0 when missing or not a number. */
export const formNumber = () =>
  z.preprocess((v) => {
    const n = Number(asText(v));
    return Number.isFinite(n) ? n : 0;
  }, z.number());

/** A value sent as itself (JSON body) or as JSON text (form body); undefined when the text is no JSON. */
export const jsonOrText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/** 'true' or '1' (any case); anything else is false. */
export const formFlag = () => z.preprocess((v) => ['true', '1'].includes(asText(v).toLowerCase()), z.boolean());

/** Text holding JSON (the saved cart and wishlist); `message` is the Errore when it does not. */
export const formJsonText = (message: string) =>
  formText().refine(
    (text) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    },
    { error: message },
  );

/** The login every authenticated call carries. */
export const credentialsSchema = z.object({ username: formText(), password: formText() });

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** Fields already read from a body, checked with the route's schema. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Fields): FormResult<z.output<S>> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'Richiesta non valida' };
}

/** A request body (form text, or JSON) checked with the route's schema. */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): FormResult<z.output<S>> {
  return parseFields(schema, readFields(body));
}

/** A body whose schema only reads (never refuses): a failure is a malformed request, HTTP 400. */
export function readForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = parseForm(schema, body);
  if (!result.ok) throw new BadRequest(`Richiesta non valida: ${result.error}`);
  return result.data;
}
