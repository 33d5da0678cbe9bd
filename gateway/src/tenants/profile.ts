import { z } from 'zod';
import type { AdminPolicy } from '../domain/admin-access.ts';
import type { ConditionMode } from '../domain/pricing.ts';

/** The four companies served by one gateway. */
export type TenantId = 1 | 2 | 3 | 4;

export const TENANT_IDS: readonly TenantId[] = [1, 2, 3, 4];

/** The one check of a company id (configuration, Host table, session cookie): an integer 1 to 4. */
export const tenantIdSchema = z
  .number()
  .int()
  .min(1)
  .max(4)
  .transform((n) => n as TenantId);

export const isTenantId = (n: unknown): n is TenantId => tenantIdSchema.safeParse(n).success;

/** The upstream checkout call each company uses. */
export type CheckoutCall = 'webAppCheckout' | 'webAppCheckoutMondoCarta' | 'webAppCheckoutBetaRicambi';

export interface TenantContact {
  label: string;
  value: string;
  href: string;
}

export interface TenantCompany {
  legalName: string;
  legalAddress: string;
  operatingAddress: string | null;
  vatNumber: string;
  phones: TenantContact[];
  messaging: TenantContact[];
  socials: TenantContact[];
  emails: TenantContact[];
  hours: string[];
  map: { latitude: number; longitude: number; linkUrl: string };
}

/**
 * Everything that differs between companies, in one typed place (spec §1 of both documents).
 * Code asks a profile, never `tenantId === 2`.
 */
export interface TenantProfile {
  id: TenantId;
  name: string;
  legal: {
    companyName: string;
    registeredOffice: string;
    operatingOffice: string | null;
    vatNumber: string;
    email: string;
    phone: string;
  };
  /** Public contact data: the contact page and the static pages read it from here. */
  company: TenantCompany;
  features: {
    registration: boolean;
    recommended: boolean;
    technicalSheet: boolean;
    cardPayment: boolean;
    availabilityTable: boolean;
    schoolOutletToggles: boolean;
    colorSizeFilters: boolean;
    categoryFilter: boolean;
    tagFilter: boolean;
    filterSidebar: boolean;
    flipbookAndStaticLinks: boolean;
    promoMenu: boolean;
    articoliCollezioniMenus: boolean;
    purchaseHistoryMenu: boolean;
    lastPurchasesBlock: boolean;
    singleDocumentsTab: boolean;
    perUnitPriceLabel: boolean;
    priceMarker: string | null;
    requirePaymentMode: boolean;
    loggedOutMobileBar: boolean;
    paidColumnInShipments: boolean;
    cookieAndSalesLinks: boolean;
    catalogueDownload: boolean;
    logoutPath: string;
    homeRedirectsToShop: boolean;
    afterOrderPath: string;
  };
  /**
   * Who administers this company (design §5.9): its own lists, since reference ids repeat across
   * companies. ADMIN_* settings, when given, replace them (tenants/runtime.ts).
   */
  admins: AdminPolicy;
  rules: {
    /** Company 2: a size without stock counts as 9999 pieces. */
    missingStockDefault: number | null;
    /** Company 2: prices carry the product's percent markup (markupPercent). */
    articleMarkup: boolean;
    /** Company 2: prices, cart and checkout totals are VAT-inclusive ('i.i.', the ERP's VAT-inclusive price). */
    vatInclusive: boolean;
    /** Company 4: a condition replaces the price (REPLACE); the others take the lower (LOWEST). */
    conditionMode: ConditionMode;
    /** Company 2: no no-web / unavailable-size checks when adding to the cart. */
    skipAddToCartChecks: boolean;
    /** Company 4: prices only for users whose showPrice is 1. */
    pricesRequireShowPrice: boolean;
    /** Company 1: flgWebPos travels in the order. */
    flgWebPos: boolean;
    /** Company 4: the cart preview totals the customer price times the quantity. */
    cartPreviewUsesCustomerPrice: boolean;
    checkoutCall: CheckoutCall;
  };
}
