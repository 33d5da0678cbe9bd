// Who may download which price list (ordering-and-backoffice.md §6): a customer gets the list of
// its own list id, at its own net prices; an agent whose id is not 90 chooses among all lists or
// one of its customers; agent 90 and everyone else get the 'campana' list.

/** The agent id that, like users who are neither customer nor agent, sees only the 'campana' list. */
export const CAMPANA_AGENT_ID = 90;

export type PriceListRole = 'OWN_CUSTOMER' | 'AGENT_CHOICE' | 'CAMPANA';

export interface PriceListViewer {
  customerId: number;
  agentId: number;
}

export function priceListRole(viewer: PriceListViewer): PriceListRole {
  if (viewer.customerId > 0) return 'OWN_CUSTOMER';
  if (viewer.agentId > 0 && viewer.agentId !== CAMPANA_AGENT_ID) return 'AGENT_CHOICE';
  return 'CAMPANA';
}

/** What the file is priced for: one customer (its net prices) or one list (its discounts only). */
export type PriceListSubject = { kind: 'CUSTOMER'; customerId: number } | { kind: 'LIST'; listId: number };

export interface PriceListRequest {
  customerId?: number | null;
  listId?: number | null;
}

export interface PriceListKnowledge {
  /** Every list id the company has. */
  listIds: readonly number[];
  /** The list flagged 'campana', if the company has one. */
  campanaListId: number | null;
  /** The customers an agent may act for (empty for others). */
  agentCustomerIds: readonly number[];
  /** The customer's own list id (customers only). */
  ownListId?: number | null;
  /** The customer the session currently serves: an agent who names nothing gets its prices. */
  currentCustomerId?: number | null;
}

export type PriceListDecision =
  | { ok: true; subject: PriceListSubject }
  | { ok: false; reason: 'FORBIDDEN' | 'NOT_FOUND' | 'CHOICE_REQUIRED' };

const given = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/** Whether the viewer may have the requested list, and priced for whom. */
export function decidePriceList(
  viewer: PriceListViewer,
  request: PriceListRequest,
  known: PriceListKnowledge,
): PriceListDecision {
  const role = priceListRole(viewer);
  if (role === 'OWN_CUSTOMER') {
    if (given(request.customerId) && request.customerId !== viewer.customerId) return { ok: false, reason: 'FORBIDDEN' };
    if (given(request.listId) && request.listId !== known.ownListId) return { ok: false, reason: 'FORBIDDEN' };
    return { ok: true, subject: { kind: 'CUSTOMER', customerId: viewer.customerId } };
  }
  if (role === 'AGENT_CHOICE') {
    if (given(request.customerId) && given(request.listId)) return { ok: false, reason: 'CHOICE_REQUIRED' };
    if (given(request.customerId)) {
      return known.agentCustomerIds.includes(request.customerId)
        ? { ok: true, subject: { kind: 'CUSTOMER', customerId: request.customerId } }
        : { ok: false, reason: 'FORBIDDEN' };
    }
    if (given(request.listId)) {
      return known.listIds.includes(request.listId)
        ? { ok: true, subject: { kind: 'LIST', listId: request.listId } }
        : { ok: false, reason: 'NOT_FOUND' };
    }
    // One current customer drives every page: the price list follows it unless asked otherwise.
    if (given(known.currentCustomerId) && known.agentCustomerIds.includes(known.currentCustomerId)) {
      return { ok: true, subject: { kind: 'CUSTOMER', customerId: known.currentCustomerId } };
    }
    return { ok: false, reason: 'CHOICE_REQUIRED' };
  }
  if (given(request.customerId)) return { ok: false, reason: 'FORBIDDEN' };
  if (given(request.listId) && request.listId !== known.campanaListId) return { ok: false, reason: 'FORBIDDEN' };
  if (known.campanaListId === null) return { ok: false, reason: 'NOT_FOUND' };
  return { ok: true, subject: { kind: 'LIST', listId: known.campanaListId } };
}
