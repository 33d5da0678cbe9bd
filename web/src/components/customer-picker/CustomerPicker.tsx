import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ModalDialog } from '../ModalDialog';
import { itLogin } from '../../i18n/it-account-login';
import type { PickableCustomer } from './customer-picker-store';
import styles from './CustomerPicker.module.css';

interface CustomerPickerProps {
  customers: PickableCustomer[];
  busy: boolean;
  onChoose(customer: PickableCustomer): void;
  onClose(): void;
}

function matches(customer: PickableCustomer, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [customer.id, customer.referenceId, customer.name].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/**
 * 'Scegli il cliente': a modal list filtered by code or name. The search box drives the list
 * (arrow keys move, Enter chooses), and every row is a button for mouse and touch users.
 */
export function CustomerPicker({ customers, busy, onChoose, onClose }: CustomerPickerProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const titleId = useId();
  const listId = useId();

  const visible = useMemo(
    () => customers.filter((customer) => matches(customer, search)),
    [customers, search],
  );
  const activeIndex = Math.min(active, Math.max(visible.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    // The dialog opened first and focused its first button (close); the search box is where
    // the work starts. (A parent's effect runs after its children's, the dialog's among them.)
    searchRef.current?.focus();
  }, []);

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (customer: PickableCustomer | undefined) => {
    if (customer && !busy) onChoose(customer);
  };

  return (
    <ModalDialog className={`modal ${styles['customer-picker']}`} aria-labelledby={titleId} onClose={onClose}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {itLogin.pickerTitle}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={itLogin.pickerClose}>
          ×
        </button>
      </div>
      <input
        type="search"
        className={`input ${styles['customer-picker__search']}`}
        placeholder={itLogin.pickerSearch}
        aria-label={itLogin.pickerSearch}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={visible.length > 0 ? optionId(activeIndex) : undefined}
        ref={searchRef}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive(Math.min(activeIndex + 1, visible.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive(Math.max(activeIndex - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            choose(visible[activeIndex]);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={itLogin.pickerTitle}
        className={styles['customer-picker__list']}
        aria-busy={busy}
      >
        {visible.map((customer, index) => (
          <li
            key={customer.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={`${styles['customer-picker__option']} ${index === activeIndex ? 'is-active' : ''}`}
            onClick={() => choose(customer)}
            onMouseEnter={() => setActive(index)}
            data-testid="customer-option"
          >
            <span className="customer-picker__code">{customer.id}</span>
            <span className="customer-picker__name">{customer.name}</span>
          </li>
        ))}
        {visible.length === 0 && <li className={styles['customer-picker__empty']}>{itLogin.pickerEmpty}</li>}
      </ul>
    </ModalDialog>
  );
}
