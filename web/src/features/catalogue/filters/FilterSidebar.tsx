import { useEffect, useRef } from 'react';
import { it } from '../../../i18n/it';
import { itBuying } from '../../../i18n/it-buying';
import type { ListingFacets } from '../api/products-query';
import { hasFilters, toggleValue, type FacetKey, type ListingQuery } from '../listing-query';
import { ActiveFilterChips } from './ActiveFilterChips';
import { FACET_FIELD } from './facet-widgets';
import { FacetWidget } from './FacetWidget';
import { ListingSearch } from './ListingSearch';
import styles from '../Listing.module.css';

type Change = (change: (q: ListingQuery) => ListingQuery) => void;

/**
 * The 'Filtri' sidebar: active chips, 'Cerca qui', the company's widgets with their counts and
 * 'Resetta filtri'. On narrow screens it is a drawer, closed until the page's 'Filtri' button
 * opens it, so that the products come first on the page and in the tab order.
 */
export function FilterSidebar({
  query,
  facets,
  widgets,
  open,
  resultCount,
  onChange,
  onReset,
  onClose,
}: {
  query: ListingQuery;
  facets: ListingFacets | null;
  widgets: readonly FacetKey[];
  open: boolean;
  resultCount: number | null;
  onChange: Change;
  onReset: () => void;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      {open && <div className={styles.filters__backdrop} onClick={onClose} aria-hidden="true" />}
      <aside
        id="listing-filters"
        className={open ? `${styles.filters} ${styles['filters--open']}` : styles.filters}
        aria-labelledby="filters-title"
        data-testid="filter-sidebar"
      >
        <div className={styles.filters__head}>
          <h2 id="filters-title" className={styles.filters__title}>{it.catalogue.filters}</h2>
          <button ref={closeRef} type="button" className={`btn ${styles.filters__close}`} aria-label={itBuying.closeFilters} onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.filters__panel}>
          <ActiveFilterChips query={query} onChange={onChange} />
          <ListingSearch value={query.name} onSearch={(name) => onChange((q) => ({ ...q, name }))} />
          {facets &&
            widgets.map((key) => (
              <FacetWidget
                key={key}
                title={it.catalogue.facetTitles[key]}
                values={facets[FACET_FIELD[key]]}
                selected={query.values[key]}
                onToggle={(value) => onChange((q) => toggleValue(q, key, value))}
              />
            ))}
          <button type="button" className="btn btn--block" disabled={!hasFilters(query)} onClick={onReset}>
            {it.catalogue.resetFilters}
          </button>
          {resultCount !== null && (
            <button type="button" className={`btn btn--primary btn--block ${styles.filters__done}`} onClick={onClose}>
              {itBuying.showResults(resultCount)}
            </button>
          )}
        </div>
      </aside>
    </>
  );
}
