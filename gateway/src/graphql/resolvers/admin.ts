import type { Resolvers } from '../generated/resolvers.ts';
import { capabilitiesOf } from '../../admin/admin-guard.ts';
import { allBanners, saveBanner, setDefaultBanner } from '../../admin/banners.ts';
import { auditTrail } from '../../admin/audit-trail.ts';
import { homePageFor, homePageLayouts, saveHomePage } from '../../admin/homepage.ts';
import { uploadImage } from '../../admin/image-upload.ts';
import { changePickups, pickupAdministration } from '../../admin/pickup-admin.ts';
import type { AdminPickupCalendar } from '../../erp/admin-models.ts';

const calendarView = (c: AdminPickupCalendar | null) =>
  c && { disabledDates: c.disabled, enabledDates: c.enabled.map((e) => ({ date: e.date, pickups: e.pickups })), slotsPerDay: c.slotsPerDay };

const pickupPayload = async (result: ReturnType<typeof changePickups>) => {
  const r = await result;
  return { administration: calendarView(r.administration), message: r.message, userErrors: r.userErrors };
};

/** Back office: every admin field goes through the services' admin guard (FORBIDDEN otherwise). */
export const adminResolvers: Resolvers = {
  Viewer: {
    can: (s, _a, ctx) => capabilitiesOf(ctx, s),
  },
  Query: {
    pickupAdministration: async (_p, _a, ctx) => calendarView(await pickupAdministration(ctx)),
    banners: (_p, _a, ctx) => allBanners(ctx),
    homePageLayouts: (_p, _a, ctx) => homePageLayouts(ctx),
    homePage: (_p, _a, ctx) => homePageFor(ctx),
    adminAuditLog: (_p, { limit }, ctx) => auditTrail(ctx, limit ?? 50),
  },
  Mutation: {
    pickupDisabledDateAdd: (_p, { input }, ctx) => pickupPayload(changePickups(ctx, { kind: 'DISABLED_ADD', date: input.date })),
    pickupDisabledDateDelete: (_p, { input }, ctx) => pickupPayload(changePickups(ctx, { kind: 'DISABLED_DELETE', date: input.date })),
    pickupEnabledDateAdd: (_p, { input }, ctx) =>
      pickupPayload(changePickups(ctx, { kind: 'ENABLED_ADD', date: input.date, pickups: input.pickups })),
    pickupEnabledDateDelete: (_p, { input }, ctx) => pickupPayload(changePickups(ctx, { kind: 'ENABLED_DELETE', date: input.date })),
    pickupSlotsChange: (_p, { input }, ctx) => pickupPayload(changePickups(ctx, { kind: 'SLOTS', slotsPerDay: input.slotsPerDay })),
    bannerSave: (_p, { input }, ctx) => saveBanner(ctx, input),
    bannerDefaultSet: (_p, { input }, ctx) => setDefaultBanner(ctx, input),
    adminImageUpload: (_p, { input }, ctx) => uploadImage(ctx, input),
    homePageSave: (_p, { input }, ctx) => saveHomePage(ctx, input.blocks, input.forVisitors),
  },
};
