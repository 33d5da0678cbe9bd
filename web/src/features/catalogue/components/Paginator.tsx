import { useLocation } from 'react-router';
import { ShopLink } from '../../../components/ShopLink';
import { it } from '../../../i18n/it';
import styles from '../Listing.module.css';

/** Neighbours shown on each side of the current page (spec §5: 2 on the shop). */
const NEIGHBOURS = 2;

function hrefFor(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page links that keep the other query parameters; hidden when there is one page only. */
export function Paginator({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - NEIGHBOURS);
  const last = Math.min(pageCount, page + NEIGHBOURS);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);

  return (
    <nav className={styles.paginator} aria-label={it.catalogue.pagination}>
      {page > 1 && (
        <ShopLink className={styles.paginator__link} to={hrefFor(pathname, search, page - 1)} rel="prev">
          {it.catalogue.previous}
        </ShopLink>
      )}
      {pages.map((n) => (
        <ShopLink
          key={n}
          className={`${styles.paginator__link} ${n === page ? 'is-current' : ''}`}
          to={hrefFor(pathname, search, n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={it.catalogue.pageOf(n, pageCount)}
        >
          {n}
        </ShopLink>
      ))}
      {page < pageCount && (
        <ShopLink className={styles.paginator__link} to={hrefFor(pathname, search, page + 1)} rel="next">
          {it.catalogue.next}
        </ShopLink>
      )}
    </nav>
  );
}
