import { Dropdown } from '../../components/Dropdown';
import { UserIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import type { ShellViewer } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { itOfflineMenu } from '../../i18n/it-offline-menu';
import { AccountMenuItems } from './AccountMenuItems';
import { useCustomerSwitch } from '../../components/customer-picker/use-customer-switch';
import styles from './AccountMenu.module.css';

interface AccountMenuProps {
  viewer: ShellViewer;
  onLogout(): void;
}

/** Welcome text, company name, 'Il Tuo Account' and 'Disconnetti'. */
export function AccountMenu({ viewer, onLogout }: AccountMenuProps) {
  const switchCustomer = useCustomerSwitch();
  return (
    <Dropdown
      className="account-menu"
      align="end"
      // The name holds the visible welcome and company, so that voice control finds the button.
      ariaLabel={`${it.header.welcome(viewer.displayName)} ${viewer.customer?.name ?? viewer.companyName} – ${it.header.account}`}
      label={
        <>
          <UserIcon />
          <span className={`account-menu__text ${styles.text}`}>
            {/* A space between the two lines: read as text they are words apart, as in the name. */}
            <span className={styles.welcome}>{it.header.welcome(viewer.displayName)}</span>{' '}
            <span className={styles.company}>{viewer.customer?.name ?? viewer.companyName}</span>
          </span>
        </>
      }
    >
      {(close) => (
        <ul className="dropdown__list">
          <li className="dropdown__note">
            <strong>{it.header.welcome(viewer.displayName)}</strong>
            <span>{viewer.companyName}</span>
          </li>
          <AccountMenuItems
            links={[
              { to: paths.myAccount, label: it.header.yourAccount },
              // Agents take orders away from a network: they prepare customers for offline use.
              ...(viewer.kind === 'AGENT' ? [{ to: paths.offline, label: itOfflineMenu.link }] : []),
            ]}
            close={close}
            onChangeCustomer={viewer.canChangeCustomer ? () => void switchCustomer() : undefined}
            onLogout={onLogout}
          />
        </ul>
      )}
    </Dropdown>
  );
}
