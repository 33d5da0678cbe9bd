import { ShopLink } from '../../components/ShopLink';
import { ModalDialog } from '../../components/ModalDialog';
import { CloseIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { MainMenu } from './MainMenu';
import type { MenuItem } from './main-menu-items';
import styles from './MobileMenu.module.css';
import menu from './MainMenu.module.css';

interface MobileMenuProps {
  items: MenuItem[];
  onClose(): void;
  onLogout(): void;
}

/** The drawer of small screens: the main menu plus the account entries. A modal dialog, so
 * focus stays inside and Escape closes it. */
export function MobileMenu({ items, onClose, onLogout }: MobileMenuProps) {
  const { viewer, tenant } = useShell();
  return (
    <ModalDialog className={styles.drawer} aria-label={it.menu.label} onClose={onClose} closeOnBackdrop>
      <div className={styles.panel}>
        <div className={styles.header}>
          <span className={styles.title}>{tenant.name}</span>
          <button type="button" className="icon-button" aria-label={it.menu.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={it.menu.label}>
          <MainMenu items={items} variant="drawer" onNavigate={onClose} />
        </nav>
        {viewer && (
          <div className={styles.account}>
            <p className={styles.welcome}>
              <strong>{it.header.welcome(viewer.displayName)}</strong>
              <span>{viewer.companyName}</span>
            </p>
            <ShopLink to={paths.myAccount} className={menu.link} onClick={onClose}>
              {it.header.yourAccount}
            </ShopLink>
            <button
              type="button"
              className={menu.link}
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              {it.header.logout}
            </button>
          </div>
        )}
        {tenant.features.catalogueDownload && (
          <a href={paths.cataloguePdf} download className={menu.link} onClick={onClose}>
            {it.menu.catalogueDownload}
          </a>
        )}
      </div>
    </ModalDialog>
  );
}
