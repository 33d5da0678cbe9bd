import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { itCheckout } from '../../../i18n/it-checkout';
import { useAddressSuggestionsQuery, type AddressSuggestion } from '../api/address-suggestions-query';
import type { CheckoutFormValues } from '../checkout-form';
import styles from '../Checkout.module.css';

const t = itCheckout;
const MIN_LENGTH = 3;
const DEBOUNCE_MS = 300;

/** The text once the user has stopped typing for a moment, so that each key is not a request. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The delivery address with suggestions from the gateway (a geocoding service or the ERP's
 * localities): arrow keys move, Enter takes one and fills locality, province and postcode.
 */
export function AddressSuggestField({ locked }: { locked: boolean }) {
  const id = useId();
  const { register, watch, setValue } = useFormContext<CheckoutFormValues>();
  const text = watch('delivery.address');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const settled = useDebounced(open && !locked ? text : '', DEBOUNCE_MS);
  const [{ data }] = useAddressSuggestionsQuery(settled, MIN_LENGTH);
  const suggestions =
    open && !locked && settled.trim().length >= MIN_LENGTH ? (data?.addressSuggestions ?? []) : [];
  const activeIndex = Math.min(active, Math.max(suggestions.length - 1, 0));
  const field = register('delivery.address');

  const choose = (s: AddressSuggestion) => {
    const options = { shouldDirty: true };
    // A locality completes the street the user is typing; only a real address replaces it.
    if (s.kind === 'ADDRESS') setValue('delivery.address', s.line, options);
    if (s.locality) setValue('delivery.locality', s.locality, options);
    if (s.province) setValue('delivery.province', s.province, options);
    if (s.postcode) setValue('delivery.postcode', s.postcode, options);
    if (s.country) setValue('delivery.country', s.country, options);
    setOpen(false);
  };

  return (
    <div className={`field ${styles['checkout-address']}`}>
      <label htmlFor={id}>{t.fields.address}</label>
      <input
        id={id}
        className="input"
        autoComplete="off"
        readOnly={locked}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={suggestions.length > 0 ? `${id}-option-${activeIndex}` : undefined}
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          setOpen(true);
          setActive(0);
        }}
        onBlur={(event) => {
          void field.onBlur(event);
          setOpen(false);
        }}
        onKeyDown={(event) => {
          if (suggestions.length === 0) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive(Math.min(activeIndex + 1, suggestions.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive(Math.max(activeIndex - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const chosen = suggestions[activeIndex];
            if (chosen) choose(chosen);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {suggestions.length > 0 && (
        <ul id={`${id}-list`} role="listbox" aria-label={t.suggestions} className={styles['checkout-address__list']}>
          {suggestions.map((s, index) => (
            <li
              key={`${s.line}-${s.postcode ?? ''}-${index}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={index === activeIndex ? 'is-active' : undefined}
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(s);
              }}
            >
              <span>{s.line}</span>
              <span className="muted">{[s.postcode, s.locality, s.province].filter(Boolean).join(' ')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
