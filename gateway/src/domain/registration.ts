import type { ContactPerson } from './contact-person.ts';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';
import { isValidEmail, isValidRecipientCode, isValidTaxCode, isValidVatNumber, normaliseCode } from './tax-codes.ts';

export interface RegistrationDraft extends ContactPerson {
  companyName: string;
  taxCode: string;
  vatNumber: string;
  recipientCode: string;
  pecEmail: string;
  legalAddress: string;
  legalLocality: string;
  operatingAddress: string;
  operatingLocality: string;
}

export type RegistrationField = keyof RegistrationDraft;

export interface FieldProblem<F extends string = string> {
  field: F;
  code: string;
  message: string;
}

export const TEXT_LIMIT = 100;
const PHONE = /^[0-9+()./\s-]{5,30}$/;

/** Trimmed fields; tax codes, VAT number and recipient code without spaces and upper-cased. */
export function normaliseRegistration(d: RegistrationDraft): RegistrationDraft {
  const t = Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v ?? '').trim()])) as unknown as RegistrationDraft;
  return { ...t, taxCode: normaliseCode(t.taxCode), vatNumber: normaliseCode(t.vatNumber), recipientCode: normaliseCode(t.recipientCode) };
}

/**
 * The registration's own rules (ordering-and-backoffice §5): company name, VAT number and tax
 * code with their check characters, at least one of PEC and recipient code (both flagged), the
 * legal-office address and a chosen locality, email and phone. Locality existence is checked
 * against the ERP's list by the caller. Every problem names its field.
 */
export function checkRegistration(raw: RegistrationDraft): FieldProblem<RegistrationField>[] {
  const d = normaliseRegistration(raw);
  const problems: FieldProblem<RegistrationField>[] = [];
  const add = (field: RegistrationField, code: string, message: string) => problems.push({ field, code, message });
  for (const f of ['companyName', 'vatNumber', 'taxCode', 'email', 'phone'] as const) if (!d[f]) add(f, 'REQUIRED', M.required);
  if (d.vatNumber && !isValidVatNumber(d.vatNumber)) add('vatNumber', 'INVALID_VAT_NUMBER', M.invalidVatNumber);
  if (d.taxCode && !isValidTaxCode(d.taxCode)) add('taxCode', 'INVALID_TAX_CODE', M.invalidTaxCode);
  if (!d.pecEmail && !d.recipientCode) {
    add('pecEmail', 'PEC_OR_RECIPIENT_REQUIRED', M.pecOrRecipient);
    add('recipientCode', 'PEC_OR_RECIPIENT_REQUIRED', M.pecOrRecipient);
  }
  if (d.pecEmail && !isValidEmail(d.pecEmail)) add('pecEmail', 'INVALID_EMAIL', M.invalidPec);
  if (d.recipientCode && !isValidRecipientCode(d.recipientCode)) add('recipientCode', 'INVALID_RECIPIENT_CODE', M.invalidRecipientCode);
  if (!d.legalAddress) add('legalAddress', 'LEGAL_ADDRESS_REQUIRED', M.legalAddress);
  if (!d.legalLocality) add('legalLocality', 'LOCALITY_REQUIRED', M.locality);
  if (d.operatingAddress && !d.operatingLocality) add('operatingLocality', 'LOCALITY_REQUIRED', M.locality);
  if (d.email && !isValidEmail(d.email)) add('email', 'INVALID_EMAIL', M.invalidEmail);
  if (d.phone && !PHONE.test(d.phone)) add('phone', 'INVALID_PHONE', M.invalidPhone);
  if (d.mobile && !PHONE.test(d.mobile)) add('mobile', 'INVALID_PHONE', M.invalidPhone);
  for (const [field, value] of Object.entries(d) as [RegistrationField, string][]) {
    if (value.length > TEXT_LIMIT && !problems.some((p) => p.field === field)) add(field, 'TOO_LONG', M.tooLong(TEXT_LIMIT));
  }
  return problems;
}
