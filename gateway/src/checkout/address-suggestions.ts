import { request } from 'undici';
import { z } from 'zod';
import type { RequestContext } from '../context/request-context.ts';

export interface AddressSuggestion {
  /** ADDRESS: a street address from the geocoding service; LOCALITY: a town of the ERP's list. */
  kind: 'ADDRESS' | 'LOCALITY';
  line: string;
  locality: string | null;
  province: string | null;
  postcode: string | null;
  country: string | null;
}

const MAX_SUGGESTIONS = 10;
const MIN_QUERY = 2;

const optionalText = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? null : String(v)),
  z.string().nullable(),
);

/** Geoapify-style replies: `results` with address_line1 and the address parts. */
const geocodingReplySchema = z.object({
  results: z.array(
    z
      .object({
        address_line1: z.string(),
        city: optionalText.optional(),
        state_code: optionalText.optional(),
        county_code: optionalText.optional(),
        postcode: optionalText.optional(),
        country_code: optionalText.optional(),
      })
      .loose(),
  ),
});

async function fromGeocoding(url: string, query: string, timeoutMs: number): Promise<AddressSuggestion[]> {
  const target = new URL(url);
  target.searchParams.set('text', query);
  const res = await request(target, { method: 'GET', headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  if (res.statusCode !== 200) {
    await res.body.dump();
    throw new Error(`geocoding answered HTTP ${res.statusCode}`);
  }
  const reply = geocodingReplySchema.parse(await res.body.json());
  return reply.results.slice(0, MAX_SUGGESTIONS).map((r) => ({
    kind: 'ADDRESS' as const,
    line: r.address_line1,
    locality: r.city ?? null,
    province: r.county_code ?? r.state_code ?? null,
    postcode: r.postcode ?? null,
    country: r.country_code ? r.country_code.toUpperCase() : null,
  }));
}

/**
 * A locality matches the whole text, a postcode it starts with, or one of its words: someone
 * typing 'Via Irno 18, Salerno' in the address field is offered Salerno.
 */
export function localityMatches(locality: { name: string; postcode: string }, query: string): boolean {
  const q = query.toLowerCase();
  const name = locality.name.toLowerCase();
  if (name.includes(q) || locality.postcode.startsWith(q)) return true;
  return q
    .split(/[\s,;]+/u)
    .some((word) => word.length >= 3 && (name.startsWith(word) || locality.postcode === word));
}

async function fromLocalities(ctx: RequestContext, query: string): Promise<AddressSuggestion[]> {
  const localities = await ctx.tenant.erp.checkout.localities();
  return localities
    .filter((l) => localityMatches(l, query))
    .slice(0, MAX_SUGGESTIONS)
    .map((l) => ({
      kind: 'LOCALITY' as const,
      line: `${l.postcode} ${l.name} (${l.province})`,
      locality: l.name,
      province: l.province,
      postcode: l.postcode,
      country: 'IT',
    }));
}

/**
 * Suggestions for the delivery address: from the configured geocoding service, or from the
 * upstream's localities when none is configured or the service fails (the checkout must not
 * depend on a third party being up).
 */
export async function addressSuggestions(
  ctx: RequestContext,
  rawQuery: string,
): Promise<AddressSuggestion[]> {
  const query = rawQuery.trim().slice(0, 200);
  if (query.length < MIN_QUERY) return [];
  const { url, timeoutMs } = ctx.settings.geocoding;
  if (url) {
    try {
      return await fromGeocoding(url, query, timeoutMs);
    } catch (err) {
      ctx.log.warn({ err }, 'geocoding failed; suggesting the upstream localities');
    }
  }
  return fromLocalities(ctx, query);
}
