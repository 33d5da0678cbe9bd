import { it } from '../../../i18n/it';
import type { FacetValue } from '../api/products-query';
import styles from '../Listing.module.css';

/**
 * One filter widget: every value with the number of products it would give (counted by the
 * gateway on the other active filters). Checking a value adds it, unchecking removes it. What is
 * checked follows the address at once (`selected`), not the page of results still loading.
 */
export function FacetWidget({
  title,
  values,
  selected,
  onToggle,
}: {
  title: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  if (values.length === 0) return null;
  const anySelected = selected.length > 0;
  return (
    <details className={styles.facet} open={anySelected || values.length <= 12} data-testid="facet-widget">
      <summary className="facet__title">{title}</summary>
      <ul className={styles.facet__list}>
        {values.map((v) => (
          <li key={v.value}>
            <label className={v.count === 0 && !selected.includes(v.value) ? `${styles.facet__option} ${styles['facet__option--empty']}` : styles.facet__option}>
              <input type="checkbox" checked={selected.includes(v.value)} onChange={() => onToggle(v.value)} />
              <span className="facet__value">{v.value}</span>
              <span className="facet__count" aria-label={it.catalogue.results(v.count)}>{v.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
