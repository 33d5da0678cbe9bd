import type { RequestContext } from '../context/request-context.ts';
import { readOrForbidden } from '../context/service-error.ts';
import { sanitizeDescription } from '../catalogue/sanitize-description.ts';
import { HOMEPAGE_LINKS, layoutErrors, type LayoutBlock, type LayoutError } from '../domain/homepage-layout.ts';
import { isSafeLink } from '../domain/safe-link.ts';
import { HOMEPAGE_MESSAGES } from '../domain/admin-messages.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import type { BannerModel } from '../erp/admin-models.ts';
import { requireAdmin } from './admin-guard.ts';
import { audit } from './audit-trail.ts';
import { bannerView, type BannerView } from './banners.ts';
import { pictureOf, storedPicture, type Picture } from './pictures.ts';

export interface HomeCellView {
  type: LayoutBlock['cells'][number]['type'];
  width: number;
  image: Picture | null;
  link: string | null;
  content: string | null;
  bannerId: string | null;
  banner: BannerView | null;
  articleId: string | null;
  product: CatalogueProduct | null;
}

export interface HomeBlockView {
  rows: number;
  cols: number;
  cells: HomeCellView[];
}

/** The banner carousel shows the catalogue's first products below it (spec §9). */
const BANNER_PRODUCTS = 4;

/** Products are shown only to whom the catalogue is shown (logged in, or PRODUCTS_WITHOUT_LOGIN). */
async function visibleProducts(ctx: RequestContext): Promise<{ byId: Map<number, CatalogueProduct>; first: CatalogueProduct[] } | null> {
  if (ctx.session.active() === null && !ctx.settings.productsWithoutLogin) return null;
  const snapshot = await ctx.tenant.catalogue.get();
  return { byId: snapshot.byId, first: snapshot.products.slice(0, BANNER_PRODUCTS) };
}

function present(
  blocks: readonly LayoutBlock[],
  banners: readonly BannerModel[],
  products: Map<number, CatalogueProduct> | null,
): HomeBlockView[] {
  return blocks.map((b) => ({
    rows: b.rows,
    cols: b.cols,
    cells: b.cells.map((c) => {
      const banner = c.type === 'CAROUSEL' && c.bannerId ? banners.find((x) => x.timeStamp === c.bannerId) : undefined;
      return {
        type: c.type,
        width: c.width,
        image: pictureOf(c.image),
        // A link stored before links were parsed as the browser does is not shown if unsafe.
        link: c.link && isSafeLink(c.link, HOMEPAGE_LINKS) ? c.link : null,
        // Text cells are HTML written by an administrator: sanitised like product descriptions.
        content: c.type === 'TEXT' ? sanitizeDescription(c.content ?? '') : (c.content ?? null),
        bannerId: c.bannerId ?? null,
        banner: banner ? bannerView(banner) : null,
        articleId: c.articleId ?? null,
        product: c.type === 'ARTICLE' && c.articleId ? (products?.get(Number(c.articleId)) ?? null) : null,
      };
    }),
  }));
}

/** The home of this viewer: the layout for logged-in or logged-out visitors and the default banner. */
export async function homePageFor(ctx: RequestContext) {
  const api = ctx.tenant.erp.admin;
  const loggedIn = ctx.session.active() !== null;
  const [layouts, banners, products] = await Promise.all([api.homeLayouts(), api.banners().then(readOrForbidden), visibleProducts(ctx)]);
  const blocks = (loggedIn ? layouts.loggedIn : layouts.visitors) ?? [];
  const banner = banners.find((b) => (loggedIn ? b.isDefault : b.isDefaultForVisitors) && b.type !== 'NONE');
  return {
    blocks: present(blocks, banners, products?.byId ?? null),
    banner: banner ? bannerView(banner) : null,
    bannerProducts: banner?.type === 'CAROUSEL' ? (products?.first ?? []) : [],
  };
}

export async function homePageLayouts(ctx: RequestContext) {
  requireAdmin(ctx, 'HOMEPAGE');
  const api = ctx.tenant.erp.admin;
  const [layouts, banners, products] = await Promise.all([api.homeLayouts(), api.banners().then(readOrForbidden), visibleProducts(ctx)]);
  return {
    loggedIn: present(layouts.loggedIn ?? [], banners, products?.byId ?? null),
    visitors: present(layouts.visitors ?? [], banners, products?.byId ?? null),
  };
}

export interface HomePageSaveResult {
  layouts: Awaited<ReturnType<typeof homePageLayouts>> | null;
  userErrors: Array<{ field: string[]; code: LayoutError['code'] | 'UPSTREAM_REFUSED'; message: string }>;
}

/** 'Imposta come Homepage' (forVisitors false) and 'Imposta come Homepage senza login' (true). */
export async function saveHomePage(ctx: RequestContext, blocks: LayoutBlock[], forVisitors: boolean): Promise<HomePageSaveResult> {
  const who = requireAdmin(ctx, 'HOMEPAGE');
  const errors = layoutErrors(blocks);
  if (errors.length) return { layouts: null, userErrors: errors };
  // Stored as sanitised as it will be shown, so that an export never carries script either;
  // pictures by the ERP's cloud path rather than the gateway's media path the page sent back.
  const clean = blocks.map((b) => ({
    ...b,
    cells: b.cells.map((c) => {
      const cell = c.image ? { ...c, image: storedPicture(c.image) ?? c.image } : c;
      return cell.type === 'TEXT' ? { ...cell, content: sanitizeDescription(cell.content ?? '') } : cell;
    }),
  }));
  const api = ctx.tenant.erp.admin;
  const before = await api.homeLayouts();
  const saved = await api.saveHomePage(clean, forVisitors);
  if (!saved.ok) return { layouts: null, userErrors: [{ field: ['input'], code: 'UPSTREAM_REFUSED', message: HOMEPAGE_MESSAGES.saveFailed }] };
  await audit(ctx, who, {
    action: forVisitors ? 'HOMEPAGE_SAVE_VISITORS' : 'HOMEPAGE_SAVE',
    target: forVisitors ? 'homepageNoLog' : 'homepage',
    before: forVisitors ? before.visitors : before.loggedIn,
    after: clean,
  });
  return { layouts: await homePageLayouts(ctx), userErrors: [] };
}
