import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { it } from '../i18n/it';
import { paths } from '../lib/paths';
import { useShell } from '../lib/app-start/shell-context';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ShopListingPage } from '../features/catalog/ShopListingPage';
import { CartPage } from '../features/cart/CartPage';
import { ProductPage } from '../features/product/ProductPage';
import { WishlistPage } from '../features/wishlist/WishlistPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { PrecheckoutPage } from '../features/checkout/PrecheckoutPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './layout/Layout';
import { RequireCatalogueAccess, RequireViewer } from './guards';

const p = it.pages;

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
const placeholder = (title: string) => <PlaceholderPage title={title} />;

/** Every route of the specification's table (storefront core §2) with its access rule. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="home-fashion" element={placeholder(p.homeFashion)} />
        <Route path="redirect" element={<Navigate to={paths.shop} replace />} />
        <Route path="shop-grid-full-width" element={catalogue(<ShopListingPage />)} />
        <Route path="shop-grid-full-width/:search" element={catalogue(<ShopListingPage />)} />
        <Route path="shop-catalogue" element={catalogue(placeholder(p.shopCatalogue))} />
        <Route path="product/:id" element={catalogue(<ProductPage />)} />
        <Route path="consigliati" element={member(<ShopListingPage recommended />)} />
        <Route path="consigliati/:search" element={member(<ShopListingPage recommended />)} />
        <Route path="CatalogFlip/:page" element={placeholder(p.catalogFlip)} />
        <Route path="about" element={placeholder(p.about)} />
        <Route path="contact" element={placeholder(p.contact)} />
        <Route path="tutorial" element={placeholder(p.tutorial)} />
        <Route path="colors" element={placeholder(p.colors)} />
        <Route path="login-register" element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={placeholder(p.forgotPassword)} />
        <Route path="reset-password/:data" element={placeholder(p.resetPassword)} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="cart" element={member(<CartPage />)} />
        <Route path="my-account" element={member(placeholder(p.myAccount), null)} />
        <Route path="precheckout" element={member(<PrecheckoutPage />)} />
        <Route path="checkout" element={member(<CheckoutPage />, null)} />
        <Route path="my-documents" element={member(placeholder(p.myDocuments))} />
        <Route path="my-last-purchases" element={member(placeholder(p.lastPurchases))} />
        <Route path="shippings" element={member(placeholder(p.shippings))} />
        <Route path="my-pricelist" element={member(placeholder(p.priceList))} />
        <Route path="ritiri" element={member(placeholder(p.pickups))} />
        <Route path="privacy-policy" element={member(placeholder(p.privacy))} />
        <Route path="condizioni-vendita" element={member(placeholder(p.salesConditions))} />
        {/* Registered for everyone, as in the original; the gateway answers FORBIDDEN to others. */}
        <Route path="personalizzaBanners" element={placeholder(p.banners)} />
        <Route path="personalizzaBanners/:timeStamp" element={placeholder(p.banners)} />
        <Route path="personalizzaHomepage" element={placeholder(p.homepageBuilder)} />
        <Route path="personalizzaHomepage/:timeStamp" element={placeholder(p.homepageBuilder)} />
        <Route path="not-found" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
