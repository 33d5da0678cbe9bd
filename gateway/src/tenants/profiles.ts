import type { TenantCompany, TenantId, TenantProfile } from './profile.ts';
import { COMPANY_CONTACTS } from './company-contacts.ts';

const baseFeatures: TenantProfile['features'] = {
  registration: false,
  recommended: false,
  technicalSheet: false,
  cardPayment: false,
  availabilityTable: false,
  schoolOutletToggles: false,
  colorSizeFilters: false,
  categoryFilter: true,
  tagFilter: true,
  filterSidebar: true,
  flipbookAndStaticLinks: false,
  promoMenu: false,
  articoliCollezioniMenus: false,
  purchaseHistoryMenu: false,
  lastPurchasesBlock: false,
  singleDocumentsTab: false,
  perUnitPriceLabel: false,
  priceMarker: null,
  requirePaymentMode: false,
  loggedOutMobileBar: false,
  paidColumnInShipments: false,
  cookieAndSalesLinks: false,
  catalogueDownload: false,
  logoutPath: '/',
  homeRedirectsToShop: true,
  afterOrderPath: '/shop-grid-full-width',
};

const baseRules: TenantProfile['rules'] = {
  missingStockDefault: null,
  articleMarkup: false,
  vatInclusive: false,
  conditionMode: 'LOWEST',
  skipAddToCartChecks: false,
  pricesRequireShowPrice: false,
  flgWebPos: false,
  cartPreviewUsesCustomerPrice: false,
  checkoutCall: 'webAppCheckout',
};

/** Nobody administers a company until its profile or the configuration names someone. */
const noAdmins: TenantProfile['admins'] = { bannerRefIds: [], pickupRefIds: [], pickupCustomerId: '' };

/** The footer's and documents' legal lines, derived from the one source of company data. */
function legalOf(c: TenantCompany): TenantProfile['legal'] {
  return {
    companyName: c.legalName,
    registeredOffice: c.legalAddress,
    operatingOffice: c.operatingAddress,
    vatNumber: c.vatNumber,
    email: c.emails[0]?.value ?? '',
    phone: c.phones[0]?.value ?? '',
  };
}

/** The demo profiles; a deployment edits names and legal data here, behaviour stays per spec. */
export const TENANT_PROFILES: Record<TenantId, TenantProfile> = {
  1: {
    id: 1,
    company: COMPANY_CONTACTS[1],
    name: 'Pegaso Moda Ingrosso',
    legal: legalOf(COMPANY_CONTACTS[1]),
    features: {
      ...baseFeatures,
      registration: true,
      recommended: true,
      technicalSheet: true,
      cardPayment: true,
      availabilityTable: true,
      schoolOutletToggles: true,
      colorSizeFilters: true,
      flipbookAndStaticLinks: true,
      cookieAndSalesLinks: true,
      catalogueDownload: true,
      homeRedirectsToShop: false,
      afterOrderPath: '/',
    },
    // The demo's CL900 (customer 900, reference 9900) administers company 1 only.
    admins: { bannerRefIds: ['9900'], pickupRefIds: ['9900'], pickupCustomerId: '900' },
    rules: { ...baseRules, flgWebPos: true, checkoutCall: 'webAppCheckout' },
  },
  2: {
    id: 2,
    company: COMPANY_CONTACTS[2],
    name: 'MondoCarta Packaging',
    legal: legalOf(COMPANY_CONTACTS[2]),
    features: {
      ...baseFeatures,
      categoryFilter: false,
      tagFilter: false,
      promoMenu: true,
      perUnitPriceLabel: true,
      priceMarker: 'i.i.',
      requirePaymentMode: true,
      loggedOutMobileBar: true,
      paidColumnInShipments: true,
      lastPurchasesBlock: true,
      logoutPath: '/login',
    },
    admins: noAdmins,
    rules: {
      ...baseRules,
      missingStockDefault: 9999,
      articleMarkup: true,
      vatInclusive: true,
      skipAddToCartChecks: true,
      checkoutCall: 'webAppCheckoutMondoCarta',
    },
  },
  3: {
    id: 3,
    company: COMPANY_CONTACTS[3],
    name: 'Tessile Sud',
    legal: legalOf(COMPANY_CONTACTS[3]),
    features: { ...baseFeatures, articoliCollezioniMenus: true, flipbookAndStaticLinks: true },
    admins: noAdmins,
    rules: { ...baseRules },
  },
  4: {
    id: 4,
    company: COMPANY_CONTACTS[4],
    name: 'Beta Ricambi',
    legal: legalOf(COMPANY_CONTACTS[4]),
    features: { ...baseFeatures, filterSidebar: false, purchaseHistoryMenu: true, singleDocumentsTab: true },
    admins: noAdmins,
    rules: {
      ...baseRules,
      pricesRequireShowPrice: true,
      conditionMode: 'REPLACE',
      cartPreviewUsesCustomerPrice: true,
      checkoutCall: 'webAppCheckoutBetaRicambi',
    },
  },
};
