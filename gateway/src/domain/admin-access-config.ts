// Admin rights belong to a company (design §5.9): reference ids repeat across companies, so
// one list for all would make company 1's admin an admin of every company. The configuration
// names each company's ids: a plain id is company 1's, `2:9900` is company 2's.

import type { AdminPolicy } from './admin-access.ts';

export type CompanyLists = ReadonlyMap<number, readonly string[]>;

export type CompanyListsParse = { ok: true; lists: CompanyLists } | { ok: false; reason: string };

const ENTRY = /^(?:([1-4]):)?(\d{1,12})$/;

/** Parses '9900, 42, 2:9900, 3:7700' into each company's ids (plain ids are company 1's). */
export function parseCompanyLists(text: string, companies: readonly number[] = [1, 2, 3, 4]): CompanyListsParse {
  const lists = new Map<number, string[]>(companies.map((c) => [c, []]));
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const match = ENTRY.exec(item);
    const list = match ? lists.get(Number(match[1] ?? 1)) : undefined;
    if (!match || !list) return { ok: false, reason: `'${item}' is neither an id nor company:id (companies ${companies.join(', ')})` };
    if (!list.includes(match[2] as string)) list.push(match[2] as string);
  }
  return { ok: true, lists };
}

/** Like parseCompanyLists, for settings that hold one id per company (the pickup customer). */
export function parseCompanySingles(text: string, companies: readonly number[] = [1, 2, 3, 4]): CompanyListsParse {
  const parsed = parseCompanyLists(text, companies);
  if (!parsed.ok) return parsed;
  for (const [company, ids] of parsed.lists) {
    if (ids.length > 1) return { ok: false, reason: `company ${company} has more than one id (${ids.join(', ')})` };
  }
  return parsed;
}

/** What the configuration says of admins; a setting left out keeps the company profile's list. */
export interface AdminConfig {
  bannerRefIds?: CompanyLists;
  pickupRefIds?: CompanyLists;
  pickupCustomerIds?: CompanyLists;
}

/**
 * A company's admin lists: each configured setting replaces the profile's for every company
 * (a company it does not name has nobody), so that a deployment lists exactly who it means.
 */
export function companyAdminPolicy(company: number, profile: AdminPolicy, config: AdminConfig): AdminPolicy {
  return {
    bannerRefIds: config.bannerRefIds ? [...(config.bannerRefIds.get(company) ?? [])] : profile.bannerRefIds,
    pickupRefIds: config.pickupRefIds ? [...(config.pickupRefIds.get(company) ?? [])] : profile.pickupRefIds,
    pickupCustomerId: config.pickupCustomerIds ? (config.pickupCustomerIds.get(company)?.[0] ?? '') : profile.pickupCustomerId,
  };
}
