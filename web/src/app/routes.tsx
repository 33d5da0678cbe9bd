import { lazy, type ReactNode } from 'react';
import { preloadable } from '../lib/preloadable';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { useShell } from '../lib/app-start/shell-context';
import { Layout } from './layout/Layout';
import { RequireCatalogueAccess, RequireViewer } from './guards';

// Every page is its own chunk: the first load carries the shell and the page opened (the
// layout's Suspense shows a quiet placeholder while a page's code arrives).
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const ShopListingPage = preloadable(() => import('../features/catalog/ShopListingPage'), (m) => m.ShopListingPage);
const CartPage = lazy(() => import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })));
const ProductPage = preloadable(() => import('../features/product/ProductPage'), (m) => m.ProductPage);
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const PrecheckoutPage = lazy(() => import('../features/checkout/PrecheckoutPage').then((m) => ({ default: m.PrecheckoutPage })));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const PickupAdminPage = lazy(() => import('../features/pickup-admin/PickupAdminPage').then((m) => ({ default: m.PickupAdminPage })));
const BannerEditorPage = lazy(() => import('../features/banner-editor/BannerEditorPage').then((m) => ({ default: m.BannerEditorPage })));
const HomepageBuilderPage = lazy(() => import('../features/homepage-builder/HomepageBuilderPage').then((m) => ({ default: m.HomepageBuilderPage })));
const AuditLogPage = lazy(() => import('../features/admin-audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const PriceListPage = lazy(() => import('../features/pricelist/PriceListPage').then((m) => ({ default: m.PriceListPage })));
const OfflinePage = lazy(() => import('../features/offline/OfflinePage').then((m) => ({ default: m.OfflinePage })));
const QuickOrderPage = lazy(() => import('../features/quick-order/QuickOrderPage').then((m) => ({ default: m.QuickOrderPage })));
const MyAccountPage = lazy(() => import('../features/account/MyAccountPage').then((m) => ({ default: m.MyAccountPage })));
const ForgotPasswordPage = lazy(() => import('../features/identity/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/identity/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
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
  if (/^\/(shop-grid-full-width|consigliati)(\/|$)/.test(pathname)) return ShopListingPage.preload();
  if (pathname.startsWith('/product/')) return ProductPage.preload();
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

/** Every route of the specification's table (storefront core §2) with its access rule. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="home-fashion" element={<HomePage />} />
        <Route path="redirect" element={<Navigate to={paths.shop} replace />} />
        <Route path="shop-grid-full-width" element={catalogue(<ShopListingPage />)} />
        <Route path="shop-grid-full-width/:search" element={catalogue(<ShopListingPage />)} />
        <Route path="shop-catalogue" element={catalogue(<ShopListingPage printedCatalogue />)} />
        <Route path="product/:id" element={catalogue(<ProductPage />)} />
        <Route path="consigliati" element={member(<ShopListingPage recommended />)} />
        <Route path="consigliati/:search" element={member(<ShopListingPage recommended />)} />
        <Route path="CatalogFlip" element={<Navigate to="/CatalogFlip/1" replace />} />
        <Route path="CatalogFlip/:page" element={<FlipbookPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="tutorial" element={<TutorialPage />} />
        <Route path="colors" element={<ColorsPage />} />
        <Route path="login-register" element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:data" element={<ResetPasswordPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="cart" element={member(<CartPage />)} />
        <Route path="my-account" element={member(<MyAccountPage />, null)} />
        <Route path="precheckout" element={member(<PrecheckoutPage />)} />
        <Route path="checkout" element={member(<CheckoutPage />, null)} />
        <Route path="my-documents" element={member(<DocumentsPage />)} />
        <Route path="my-last-purchases" element={member(<LastPurchasesPage />)} />
        <Route path="shippings" element={member(<ShipmentsPage />)} />
        <Route path="my-pricelist" element={member(<PriceListPage />)} />
        <Route path="offline" element={member(<OfflinePage />)} />
        <Route path="ordine-rapido" element={member(<QuickOrderPage />)} />
        <Route path="ritiri" element={member(<PickupAdminPage />)} />
        {/* The legal pages are public: a visitor reads them before the first order. */}
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="condizioni-vendita" element={<SalesConditionsPage />} />
        {/* Registered for everyone, as in the original; the gateway answers FORBIDDEN to others. */}
        <Route path="personalizzaBanners" element={<BannerEditorPage />} />
        <Route path="personalizzaBanners/:timeStamp" element={<BannerEditorPage />} />
        <Route path="personalizzaHomepage" element={<HomepageBuilderPage />} />
        <Route path="personalizzaHomepage/:timeStamp" element={<HomepageBuilderPage />} />
        <Route path="registro-modifiche" element={<AuditLogPage />} />
        <Route path="confronta" element={catalogue(<ComparePage />)} />
        <Route path="not-found" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
