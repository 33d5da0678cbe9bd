import { it } from '../../i18n/it';
import type { Shell } from '../../lib/app-start/shell-context';
import { flipbookPagePath, paths } from '../../lib/paths';

export interface MenuLink {
  kind: 'link';
  key: string;
  label: string;
  to: string;
  /** The blinking 'Promo' entry. */
  blink?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  options: { label: string; to: string }[];
}

export type MenuItem = MenuLink | MenuGroup;

const m = it.menu;
const link = (key: string, label: string, to: string, blink = false): MenuLink => ({ kind: 'link', key, label, to, blink });

/**
 * The main menu of spec §2 'Header and menus', from the tenant's feature flags and the viewer:
 * one list for the desktop bar and the mobile drawer alike.
 */
export function mainMenuItems({ tenant, viewer }: Pick<Shell, 'tenant' | 'viewer'>): MenuItem[] {
  const f = tenant.features;
  const loggedIn = viewer !== null;
  const items: (MenuItem | false)[] = [
    !loggedIn && link('login', m.login, paths.login),
    f.promoMenu && link('home', m.home, paths.home),
    link('shop', loggedIn ? m.purchases : m.products, paths.shop),
    f.purchaseHistoryMenu && loggedIn && link('history', m.purchaseHistory, paths.lastPurchases),
    f.articoliCollezioniMenus && {
      kind: 'group',
      key: 'articles',
      label: m.articles,
      options: m.articlesOptions.map((label) => ({ label, to: paths.shop })),
    },
    f.articoliCollezioniMenus && {
      kind: 'group',
      key: 'collections',
      label: m.collections,
      options: m.collectionsOptions.map((label) => ({ label, to: paths.shop })),
    },
    f.promoMenu && viewer?.showPromo === true && link('promo', m.promo, `${paths.shop}?promo=SI`, true),
    f.recommended && loggedIn && link('recommended', m.recommended, paths.recommended),
    f.flipbookAndStaticLinks && link('catalogue', m.catalogue, flipbookPagePath(1)),
    loggedIn && link('documents', m.documents, paths.myDocuments),
    loggedIn && link('shippings', m.shippings, paths.shippings),
    loggedIn && link('pricelist', m.priceList, paths.priceList),
    viewer?.isBannerAdmin === true && link('banners', m.banners, paths.banners),
    viewer?.isBannerAdmin === true && link('homepage-builder', it.menu.homepage, paths.homepageBuilder),
    viewer?.isPickupAdmin === true && link('pickups', it.menu.pickups, paths.pickupAdmin),
    f.flipbookAndStaticLinks && link('about', m.about, paths.about),
    f.flipbookAndStaticLinks && link('contact', m.contact, paths.contact),
    f.flipbookAndStaticLinks && link('tutorial', m.tutorial, paths.tutorial),
    f.flipbookAndStaticLinks && link('colors', m.colors, paths.colors),
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
