import type { Env } from '../config/env.ts';
import { shopOriginOf } from '../account/shop-origin.ts';
import { TENANT_IDS, type TenantId } from '../tenants/profile.ts';

/**
 * The few settings services read while serving a request, as values worked out once at start
 * from the environment: a service never reads the environment (or the gateway's wiring) itself.
 */
export interface RequestSettings {
  /** Logged-out visitors may browse the catalogue. */
  productsWithoutLogin: boolean;
  anonymousPrices: boolean;
  anonymousGrid: boolean;
  anonymousQuantities: boolean;
  /** The maintenance flag and window (tenants/maintenance.ts). */
  maintenance: Pick<Env, 'MAINTENANCE' | 'MAINTENANCE_FROM' | 'MAINTENANCE_TO'>;
  /** Free-shipping threshold in euro of goods, VAT excluded (0 hides the notice). */
  freeShippingAmount: number;
  /** Indicative display rates per euro. */
  currencyRates: Env['CURRENCY_RATES'];
  glsTrackingPrefix: string;
  catalogueRefreshMs: number;
  sessionTtlMs: number;
  /** Each company's own public origin for mailed links (shop-origin.ts), never the request's Host. */
  shopOrigins: ReadonlyMap<TenantId, string>;
  /** The 'Comunicazione' notice and its window (shop-notice.ts). */
  shopNotice: Pick<Env, 'SHOP_NOTICE' | 'SHOP_NOTICE_FROM' | 'SHOP_NOTICE_TO'>;
  /** Address autocomplete at checkout; without a URL, the ERP's localities. */
  geocoding: { url: string | undefined; timeoutMs: number };
  /** Days an agent's offline package stays usable on the device. */
  offlineTtlDays: number;
  /** The day the gateway started, 'YYYY-MM-DD' in Europe/Rome. */
  buildDate: string;
}

export function requestSettingsOf(env: Env, hosts: ReadonlyMap<string, number>, buildDate: string): RequestSettings {
  return {
    productsWithoutLogin: env.PRODUCTS_WITHOUT_LOGIN,
    anonymousPrices: env.ANON_SHOW_PRICES,
    anonymousGrid: env.ANON_SHOW_GRID,
    maintenance: { MAINTENANCE: env.MAINTENANCE, MAINTENANCE_FROM: env.MAINTENANCE_FROM, MAINTENANCE_TO: env.MAINTENANCE_TO },
    anonymousQuantities: env.ANON_SHOW_QUANTITIES,
    freeShippingAmount: env.FREE_SHIPPING_AMOUNT,
    currencyRates: env.CURRENCY_RATES,
    glsTrackingPrefix: env.GLS_TRACKING_PREFIX,
    catalogueRefreshMs: env.CATALOGUE_REFRESH_MS,
    sessionTtlMs: env.SESSION_TTL_MS,
    shopOrigins: new Map(
      TENANT_IDS.map((id) => [id, shopOriginOf(id, { publicUrl: env[`PUBLIC_URL_${id}`], hosts, port: env.PORT })]),
    ),
    shopNotice: { SHOP_NOTICE: env.SHOP_NOTICE, SHOP_NOTICE_FROM: env.SHOP_NOTICE_FROM, SHOP_NOTICE_TO: env.SHOP_NOTICE_TO },
    geocoding: { url: env.GEOCODING_URL, timeoutMs: env.GEOCODING_TIMEOUT_MS },
    offlineTtlDays: env.OFFLINE_TTL_DAYS,
    buildDate,
  };
}
