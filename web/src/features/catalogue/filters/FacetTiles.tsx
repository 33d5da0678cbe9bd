import { useRef, useState, type KeyboardEvent } from 'react';
import { it } from '../../../i18n/it';
import { itBuying } from '../../../i18n/it-buying';
import type { FacetValue } from '../api/products-query';
import type { FacetKey } from '../listing-query';
import styles from '../Listing.module.css';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Tile cards of one dimension (category, subcategory, brand or tag), each with its product count.
 * The tiles are one stop of the tab order (arrow keys move between them, Home and End jump), so
 * that a keyboard reaches the products after one tile, not after every one of them.
 */
export function FacetTiles({ dimension, values, onPick }: { dimension: FacetKey; values: readonly FacetValue[]; onPick: (value: string) => void }) {
  const [current, setCurrent] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const offered = values.filter((v) => v.count > 0);
  if (offered.length < 2) return null;
  const active = Math.min(current, offered.length - 1);
  const onKeyDown = (e: KeyboardEvent) => {
    const last = offered.length - 1;
    const step = STEP[e.key];
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? last : step === undefined ? null : Math.max(0, Math.min(last, active + step));
    if (next === null) return;
    e.preventDefault();
    setCurrent(next);
    list.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <section className="tiles" aria-labelledby="tiles-title">
      <h2 id="tiles-title" className={styles.tiles__title}>{it.catalogue.facetTitles[dimension]}</h2>
      <ul ref={list} className={styles.tiles__list} onKeyDown={onKeyDown} aria-describedby="tiles-hint">
        {offered.map((v, i) => (
          <li key={v.value}>
            <button
              type="button"
              className={styles.tile}
              data-testid="facet-tile"
              tabIndex={i === active ? 0 : -1}
              onFocus={() => setCurrent(i)}
              onClick={() => onPick(v.value)}
            >
              <span className="tile__name">{v.value}</span>
              <span className={styles.tile__count}>{it.catalogue.results(v.count)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p id="tiles-hint" className="visually-hidden">{itBuying.tilesHint}</p>
    </section>
  );
}
