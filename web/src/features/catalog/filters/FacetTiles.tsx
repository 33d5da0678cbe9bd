import { it } from '../../../i18n/it';
import type { FacetValue } from '../api/products-query';
import type { FacetKey } from '../listing-query';

/** Tile cards of one dimension (category, subcategory, brand or tag), each with its product count. */
export function FacetTiles({ dimension, values, onPick }: { dimension: FacetKey; values: readonly FacetValue[]; onPick: (value: string) => void }) {
  const offered = values.filter((v) => v.count > 0);
  if (offered.length < 2) return null;
  return (
    <section className="tiles" aria-labelledby="tiles-title">
      <h2 id="tiles-title" className="tiles__title">{it.catalog.facetTitles[dimension]}</h2>
      <ul className="tiles__list">
        {offered.map((v) => (
          <li key={v.value}>
            <button type="button" className="tile" data-testid="facet-tile" onClick={() => onPick(v.value)}>
              <span className="tile__name">{v.value}</span>
              <span className="tile__count">{it.catalog.results(v.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
