import { useEffect, useState, type ReactNode } from 'react';
import { CustomerPicker } from '../../../components/customer-picker/CustomerPicker';
import { itDocuments } from '../../../i18n/it-documents';
import { useShell } from '../../../lib/app-start/shell-context';
import { useDocumentCustomersQuery } from '../api/documents-queries';
import styles from '../Documents.module.css';

const t = itDocuments.customer;

export interface CustomerChoice {
  /** The customer whose data the page shows; null while an agent has not chosen one. */
  customerId: string | null;
  /** An agent has not chosen yet: nothing to ask the gateway for. */
  waiting: boolean;
  /** 'Cliente: …' with the 'Cambia cliente' button (agents), and the picker when open. */
  bar: ReactNode;
}

/**
 * Whose documents the page shows (ordering spec §4): a customer sees its own; an agent starts
 * with the customer chosen in the session, opens 'Cambia cliente' for another one, and is asked
 * at once when none is chosen. The gateway checks every id it is sent.
 */
export function useCustomerChoice(): CustomerChoice {
  const { viewer } = useShell();
  const agent = viewer?.kind === 'AGENT';
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(viewer?.customer ?? null);
  const [open, setOpen] = useState(agent && !viewer?.customer);
  const [{ data }] = useDocumentCustomersQuery(!agent);
  const customers = data?.customers ?? [];

  // One customer only: chosen by itself, no picker.
  const only = customers.length === 1 ? customers[0] : undefined;
  useEffect(() => {
    if (!chosen && only) {
      setChosen(only);
      setOpen(false);
    }
  }, [chosen, only]);

  const bar = agent ? (
    <div className={styles.customerBar}>
      {chosen ? (
        <span data-testid="documents-customer">{t.current(chosen.name)}</span>
      ) : (
        <span>{t.chooseHint}</span>
      )}
      {customers.length !== 1 && (
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          {chosen ? t.change : t.choose}
        </button>
      )}
      {open && customers.length > 1 && (
        <CustomerPicker
          customers={customers}
          busy={false}
          onChoose={(c) => {
            setChosen({ id: c.id, name: c.name });
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  ) : null;

  return { customerId: agent ? (chosen?.id ?? null) : null, waiting: agent && !chosen, bar };
}
