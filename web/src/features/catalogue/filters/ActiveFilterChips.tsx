import { it } from '../../../i18n/it';
import { FACET_KEYS, type ListingQuery } from '../listing-query';
import styles from '../Listing.module.css';

interface Chip {
  id: string;
  label: string;
  remove: (q: ListingQuery) => ListingQuery;
}

function chipsOf(q: ListingQuery): Chip[] {
  const chips: Chip[] = [];
  for (const key of FACET_KEYS) {
    for (const value of q.values[key]) {
      chips.push({
        id: `${key}:${value}`,
        label: `${it.catalogue.facetTitles[key]}: ${value}`,
        remove: (s) => ({ ...s, values: { ...s.values, [key]: s.values[key].filter((v) => v !== value) } }),
      });
    }
  }
  if (q.name) chips.push({ id: 'name', label: `${it.catalogue.searchChip}: ${q.name}`, remove: (s) => ({ ...s, name: '' }) });
  if (q.promo) chips.push({ id: 'promo', label: it.catalogue.promo, remove: (s) => ({ ...s, promo: false }) });
  if (q.school) chips.push({ id: 'school', label: it.catalogue.school, remove: (s) => ({ ...s, school: false }) });
  if (q.outlet) chips.push({ id: 'outlet', label: it.catalogue.outlet, remove: (s) => ({ ...s, outlet: false }) });
  return chips;
}

/** The active filters as chips; each chip's button removes its filter. */
export function ActiveFilterChips({ query, onChange }: { query: ListingQuery; onChange: (change: (q: ListingQuery) => ListingQuery) => void }) {
  const chips = chipsOf(query);
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={it.catalogue.activeFilters} data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.id} className={styles.chip}>
          <span>{chip.label}</span>
          <button type="button" className={styles.chip__remove} aria-label={it.catalogue.removeFilter(chip.label)} onClick={() => onChange(chip.remove)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
