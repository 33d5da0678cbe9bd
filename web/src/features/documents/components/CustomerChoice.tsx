import { useEffect, type ReactNode } from 'react';
import { useCustomerSwitch } from '../../../components/customer-picker/use-customer-switch';
import { itDocuments } from '../../../i18n/it-documents';
import { useShell } from '../../../lib/app-start/shell-context';
import styles from '../Documents.module.css';

const t = itDocuments.customer;

export interface CustomerChoice {
  /** An agent has not chosen a customer yet: nothing to ask the gateway for. */
  waiting: boolean;
  /** 'Cliente: …' with the 'Cambia cliente' button (agents). */
  bar: ReactNode;
}

/**
 * Whose documents the page shows (ordering spec §4): the session's current customer, the one the
 * header shows. 'Cambia cliente' here switches that same customer (prices and cart follow), and
 * an agent who has not chosen one is asked at once.
 */
export function useCustomerChoice(): CustomerChoice {
  const { viewer } = useShell();
  const switchCustomer = useCustomerSwitch();
  const agent = viewer?.kind === 'AGENT';
  const current = viewer?.customer ?? null;
  const waiting = agent && !current;

  useEffect(() => {
    if (waiting) void switchCustomer();
  }, [waiting, switchCustomer]);

  const bar = agent ? (
    <div className={styles.customerBar}>
      {current ? (
        <span data-testid="documents-customer">{t.current(current.name)}</span>
      ) : (
        <span>{t.chooseHint}</span>
      )}
      {(viewer.canChangeCustomer || !current) && (
        <button type="button" className="btn" onClick={() => void switchCustomer()}>
          {current ? t.change : t.choose}
        </button>
      )}
    </div>
  ) : null;

  return { waiting, bar };
}
