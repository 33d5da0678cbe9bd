import type { ReactNode } from 'react';
import { ShopLink } from '../../../components/ShopLink';

/** A link the administrator wrote: inside the shop through the router, elsewhere in a new tab. */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) return <ShopLink to={to} className={className}>{children}</ShopLink>;
  if (/^https?:\/\//i.test(to))
    return <a href={to} className={className} target="_blank" rel="noopener noreferrer">{children}</a>;
  return <span className={className}>{children}</span>;
}
