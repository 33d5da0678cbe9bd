import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { it } from '../../i18n/it';
import { useShell } from '../../lib/app-start/shell-context';
import { PageFallback } from '../../components/PageFallback';
import { preloadable } from '../../lib/preloadable';
import { CustomerPickerHost } from '../../components/customer-picker/CustomerPickerHost';
import { placedOrderOf } from '../../lib/placed-order';
import { useLogout } from '../../features/account/use-logout';
import { useHeaderCounts } from './use-header-counts';
import { Header } from './Header';
import { useOffline } from '../../lib/use-offline';
import { forgetOfflineData } from '../../features/offline/forget-offline-data';
import { unsentOrderCount } from '../../features/offline/unsent-orders';
import { MobileBottomBar } from './MobileBottomBar';
import { ShopReady } from './ShopReady';

// Below the page, never needed to paint the first screen: its code follows the shell's.
export const Footer = preloadable(() => import('./Footer'), (m) => m.Footer);
// Shown only with no network (issue 29): its code is not part of an online first load.
const LogoutUnsentDialog = lazy(() =>
  import('../../features/offline/LogoutUnsentDialog').then((m) => ({ default: m.LogoutUnsentDialog })),
);
// Shown once after an order is placed: its code and the checkout's texts load only then.
const PlacedOrderNotice = lazy(() => import('../../components/PlacedOrderNotice').then((m) => ({ default: m.PlacedOrderNotice })));
const OfflineNotice = lazy(() => import('../../features/offline/OfflineNotice').then((m) => ({ default: m.OfflineNotice })));
// Shown only while a tenant is under maintenance.
const MaintenanceModal = lazy(() => import('./MaintenanceModal').then((m) => ({ default: m.MaintenanceModal })));

export function Layout() {
  const { tenant, viewer } = useShell();
  const { logout } = useLogout();
  const offline = useOffline();
  const { cartCount, wishlistCount } = useHeaderCounts();
  const { pathname, search, state } = useLocation();

  // Every navigation starts at the top of the page (spec §2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  // A shared tablet keeps nobody's offline data after their logout (issue 29 §5); orders taken
  // offline and not sent yet would go with it, so the logout asks first.
  const [unsent, setUnsent] = useState(0);
  const logoutAndForget = () => {
    const username = viewer?.username;
    void logout().then(() => (username ? forgetOfflineData(username) : undefined));
  };
  const onLogout = () => {
    void unsentOrderCount(viewer?.username ?? '').then((n) => (n > 0 ? setUnsent(n) : logoutAndForget()));
  };
  const answerUnsent = (go: boolean) => {
    setUnsent(0);
    if (go) logoutAndForget();
  };
  const hasBottomBar = viewer !== null || tenant.features.loggedOutMobileBar;

  return (
    <div className={`app ${hasBottomBar ? 'app--bottom-bar' : ''}`}>
      <a href="#main" className="skip-link">
        {it.app.skipToContent}
      </a>
      <Header cartCount={cartCount} wishlistCount={wishlistCount} onLogout={onLogout} />
      {unsent > 0 && (
        <Suspense fallback={null}>
          <LogoutUnsentDialog unsent={unsent} onAnswer={answerUnsent} />
        </Suspense>
      )}
      {offline && (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        {placedOrderOf(state) && (
          <Suspense fallback={null}>
            <PlacedOrderNotice />
          </Suspense>
        )}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <ShopReady />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <MobileBottomBar cartCount={cartCount} wishlistCount={wishlistCount} onLogout={onLogout} />
      <CustomerPickerHost />
      {tenant.maintenance.active && (
        <Suspense fallback={null}>
          <MaintenanceModal imageUrl={tenant.maintenance.imageUrl} />
        </Suspense>
      )}
    </div>
  );
}
