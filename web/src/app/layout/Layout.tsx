import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { it } from '../../i18n/it';
import { useShell } from '../../lib/app-start/shell-context';
import { CustomerPickerHost } from '../../features/auth/CustomerPickerHost';
import { useLogout } from '../../features/auth/use-logout';
import { useHeaderCounts } from '../../features/cart/use-header-counts';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenanceModal } from './MaintenanceModal';
import { MobileBottomBar } from './MobileBottomBar';

export function Layout() {
  const { tenant, viewer } = useShell();
  const { logout } = useLogout();
  const { cartCount, wishlistCount } = useHeaderCounts();
  const { pathname, search } = useLocation();

  // Every navigation starts at the top of the page (spec §2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  const onLogout = () => void logout();
  const hasBottomBar = viewer !== null || tenant.features.loggedOutMobileBar;

  return (
    <div className={`app ${hasBottomBar ? 'app--bottom-bar' : ''}`}>
      <a href="#main" className="skip-link">
        {it.app.skipToContent}
      </a>
      <Header cartCount={cartCount} wishlistCount={wishlistCount} onLogout={onLogout} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <MobileBottomBar cartCount={cartCount} wishlistCount={wishlistCount} onLogout={onLogout} />
      <CustomerPickerHost />
      {tenant.maintenance.active && <MaintenanceModal imageUrl={tenant.maintenance.imageUrl} />}
    </div>
  );
}
