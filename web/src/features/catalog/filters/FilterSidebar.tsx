import { useState } from 'react';
import { it } from '../../../i18n/it';
import type { ListingFacets } from '../api/products-query';
import { hasFilters, toggleValue, type FacetKey, type ListingQuery } from '../listing-query';
import { ActiveFilterChips } from './ActiveFilterChips';
import { FACET_FIELD } from './facet-widgets';
import { FacetWidget } from './FacetWidget';
import { ListingSearch } from './ListingSearch';

type Change = (change: (q: ListingQuery) => ListingQuery) => void;

/**
 * The 'Filtri' sidebar: active chips, 'Cerca qui', the company's widgets with their counts and
 * 'Resetta filtri'. On narrow screens it folds behind a button.
 */
export function FilterSidebar({
  query,
  facets,
  widgets,
  onChange,
  onReset,
}: {
  query: ListingQuery;
  facets: ListingFacets | null;
  widgets: readonly FacetKey[];
  onChange: Change;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <aside className={open ? 'filters filters--open' : 'filters'} aria-labelledby="filters-title" data-testid="filter-sidebar">
      <div className="filters__head">
        <h2 id="filters-title" className="filters__title">{it.catalog.filters}</h2>
        <button type="button" className="btn filters__fold" aria-expanded={open} aria-controls="filters-panel" onClick={() => setOpen(!open)}>
          {open ? it.catalog.hideFilters : it.catalog.showFilters}
        </button>
      </div>
      <div className="filters__panel" id="filters-panel">
        <ActiveFilterChips query={query} onChange={onChange} />
        <ListingSearch value={query.name} onSearch={(name) => onChange((q) => ({ ...q, name }))} />
        {facets &&
          widgets.map((key) => (
            <FacetWidget
              key={key}
              title={it.catalog.facetTitles[key]}
              values={facets[FACET_FIELD[key]]}
              selected={query.values[key]}
              onToggle={(value) => onChange((q) => toggleValue(q, key, value))}
            />
          ))}
        <button type="button" className="btn btn--block" disabled={!hasFilters(query)} onClick={onReset}>
          {it.catalog.resetFilters}
        </button>
      </div>
    </aside>
  );
}
