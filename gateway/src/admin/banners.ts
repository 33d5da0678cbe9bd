import type { RequestContext } from '../context/request-context.ts';
import { readOrForbidden } from '../context/service-error.ts';
import { isSafeLink } from '../domain/safe-link.ts';
import { BANNER_LINKS, bannerErrors, normaliseSlides, type BannerError, type BannerKind, type SlideDraft } from '../domain/banner-record.ts';
import type { BannerModel } from '../erp/admin-models.ts';
import { requireAdmin } from './admin-guard.ts';
import { audit } from './audit-trail.ts';
import { pictureOf, storedPicture, type Picture } from './pictures.ts';

/** A banner as the API shows it: pictures with the URL the browser loads. */
export interface BannerView {
  id: string;
  timeStamp: string;
  type: BannerKind;
  name: string;
  slides: Array<{ id: number; image: Picture | null; headImage: Picture | null; title: string; link: string; buttonCaption: string }>;
  isDefault: boolean;
  isDefaultForVisitors: boolean;
}

export function bannerView(b: BannerModel): BannerView {
  return {
    id: b.timeStamp,
    timeStamp: b.timeStamp,
    type: b.type,
    name: b.name,
    slides: b.slides.map((s) => ({
      ...s,
      image: pictureOf(s.image),
      headImage: pictureOf(s.headImage),
      // A link stored before links were parsed as the browser does is not shown if unsafe.
      link: s.link && isSafeLink(s.link, BANNER_LINKS) ? s.link : '',
    })),
    isDefault: b.isDefault,
    isDefaultForVisitors: b.isDefaultForVisitors,
  };
}

export interface BannerUserError {
  field: string[];
  code: BannerError['code'] | 'NOT_FOUND' | 'UPSTREAM_REFUSED';
  message: string;
}

export interface BannerSaveResult {
  banner: BannerView | null;
  userErrors: BannerUserError[];
}

export async function allBanners(ctx: RequestContext): Promise<BannerView[]> {
  requireAdmin(ctx, 'BANNERS');
  return readOrForbidden(await ctx.tenant.erp.admin.banners()).map(bannerView);
}

export interface BannerDraftInput {
  timeStamp?: string | null;
  type?: BannerKind | null;
  name: string;
  slides: SlideDraft[];
}

const refused = (userErrors: BannerUserError[]): BannerSaveResult => ({ banner: null, userErrors });

/** Creates (timeStamp = now) or updates a banner; its default flags are kept as they were. */
export async function saveBanner(ctx: RequestContext, input: BannerDraftInput): Promise<BannerSaveResult> {
  const who = requireAdmin(ctx, 'BANNERS');
  const errors: BannerUserError[] = bannerErrors({ type: input.type ?? null, name: input.name, slides: input.slides });
  input.slides.forEach((s, i) => {
    for (const key of ['image', 'headImage'] as const) {
      if (s[key] && !pictureOf(s[key])) errors.push({ field: ['input', 'slides', String(i), key], code: 'BANNER_SLIDE_INVALID', message: 'Immagine non valida' });
    }
  });
  if (errors.length) return refused(errors);
  const api = ctx.tenant.erp.admin;
  const existing = readOrForbidden(await api.banners());
  const before = input.timeStamp ? existing.find((b) => b.timeStamp === input.timeStamp) : undefined;
  if (input.timeStamp && !before) return refused([{ field: ['input', 'timeStamp'], code: 'NOT_FOUND', message: 'Banner non trovato' }]);
  let timeStamp = before?.timeStamp ?? String(Date.now());
  while (!before && existing.some((b) => b.timeStamp === timeStamp)) timeStamp = String(Number(timeStamp) + 1);
  const type = input.type as BannerKind;
  const banner: BannerModel = {
    timeStamp,
    type,
    name: input.name.trim(),
    // The ERP is given its own cloud path for the gateway's media path the page sent back.
    slides: normaliseSlides(
      type,
      input.slides.map((s) => ({ ...s, image: storedPicture(s.image) ?? s.image, headImage: s.headImage && (storedPicture(s.headImage) ?? s.headImage) })),
    ),
    isDefault: before?.isDefault ?? false,
    isDefaultForVisitors: before?.isDefaultForVisitors ?? false,
  };
  const saved = await api.saveBanner(banner);
  if (!saved.ok) return refused([{ field: ['input'], code: 'UPSTREAM_REFUSED', message: saved.refusal.message }]);
  await audit(ctx, who, { action: before ? 'BANNER_UPDATE' : 'BANNER_CREATE', target: timeStamp, before: before ?? null, after: saved.value });
  return { banner: bannerView(saved.value), userErrors: [] };
}

/**
 * Sets or clears one of the two default flags. Setting is exclusive: the upstream clears the
 * flag on every other banner in the same transaction as it saves this one.
 */
export async function setDefaultBanner(
  ctx: RequestContext,
  input: { timeStamp: string; forVisitors: boolean; isDefault: boolean },
): Promise<BannerSaveResult> {
  const who = requireAdmin(ctx, 'BANNERS');
  const api = ctx.tenant.erp.admin;
  const before = readOrForbidden(await api.banners()).find((b) => b.timeStamp === input.timeStamp);
  if (!before) return refused([{ field: ['input', 'timeStamp'], code: 'NOT_FOUND', message: 'Banner non trovato' }]);
  const changed = input.forVisitors ? { ...before, isDefaultForVisitors: input.isDefault } : { ...before, isDefault: input.isDefault };
  const saved = await api.saveBanner(changed);
  if (!saved.ok) return refused([{ field: ['input'], code: 'UPSTREAM_REFUSED', message: saved.refusal.message }]);
  await audit(ctx, who, {
    action: input.forVisitors ? 'BANNER_DEFAULT_VISITORS' : 'BANNER_DEFAULT',
    target: before.timeStamp,
    before: { isDefault: before.isDefault, isDefaultForVisitors: before.isDefaultForVisitors },
    after: { isDefault: saved.value.isDefault, isDefaultForVisitors: saved.value.isDefaultForVisitors },
  });
  return { banner: bannerView(saved.value), userErrors: [] };
}
