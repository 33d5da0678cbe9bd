import { priceAudienceFor } from './offline-pricing.ts';
import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import { readOrForbidden, ServiceError } from '../context/service-error.ts';
import { credentialsOf } from '../checkout/checkout-subject.ts';
import { pickupCalendarView } from '../checkout/pickup-calendar.ts';
import type { OfflinePackage } from '@shop/offline-package';
import { OFFLINE_PACKAGE_VERSION, offlineCatalogue, offlineFeatures } from './offline-package.ts';

/** Pickup dates the device keeps: enough for the weeks an agent may stay away from a network. */
const PICKUP_MONTHS = 2;

/**
 * The offline package of one customer the session may order for: the upstream's own list of the
 * login's customers decides (an agent gets only a customer still assigned to them, a customer
 * only itself), exactly as the checkout does.
 */
export async function offlinePackage(ctx: RequestContext, customerId: number, now: Date = new Date()): Promise<OfflinePackage> {
  const session = requireActiveSession(ctx);
  const credentials = credentialsOf(session);
  const customer = (await ctx.tenant.erp.account.customersOf(credentials)).find((c) => c.id === customerId);
  if (!customer) throw new ServiceError('FORBIDDEN');
  const erp = ctx.tenant.erp.checkout;
  const [snapshot, pricing, modes, calendar] = await Promise.all([
    ctx.tenant.catalogue.get(),
    priceAudienceFor(ctx, session, customer.id),
    // An empty cart: the ERP answers the customer's delivery and payment modes without pricing lines.
    erp.adjustCart(credentials, customer.id, []).then(readOrForbidden),
    // A company without pickup on site has no calendar: the package then offers no pickup date.
    erp.pickupCalendar(customer.id).then(
      (answer) => {
        if (answer.ok) return answer.value;
        ctx.log.info({ refusal: answer.refusal }, 'offline package: no pickup calendar');
        return null;
      },
      (err: unknown) => {
        ctx.log.info({ err }, 'offline package: no pickup calendar');
        return null;
      },
    ),
  ]);
  const missingStock = ctx.tenant.profile.rules.missingStockDefault;
  return {
    version: OFFLINE_PACKAGE_VERSION,
    customer: { id: customer.id, name: customer.name },
    preparedAt: now.toISOString(),
    stockReadAt: new Date(snapshot.loadedAt).toISOString(),
    expiresAt: new Date(now.getTime() + ctx.settings.offlineTtlDays * 86_400_000).toISOString(),
    showsPrices: pricing !== null,
    features: offlineFeatures(ctx.tenant.profile.features),
    catalogue: await offlineCatalogue(snapshot.products, pricing, missingStock),
    sites: customer.sites.map((s) => ({
      id: s.id,
      name: s.name,
      address: s.address,
      postcode: s.postcode,
      locality: s.locality,
      province: s.province,
    })),
    shippingModes: modes.shippingModes,
    paymentModes: modes.paymentModes,
    pickupDates: calendar ? pickupCalendarView(calendar, now, null, PICKUP_MONTHS).dates : [],
  };
}
