import { it } from '../../../i18n/it';
import type { ListingQuery } from '../listing-query';
import styles from '../Listing.module.css';

/** Company 1's SCHOOL and OUTLET toggles (OUTLET shows only promo sizes, as the gateway filters). */
export function TagToggles({ query, onChange }: { query: ListingQuery; onChange: (change: (q: ListingQuery) => ListingQuery) => void }) {
  return (
    <div className={styles['tag-toggles']} role="group" aria-label={it.catalogue.specialSelections}>
      <button type="button" className={`btn ${styles['tag-toggle']}`} aria-pressed={query.school} onClick={() => onChange((q) => ({ ...q, school: !q.school }))}>
        {it.catalogue.school}
      </button>
      <button type="button" className={`btn ${styles['tag-toggle']}`} aria-pressed={query.outlet} onClick={() => onChange((q) => ({ ...q, outlet: !q.outlet }))}>
        {it.catalogue.outlet}
      </button>
    </div>
  );
}
