import { useCustomerSwitch } from '../../components/customer-picker/use-customer-switch';
import { it } from '../../i18n/it';
import type { ShellViewer } from '../../lib/app-start/shell-context';
import styles from './CurrentCustomer.module.css';

/**
 * The customer an agent is serving, always in sight under the menu: prices, cart, documents,
 * shipments and price lists are this customer's. 'Cambia cliente' switches it for every page at
 * once (the same switch as the account menu's and the documents pages').
 */
export function CurrentCustomer({ viewer }: { viewer: ShellViewer }) {
  const switchCustomer = useCustomerSwitch();
  if (!viewer.canChangeCustomer) return null;
  const name = viewer.customer?.name;
  return (
    <section className={styles.bar} aria-label={it.header.currentCustomerLabel}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.name} data-testid="current-customer">
          {it.header.currentCustomer} <strong>{name ?? it.header.noCustomer}</strong>
        </span>
        <button type="button" className={`btn ${styles.change}`} onClick={() => void switchCustomer()}>
          {name ? it.header.changeCustomer : it.header.chooseCustomer}
        </button>
      </div>
    </section>
  );
}
