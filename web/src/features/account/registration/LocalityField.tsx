import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { itAccount } from '../../../i18n/it-account';
import { useLocalityOptions, type LocalityOption } from './api/registration-mutation';
import styles from './RegistrationForm.module.css';

const t = itAccount.registration;

interface LocalityFieldProps {
  id: string;
  label: string;
  value: LocalityOption | null;
  onChange(value: LocalityOption | null): void;
  error?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}

const labelOf = (l: LocalityOption) => `${l.name} (${l.province}) ${l.postcode}`;

/**
 * A combobox over the ERP's localities: typing offers them, arrows and Enter choose, Escape
 * closes. Postcode and province are shown read-only, filled from the chosen locality.
 */
export function LocalityField({ id, label, value, onChange, error, inputRef }: LocalityFieldProps) {
  const listId = useId();
  const [text, setText] = useState(value ? value.name : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [{ data, fetching }] = useLocalityOptions(open ? text : '');
  const options = open && text.trim().length >= 2 ? (data?.registrationLocalities ?? []) : [];

  useEffect(() => setActive(0), [text]);

  const choose = (option: LocalityOption) => {
    onChange(option);
    setText(option.name);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.locality}>
      <div className={`field ${styles.localityInput}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={inputRef}
          className="input"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={options.length ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
        <ul id={listId} role="listbox" className={styles.options} hidden={options.length === 0} aria-label={label}>
          {options.map((o, i) => (
            <li
              key={`${o.name}-${o.postcode}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? styles.activeOption : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              {labelOf(o)}
            </li>
          ))}
        </ul>
        <p id={`${id}-hint`} className="form__hint">
          {open && !fetching && text.trim().length >= 2 && data && options.length === 0 ? t.noLocality : t.localityHint}
        </p>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-postcode`}>{t.postcode}</label>
        <input id={`${id}-postcode`} className="input" readOnly value={value?.postcode ?? ''} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-province`}>{t.province}</label>
        <input id={`${id}-province`} className="input" readOnly maxLength={3} value={value?.province ?? ''} />
      </div>
    </div>
  );
}
