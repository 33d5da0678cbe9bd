import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';

interface AccountMenuItemsProps {
  links: readonly { to: string; label: string }[];
  /** Closes the menu that holds the items. */
  close(): void;
  /** 'Cambia cliente', for logins that serve several customers. */
  onChangeCustomer?: () => void;
  onLogout(): void;
}

/** The entries of an account dropdown, then 'Disconnetti'; choosing one closes the menu. */
export function AccountMenuItems({ links, close, onChangeCustomer, onLogout }: AccountMenuItemsProps) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <ShopLink to={link.to} className="dropdown__item" onClick={close}>
            {link.label}
          </ShopLink>
        </li>
      ))}
      {onChangeCustomer && <MenuAction label={it.header.changeCustomer} close={close} run={onChangeCustomer} />}
      <MenuAction label={it.header.logout} close={close} run={onLogout} />
    </>
  );
}

/** A menu entry that closes the menu, then does what it names. */
function MenuAction({ label, close, run }: { label: string; close(): void; run(): void }) {
  return (
    <li>
      <button
        type="button"
        className="dropdown__item"
        onClick={() => {
          close();
          run();
        }}
      >
        {label}
      </button>
    </li>
  );
}
