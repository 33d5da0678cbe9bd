import type { FastifyRequest } from 'fastify';
import type { CatalogueCache } from '../catalogue/cache.ts';
import type { Db } from '../db/client.ts';
import { COMPANY_IDS } from '../company-profile.ts';

export interface RouteContext {
  db: Db;
  catalogue: CatalogueCache;
  /** Send itemsNoParsed / itemsDescriptionNoParsed (JSON text) like the ERP for large catalogues. */
  itemsAsText: boolean;
  /** Goods (VAT excluded) from which the shipping quoted is free; 0 offers no free shipping. */
  freeShippingAmount: number;
}

/** The companies this ERP serves (the company profile's list). */
export const companies: readonly number[] = COMPANY_IDS;
export const badCredentials = 'Nome utente o password non valida';
export const missingFields = 'Attenzione, campi obbligatori non inseriti';

export type Fields = Record<string, unknown>;

/** A malformed request: answered with HTTP 400 and Errore. */
export class BadRequest extends Error {
  readonly statusCode = 400;
}

/**
 * Request bodies arrive as raw text (form-encoded, or JSON sent with the form content type, as
 * getProducts does) or, from JSON clients, already parsed. Text that looks like JSON but is not
 * is malformed, not an empty form.
 */
export function readFields(body: unknown): Fields {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text.startsWith('{') || text.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BadRequest('Richiesta non valida: JSON malformato');
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest('Richiesta non valida: atteso un oggetto JSON');
      return parsed as Fields;
    }
    return Object.fromEntries(new URLSearchParams(text));
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {};
}

export function text(fields: Fields, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** An integer field, or undefined when missing or not a number. */
export function integer(fields: Fields, key: string): number | undefined {
  const raw = text(fields, key).trim();
  if (!/^-?\d+$/.test(raw)) return undefined;
  return Number(raw);
}

export function flag(fields: Fields, key: string): boolean {
  return ['true', '1'].includes(text(fields, key).toLowerCase());
}

export function companyOf(request: FastifyRequest): number {
  return Number((request.params as { company: string }).company);
}

export function isJsonText(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
