import { Link } from 'react-router';
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
          <Link to={link.to} className="dropdown__item" onClick={close}>
            {link.label}
          </Link>
        </li>
      ))}
      {onChangeCustomer && (
        <li>
          <button
            type="button"
            className="dropdown__item"
            onClick={() => {
              close();
              onChangeCustomer();
            }}
          >
            {it.header.changeCustomer}
          </button>
        </li>
      )}
      <li>
        <button
          type="button"
          className="dropdown__item"
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {it.header.logout}
        </button>
      </li>
    </>
  );
}
