import { lazy, type ReactNode } from 'react';
import { preloadable } from '../lib/preloadable';
import { Navigate, Route, Routes } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@shop/routes';
import { flipbookPagePath, paths, productPath } from '../lib/paths';
import { useShell } from '../lib/app-start/shell-context';
import { Layout } from './layout/Layout';
import { RequireCatalogueAccess, RequireViewer } from './guards';

// Every page is its own chunk: the first load carries the shell and the page opened (the
// layout's Suspense shows a quiet placeholder while a page's code arrives).
const LoginPage = lazy(() => import('../features/account/LoginPage').then((m) => ({ default: m.LoginPage })));
const ShopListingPage = preloadable(() => import('../features/catalogue/ShopListingPage'), (m) => m.ShopListingPage);
const CartPage = lazy(() => import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })));
const ProductPage = preloadable(() => import('../features/product/ProductPage'), (m) => m.ProductPage);
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const PrecheckoutPage = lazy(() => import('../features/checkout/PrecheckoutPage').then((m) => ({ default: m.PrecheckoutPage })));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const PickupAdminPage = lazy(() => import('../features/admin-pickup/PickupAdminPage').then((m) => ({ default: m.PickupAdminPage })));
const BannerEditorPage = lazy(() => import('../features/admin-banners/BannerEditorPage').then((m) => ({ default: m.BannerEditorPage })));
const HomepageBuilderPage = lazy(() => import('../features/admin-homepage/HomepageBuilderPage').then((m) => ({ default: m.HomepageBuilderPage })));
const AuditLogPage = lazy(() => import('../features/admin-audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const PriceListPage = lazy(() => import('../features/pricelist/PriceListPage').then((m) => ({ default: m.PriceListPage })));
const OfflinePage = lazy(() => import('../features/offline/OfflinePage').then((m) => ({ default: m.OfflinePage })));
const QuickOrderPage = lazy(() => import('../features/quick-order/QuickOrderPage').then((m) => ({ default: m.QuickOrderPage })));
const MyAccountPage = lazy(() => import('../features/account/MyAccountPage').then((m) => ({ default: m.MyAccountPage })));
const ForgotPasswordPage = lazy(() => import('../features/account/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/account/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const DocumentsPage = lazy(() => import('../features/documents/DocumentsPage').then((m) => ({ default: m.DocumentsPage })));
const ShipmentsPage = lazy(() => import('../features/documents/ShipmentsPage').then((m) => ({ default: m.ShipmentsPage })));
const LastPurchasesPage = lazy(() => import('../features/documents/LastPurchasesPage').then((m) => ({ default: m.LastPurchasesPage })));
const FlipbookPage = lazy(() => import('../features/flipbook/FlipbookPage').then((m) => ({ default: m.FlipbookPage })));
const AboutPage = lazy(() => import('../features/static-pages/AboutPage').then((m) => ({ default: m.AboutPage })));
const TutorialPage = lazy(() => import('../features/static-pages/TutorialPage').then((m) => ({ default: m.TutorialPage })));
const ColorsPage = lazy(() => import('../features/static-pages/ColorsPage').then((m) => ({ default: m.ColorsPage })));
const PrivacyPage = lazy(() => import('../features/static-pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const ComparePage = lazy(() => import('../features/compare/ComparePage').then((m) => ({ default: m.ComparePage })));
const SalesConditionsPage = lazy(() => import('../features/static-pages/SalesConditionsPage').then((m) => ({ default: m.SalesConditionsPage })));

/**
 * The page most often opened first, for the address the browser opened: its code starts
 * downloading with the shell instead of after the session query, and a page the server rendered
 * waits for it before hydrating (main.tsx).
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const first = pathname.split('/')[1] ?? '';
  if (first === ROUTES.shop || first === ROUTES.recommended) return ShopListingPage.preload();
  if (pathname.startsWith(productPath(''))) return ProductPage.preload();
  return Promise.resolve();
}

/** '/' is the home for tenants that have one, the listing for the others. */
function HomeRoute() {
  const { tenant } = useShell();
  return tenant.features.homeRedirectsToShop ? <Navigate to={paths.shop} replace /> : <HomePage />;
}

// Screens behind a login show the login form in place, as the original did.
const loginForm = <LoginPage />;
const catalogue = (page: ReactNode) => <RequireCatalogueAccess fallback={loginForm}>{page}</RequireCatalogueAccess>;
const member = (page: ReactNode, fallback: ReactNode = loginForm) => (
  <RequireViewer fallback={fallback}>{page}</RequireViewer>
);

/**
 * Every route of the specification's table (storefront core §2) with its access rule, one page
 * for each name of the shop's route table (a route missing here is a type error).
 */
const pages: Record<RouteName, ReactNode> = {
  home: <HomeRoute />,
  homeFashion: <HomePage />,
  redirect: <Navigate to={paths.shop} replace />,
  shop: catalogue(<ShopListingPage />),
  shopSearch: catalogue(<ShopListingPage />),
  shopCatalogue: catalogue(<ShopListingPage printedCatalogue />),
  product: catalogue(<ProductPage />),
  recommended: member(<ShopListingPage recommended />),
  recommendedSearch: member(<ShopListingPage recommended />),
  flipbook: <Navigate to={flipbookPagePath(1)} replace />,
  flipbookPage: <FlipbookPage />,
  about: <AboutPage />,
  contact: <ContactPage />,
  tutorial: <TutorialPage />,
  colors: <ColorsPage />,
  loginRegister: <LoginPage />,
  login: <LoginPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  wishlist: <WishlistPage />,
  cart: member(<CartPage />),
  myAccount: member(<MyAccountPage />, null),
  precheckout: member(<PrecheckoutPage />),
  checkout: member(<CheckoutPage />, null),
  myDocuments: member(<DocumentsPage />),
  lastPurchases: member(<LastPurchasesPage />),
  shippings: member(<ShipmentsPage />),
  priceList: member(<PriceListPage />),
  offline: member(<OfflinePage />),
  quickOrder: member(<QuickOrderPage />),
  pickupAdmin: member(<PickupAdminPage />),
  // The legal pages are public: a visitor reads them before the first order.
  privacy: <PrivacyPage />,
  salesConditions: <SalesConditionsPage />,
  // Registered for everyone, as in the original; the gateway answers FORBIDDEN to others.
  banners: <BannerEditorPage />,
  bannerEdit: <BannerEditorPage />,
  homepageBuilder: <HomepageBuilderPage />,
  homepageBuilderEdit: <HomepageBuilderPage />,
  auditLog: <AuditLogPage />,
  compare: catalogue(<ComparePage />),
  notFound: <NotFoundPage />,
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTE_NAMES.map((name) =>
          name === 'home' ? (
            <Route key={name} index element={pages[name]} />
          ) : (
            <Route key={name} path={ROUTES[name]} element={pages[name]} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
