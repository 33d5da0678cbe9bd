import { useState } from 'react';
import { it } from '../../../i18n/it';
import type { FacetValue } from '../api/products-query';
import styles from '../Listing.module.css';

/** A list of more values than this starts closed, unless one of them is checked. */
const OPEN_UP_TO = 12;

/**
 * One filter widget: every value with the number of products it would give (counted by the
 * gateway on the other active filters). Checking a value adds it, unchecking removes it. What is
 * checked follows the address at once (`selected`), not the page of results still loading.
 *
 * A list that starts closed draws its values when first opened: the listing's two long lists
 * (subcategories and colours, 40 values) were 202 of its 1,616 elements, drawn on every page and
 * every search though nobody sees them. The summary's click (mouse, or Enter and Space on it)
 * draws them in the same frame as it opens; the details' toggle event is queued as a task after
 * it has opened, so a frame may show it open and empty. (With the toggle event the page once stopped responding
 * after a category was ticked, e2e 'Resetta filtri': that was urql's useQuery re-rendering the
 * listing without end, patches/urql+5.0.4.patch. With the patch, that test passes either way.)
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
  const [opened, setOpened] = useState(false);
  if (values.length === 0) return null;
  const open = selected.length > 0 || values.length <= OPEN_UP_TO;
  return (
    <details className={styles.facet} open={open} data-testid="facet-widget">
      <summary className="facet__title" onClick={() => setOpened(true)}>
        {title}
      </summary>
      {(open || opened) && (
        <ul className={styles.facet__list}>
          {values.map((v) => (
            <li key={v.value}>
              <label
                className={
                  v.count === 0 && !selected.includes(v.value)
                    ? `${styles.facet__option} ${styles['facet__option--empty']}`
                    : styles.facet__option
                }
              >
                <input
                  type="checkbox"
                  checked={selected.includes(v.value)}
                  onChange={() => onToggle(v.value)}
                />
                <span className="facet__value">{v.value}</span>
                {/* The count's words for screen readers as text, not an aria-label on a span
                    (not read on an element without a role, and an attribute set again for every
                    value at every answer). */}
                <span className="facet__count">
                  {v.count}
                  <span className="visually-hidden">{it.catalogue.resultsAfterCount(v.count)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
