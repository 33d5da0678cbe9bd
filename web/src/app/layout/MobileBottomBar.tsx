import { ShopLink } from '../../components/ShopLink';
import { Dropdown } from '../../components/Dropdown';
import { BookIcon, CartIcon, HeartIcon, InfoIcon, MailIcon, ShopIcon, UserIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import { itOfflineMenu } from '../../i18n/it-offline-menu';
import { useShell } from '../../lib/app-start/shell-context';
import { flipbookPagePath, paths } from '../../lib/paths';
import { AccountMenuItems } from './AccountMenuItems';
import styles from './MobileBottomBar.module.css';

interface MobileBottomBarProps {
  cartCount: number;
  wishlistCount: number;
  onLogout(): void;
}

const b = it.bottomBar;
const accountLinks = [
  { to: paths.myAccount, label: it.header.yourAccount },
  { to: paths.myDocuments, label: it.menu.documents },
  { to: paths.priceList, label: it.menu.priceList },
  { to: flipbookPagePath(1), label: it.menu.catalogue },
];

/** The 40 px bar of small screens: for logged-in users, and logged out where the tenant wants it. */
export function MobileBottomBar({ cartCount, wishlistCount, onLogout }: MobileBottomBarProps) {
  const { viewer, tenant } = useShell();
  if (!viewer && !tenant.features.loggedOutMobileBar) return null;

  return (
    <nav className={styles.bar} aria-label={b.label}>
      <ShopLink to={paths.shop} className={styles.item}>
        <ShopIcon />
        <span>{b.shop}</span>
      </ShopLink>
      {viewer ? (
        <>
          <ShopLink to={paths.cart} className={styles.item} aria-label={it.header.counterLabel(b.cart, cartCount)}>
            <CartIcon />
            <span className={styles.count}>{cartCount}</span>
          </ShopLink>
          <ShopLink to={paths.wishlist} className={styles.item} aria-label={it.header.counterLabel(b.wishlist, wishlistCount)}>
            <HeartIcon />
            <span className={styles.count}>{wishlistCount}</span>
          </ShopLink>
          <Dropdown className={styles.account} align="end" ariaLabel={b.account} label={<UserIcon />}>
            {(close) => (
              <ul className="dropdown__list">
                <AccountMenuItems
                  // Agents prepare customers for offline use on the phone they take on the road, too.
                  links={viewer.kind === 'AGENT' ? [...accountLinks, { to: paths.offline, label: itOfflineMenu.link }] : accountLinks}
                  close={close}
                  onLogout={onLogout}
                />
              </ul>
            )}
          </Dropdown>
        </>
      ) : (
        <>
          <ShopLink to={flipbookPagePath(1)} className={styles.item}>
            <BookIcon />
            <span>{b.catalogue}</span>
          </ShopLink>
          <ShopLink to={paths.about} className={styles.item}>
            <InfoIcon />
            <span>{b.about}</span>
          </ShopLink>
          <ShopLink to={paths.contact} className={styles.item}>
            <MailIcon />
            <span>{b.contact}</span>
          </ShopLink>
        </>
      )}
    </nav>
  );
}
