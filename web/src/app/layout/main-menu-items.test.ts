import { describe, expect, it } from 'vitest';
import type { ShellTenant, ShellViewer } from '../../lib/app-start/shell-context';
import { mainMenuItems } from './main-menu-items';

// The menu of spec §2 'Header and menus' for each tenant's flags, logged out and logged in.
const noFeatures: ShellTenant['features'] = {
  registration: false,
  recommended: false,
  promoMenu: false,
  articoliCollezioniMenus: false,
  purchaseHistoryMenu: false,
  lastPurchasesBlock: false,
  flipbookAndStaticLinks: false,
  loggedOutMobileBar: false,
  cookieAndSalesLinks: false,
  catalogueDownload: false,
  homeRedirectsToShop: true,
  logoutPath: '/',
};

const tenants: Record<1 | 2 | 3 | 4, Partial<ShellTenant['features']>> = {
  1: { registration: true, recommended: true, flipbookAndStaticLinks: true, catalogueDownload: true },
  2: { promoMenu: true, loggedOutMobileBar: true, lastPurchasesBlock: true, logoutPath: '/login' },
  3: { articoliCollezioniMenus: true, flipbookAndStaticLinks: true },
  4: { purchaseHistoryMenu: true },
};

function tenant(id: 1 | 2 | 3 | 4): ShellTenant {
  return { features: { ...noFeatures, ...tenants[id] } } as ShellTenant;
}

function viewer(overrides: Partial<ShellViewer> = {}): ShellViewer {
  return { displayName: 'Mario Rossi', showPromo: false, isBannerAdmin: false, ...overrides } as ShellViewer;
}

const labels = (id: 1 | 2 | 3 | 4, v: ShellViewer | null) => mainMenuItems({ tenant: tenant(id), viewer: v }).map((item) => item.label);

describe('main menu', () => {
  it.each([
    [1, ['Login', 'Prodotti', 'Catalogo', 'Chi siamo', 'Contatti', 'Tutorial', 'Colori']],
    [2, ['Login', 'Home', 'Prodotti']],
    [3, ['Login', 'Prodotti', 'Articoli', 'Collezioni', 'Catalogo', 'Chi siamo', 'Contatti', 'Tutorial', 'Colori']],
    [4, ['Login', 'Prodotti']],
  ] as const)('tenant %i, logged out', (id, expected) => {
    expect(labels(id, null)).toEqual(expected);
  });

  it.each([
    [1, ['Acquisti', 'Consigliati', 'Catalogo', 'I miei documenti', 'Spedizioni', 'Listino', 'Chi siamo', 'Contatti', 'Tutorial', 'Colori']],
    [2, ['Home', 'Acquisti', 'I miei documenti', 'Spedizioni', 'Listino']],
    [3, ['Acquisti', 'Articoli', 'Collezioni', 'Catalogo', 'I miei documenti', 'Spedizioni', 'Listino', 'Chi siamo', 'Contatti', 'Tutorial', 'Colori']],
    [4, ['Acquisti', 'Storico acquisti', 'I miei documenti', 'Spedizioni', 'Listino']],
  ] as const)('tenant %i, logged in', (id, expected) => {
    expect(labels(id, viewer())).toEqual(expected);
  });

  it("shows tenant 2's blinking 'Promo' only to users with showPromo", () => {
    const items = mainMenuItems({ tenant: tenant(2), viewer: viewer({ showPromo: true }) });
    const promo = items.find((item) => item.label === 'Promo');
    expect(promo).toMatchObject({ kind: 'link', to: '/shop-grid-full-width?promo=SI', blink: true });
    expect(labels(1, viewer({ showPromo: true }))).not.toContain('Promo');
  });

  it("shows 'Banners' only to the banner editors' allow-list", () => {
    expect(labels(1, viewer({ isBannerAdmin: true }))).toContain('Banners');
    expect(labels(1, viewer())).not.toContain('Banners');
  });
});
