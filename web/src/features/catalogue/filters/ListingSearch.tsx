import { useEffect, useState, type FormEvent } from 'react';
import { it } from '../../../i18n/it';
import styles from '../Listing.module.css';

/** 'Cerca qui': searches sku, name and alternative codes on Enter or on the button (spec §5). */
export function ListingSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles['listing-search']} role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        placeholder={it.catalogue.searchHere}
        aria-label={it.catalogue.searchHere}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn">{it.catalogue.searchButton}</button>
    </form>
  );
}
