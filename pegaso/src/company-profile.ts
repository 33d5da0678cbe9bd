// What sets the ERP's companies apart, in one place: the routes and the pure rules read a
// profile, never a company number.

export interface PricingProfile {
  /**
   * How a customer condition applies: REPLACE (company 4) takes the fixed price when it is lower
   * than the current price, else the percent off the current price; LOWEST (the others) takes the
   * lower of the current price and the condition's candidate (the fixed price, else the list price
   * less the percent).
   */
  conditionMode: 'REPLACE' | 'LOWEST';
  /** Company 2 sells with a per-article markup (altdat2 percent) on price and old price. */
  altdat2Markup: boolean;
}

export interface CompanyProfile {
  company: number;
  pricing: PricingProfile;
  /**
   * Company 2's ERP sends no stock for many articles; the shop counts a missing stock as this
   * many pieces (null: a missing stock is none). The demo data leaves stock out only there.
   */
  missingStockDefault: number | null;
  /** Company 2 shows VAT-inclusive prices ('i.i.'): its documents bill the priceIva shown. */
  vatInclusive: boolean;
}

/** The companies this ERP serves: `/{company}/...` answers only for these. */
export const COMPANY_IDS = [1, 2, 3, 4] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];

export const isCompany = (company: number): company is CompanyId =>
  (COMPANY_IDS as readonly number[]).includes(company);

const standardPricing: PricingProfile = { conditionMode: 'LOWEST', altdat2Markup: false };

const standard: Omit<CompanyProfile, 'company'> = { pricing: standardPricing, missingStockDefault: null, vatInclusive: false };

const differences: Partial<Record<CompanyId, Partial<Omit<CompanyProfile, 'company'>>>> = {
  2: { pricing: { ...standardPricing, altdat2Markup: true }, missingStockDefault: 9999, vatInclusive: true },
  4: { pricing: { ...standardPricing, conditionMode: 'REPLACE' } },
};

/** The profile of a company; companies 1 and 3 (and any other) are the standard one. */
export function companyProfile(company: number): CompanyProfile {
  const own = isCompany(company) ? differences[company] : undefined;
  return { company, ...standard, ...own };
}
