import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useNavigate, type To } from 'react-router';
import { isPlainClick } from '../lib/plain-click';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry of the history; by default only a link to the page shown does. */
  replace?: boolean;
  /** Given to the page opened (the router's location state). */
  state?: unknown;
}

/**
 * A link to a page of the shop: an anchor with the page's address, which the router follows in
 * the page on a plain click (lib/plain-click; with a key held or the middle button the browser
 * opens a tab). React Router's `Link` does the same and also carries the framework mode's
 * prefetching, masks and view transitions, none of which the shop uses: 2.5 KB gzipped of every
 * first load (bench/README.md, "React Router without what the shop does not use").
 */
export function ShopLink({ to, replace, state, onClick, target, ...anchor }: ShopLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event.nativeEvent, { target: target ?? '' })) return;
    event.preventDefault();
    // As React Router's Link: a link to the page shown does not add an entry to the history.
    const shown = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? href === shown, state });
  };
  return <a {...anchor} href={href} target={target} onClick={follow} />;
}
