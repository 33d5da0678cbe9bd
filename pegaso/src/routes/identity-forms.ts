import { z } from 'zod';
import { EDITABLE_USER_FIELDS, REGISTRATION_FIELDS, type Registration } from '../db/identity.ts';
import { missingFields } from './context.ts';
import { formInteger, formRequired, formRequiredInteger, formText } from './form.ts';

// Route schemas of the identity calls: account changes, password recovery, registration and
// contact form.

export const passwordTooShort = 'Scegliere una password con più di 8 caratteri alfanumerici';
export const unknownUser = 'Utente non riconosciuto';
export const MIN_PASSWORD_LENGTH = 8;
/** Decoded photo size accepted by uploadFile. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const FIELD_LIMIT = 200;
const MESSAGE_LIMIT = 5000;

/** The picture's type read from its first bytes: the name's extension is not trusted. */
export function imageTypeOf(data: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Trimmed text cut to `limit` characters; '' when missing. */
const limitedText = (limit: number) => formText().transform((value) => value.trim().slice(0, limit));

/** Trimmed text cut to `limit` characters that must not be empty. */
const requiredText = (limit: number) => limitedText(limit).pipe(z.string().min(1, { error: missingFields }));

/** A new password (sent as typed, never trimmed): present, then long enough. */
const newPassword = formText().pipe(
  z.string().min(1, { error: missingFields }).min(MIN_PASSWORD_LENGTH, { error: passwordTooShort }),
);

/** webAppPegasoChangeUserData: the kind of change, read once the user is authenticated. */
export const changeKindForm = z.object({ TipoCambio: formInteger() });

/** TipoCambio 1: the editable fields sent (a field left out is undefined and keeps its value). */
export const editableFieldsForm = z.object(
  Object.fromEntries(EDITABLE_USER_FIELDS.map((field) => [field, limitedText(FIELD_LIMIT).optional()])) as Record<
    (typeof EDITABLE_USER_FIELDS)[number],
    z.ZodOptional<ReturnType<typeof limitedText>>
  >,
);

/** TipoCambio 2: the new password (its emptiness is checked by length, as the ERP does). */
export const passwordChangeForm = z.object({
  passwordnew: formText().pipe(z.string().min(MIN_PASSWORD_LENGTH, { error: passwordTooShort })),
});

/** uploadFile, first: every field present. */
export const uploadFileForm = z.object({
  idDetCliRef: formRequiredInteger(missingFields),
  photo: formRequired(missingFields),
  name: formRequired(missingFields),
});

/** uploadFile, once the user is known: a numeric picture name and a picture no larger than allowed. */
export const uploadedPhoto = z.object({
  name: z.string().regex(/^\d{1,20}\.(jpe?g|png|webp)$/i, { error: 'Nome file non valido' }),
  // Base64 without the data-URL prefix, as the original client sends it.
  photo: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'Immagine non valida' })
    .transform((photo) => Buffer.from(photo, 'base64'))
    .refine((data) => data.length <= MAX_PHOTO_BYTES, { error: 'Immagine troppo grande' })
    .transform((data, ctx) => {
      const contentType = imageTypeOf(data);
      if (contentType) return { data, contentType };
      ctx.issues.push({ code: 'custom', message: 'Formato immagine non supportato', input: data });
      return z.NEVER;
    }),
});

export const referenceOfEmailForm = z.object({ email: formRequired(missingFields) });

export const recoverPasswordForm = z.object({
  email: formRequired(missingFields),
  IdDetCliRef: formInteger().transform((ref) => ref ?? 0),
  link: formText().transform((link) => link.trim()),
});

export const recoveredPasswordForm = z.object({
  idDetCliRef: formRequiredInteger(missingFields),
  password: newPassword,
});

/** The applicant's company name, email, phone, address and town, a PEC or recipient code, a VAT number or tax code. */
export const registrationForm = z
  .object(
    Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, limitedText(FIELD_LIMIT)])) as Record<
      keyof Registration,
      ReturnType<typeof limitedText>
    >,
  )
  .refine(
    (r) =>
      [r.RagSoc, r.EMail, r.Tel, r.IndSedLeg, r.LocSedLeg].every(Boolean) && Boolean(r.EMailPec || r.CodDes) && Boolean(r.ParIva || r.CodFis),
    { error: missingFields },
  );

export const contactForm = z.object({
  Nome: requiredText(FIELD_LIMIT),
  EMail: requiredText(FIELD_LIMIT),
  Oggetto: requiredText(FIELD_LIMIT),
  Messaggio: requiredText(MESSAGE_LIMIT),
});
