import type { SessionData } from './session-data.ts';

export function displayName(s: SessionData): string {
  const full = `${s.user.firstName} ${s.user.lastName}`.trim();
  return full || s.user.companyName || s.username;
}

export function isAgent(s: SessionData): boolean {
  return s.user.agentId > 0 && s.user.customerId === 0;
}

/** An agent without a chosen customer must pick one before ordering ('Cambia cliente'). */
export function needsCustomerChoice(s: SessionData): boolean {
  return s.customer === null;
}

export function isOnAllowList(s: SessionData, referenceIds: readonly string[]): boolean {
  return referenceIds.includes(String(s.user.referenceId));
}

/**
 * Which customer the session serves: the one chosen in the session, else the login's own
 * customer; null for an agent who has not chosen one yet. The caller decides what null means
 * (ask to choose, or the ERP's customer 0 = nobody in particular).
 */
export function servedCustomerId(s: SessionData): number | null {
  return s.customer?.id ?? (s.user.customerId > 0 ? s.user.customerId : null);
}
