import { lazy, Suspense, useState } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { CounterLink } from '../../components/CounterLink';
import { CartIcon, HeartIcon, MenuIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { AccountMenu } from './AccountMenu';
import { MainMenu } from './MainMenu';
import { SearchBox } from './SearchBox';
import { CartPreview } from '../../features/cart/components/CartPreview';
import { WishlistPreview } from '../../features/wishlist/components/WishlistPreview';
import { mainMenuItems } from './main-menu-items';
import { CurrencySelect } from './CurrencySelect';
import { CurrentCustomer } from './CurrentCustomer';
import styles from './Header.module.css';

// The drawer's code arrives when it is first opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

interface HeaderProps {
  wishlistCount: number;
  cartCount: number;
  onLogout(): void;
}

export function Header({ wishlistCount, cartCount, onLogout }: HeaderProps) {
  const shell = useShell();
  const { tenant, viewer } = shell;
  const items = mainMenuItems(shell);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // 'logo__text' and 'site-nav' (and 'account-menu' in AccountMenu) stay plain names beside the
  // module's: tests and the small-screen rules address them.
  return (
    <header className={styles.header}>
      <div className={`${styles.top} container`}>
        <button
          type="button"
          className={`icon-button ${styles.burger}`}
          aria-label={it.menu.open}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        {/* The name starts with the text shown (WCAG 2.5.3); the initial in the mark is drawn by
            CSS, a picture rather than text that would come before the name. */}
        <ShopLink to="/" className={styles.logo} aria-label={`${tenant.name} – ${it.header.logoHome}`}>
          <span className={styles.mark} aria-hidden="true" data-initial={tenant.name.charAt(0)} />
          <span className={`logo__text ${styles.text}`}>{tenant.name}</span>
        </ShopLink>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <CurrencySelect />
          {/* Logged in: dropdown previews of the wishlist and the cart; otherwise plain links. */}
          {viewer ? (
            <>
              <WishlistPreview />
              <CartPreview />
            </>
          ) : (
            <>
              <CounterLink to={paths.wishlist} label={it.header.wishlist} count={wishlistCount} icon={<HeartIcon />} testId="wishlist-count" />
              <CounterLink to={paths.cart} label={it.header.cart} count={cartCount} icon={<CartIcon />} testId="cart-count" />
            </>
          )}
          {viewer && <AccountMenu viewer={viewer} onLogout={onLogout} />}
        </div>
      </div>
      <nav className={`site-nav ${styles.nav}`} aria-label={it.menu.label}>
        <div className="container">
          <MainMenu items={items} variant="bar" />
        </div>
      </nav>
      {viewer && <CurrentCustomer viewer={viewer} />}
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileMenu items={items} onClose={() => setDrawerOpen(false)} onLogout={onLogout} />
        </Suspense>
      )}
    </header>
  );
}
