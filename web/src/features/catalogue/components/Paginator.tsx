import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { ShopLink } from '../../../components/ShopLink';
import { it } from '../../../i18n/it';
import { openListingAnswered } from '../../../lib/listing-prefetch';
import { isPlainClick } from '../../../lib/plain-click';
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

/**
 * Offline, another page opens with the device's answer in hand (openListingAnswered), drawn in
 * the render that opens it; online, and for the page shown, the link follows itself (ShopLink).
 */
function useOpenAnswered() {
  const client = useClient();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    if (navigator.onLine || link.hasAttribute('aria-current') || !isPlainClick(event.nativeEvent, link)) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? link.href;
    openListingAnswered(client, href, () => void navigate(href));
  };
}

/** Page links that keep the other query parameters; hidden when there is one page only. */
export function Paginator({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  const openAnswered = useOpenAnswered();
  if (pageCount <= 1) return null;
  const first = Math.max(1, page - NEIGHBOURS);
  const last = Math.min(pageCount, page + NEIGHBOURS);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);

  return (
    <nav className={styles.paginator} aria-label={it.catalogue.pagination}>
      {page > 1 && (
        <ShopLink className={styles.paginator__link} to={hrefFor(pathname, search, page - 1)} rel="prev" onClick={openAnswered}>
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
          onClick={openAnswered}
        >
          {n}
        </ShopLink>
      ))}
      {page < pageCount && (
        <ShopLink className={styles.paginator__link} to={hrefFor(pathname, search, page + 1)} rel="next" onClick={openAnswered}>
          {it.catalogue.next}
        </ShopLink>
      )}
    </nav>
  );
}
