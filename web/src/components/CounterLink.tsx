import type { ReactNode } from 'react';
import { ShopLink } from './ShopLink';
import { it } from '../i18n/it';
import './CounterLink.css';

interface CounterLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  testId?: string;
}

/** An icon link with a badge (wishlist, cart); the count comes from the caller's query. */
export function CounterLink({ to, label, count, icon, testId }: CounterLinkProps) {
  return (
    <ShopLink
      to={to}
      className="counter-link"
      aria-label={it.header.counterLabel(label, count)}
      data-testid={testId}
    >
      {icon}
      <span className="counter-link__badge" aria-hidden="true">
        {count}
      </span>
    </ShopLink>
  );
}
