import { servedCustomerId } from '../session/viewer.ts';
import { requireActiveSession } from '../context/active-session.ts';
import type { RequestContext } from '../context/request-context.ts';
import { ServiceError } from '../context/service-error.ts';
import { toPricingContext, viewerSeesPrices } from '../catalogue/product-price.ts';
import {
  decidePriceList,
  priceListRole,
  type PriceListRequest,
  type PriceListRole,
  type PriceListSubject,
} from '../domain/price-list-access.ts';
import type { PricingContext } from '../domain/pricing.ts';
import type { SessionData } from '../session/session-data.ts';
import type { PriceListModel } from '../erp/price-list-models.ts';
import type { CustomerModel } from '../erp/models.ts';

/** What one download is: priced for whom, titled how, named how. */
export interface PriceListPlan {
  subject: PriceListSubject;
  /** 'Listino — Esposito Forniture S.n.c.' or the list's own name. */
  title: string;
  /** File name without extension, ASCII only (Content-Disposition). */
  fileStem: string;
  /** null: this viewer sees no prices (company 4 without showPrice), so the file has no price column. */
  pricing: PricingContext | null;
}

/** The choices of the price-list page: which lists and customers this viewer may ask for. */
export interface PriceListOptions {
  role: PriceListRole;
  lists: PriceListModel[];
  customers: Array<Pick<CustomerModel, 'id' | 'name'>>;
  showsPrices: boolean;
}

const LISTS = Symbol('price-lists');
const CUSTOMERS = Symbol('agent-customers');

const credentialsOf = (s: SessionData) => ({ username: s.username, password: s.password });

function listsOf(ctx: RequestContext, session: SessionData): Promise<PriceListModel[]> {
  return ctx.memo.once(LISTS, async () => {
    const reply = await ctx.tenant.erp.pricelists.lists(credentialsOf(session));
    if (!reply.ok) throw new ServiceError('UNAUTHENTICATED');
    return reply.value;
  });
}

function agentCustomersOf(ctx: RequestContext, session: SessionData): Promise<CustomerModel[]> {
  return ctx.memo.once(CUSTOMERS, () => ctx.tenant.erp.account.customersOf(credentialsOf(session)));
}

/** Prices as the listing shows them to this login: none for company 4 without showPrice. */
function showsPrices(ctx: RequestContext, session: SessionData): boolean {
  return viewerSeesPrices(ctx, session);
}

const viewerOf = (s: SessionData) => ({ customerId: s.user.customerId, agentId: s.user.agentId });

export async function priceListOptions(ctx: RequestContext): Promise<PriceListOptions> {
  const session = requireActiveSession(ctx);
  const role = priceListRole(viewerOf(session));
  const lists = await listsOf(ctx, session);
  const own = role === 'OWN_CUSTOMER';
  const customers = role === 'AGENT_CHOICE' ? await agentCustomersOf(ctx, session) : [];
  return {
    role,
    lists: role === 'AGENT_CHOICE' ? lists : lists.filter((l) => (own ? false : l.campana)),
    customers: customers.map((c) => ({ id: c.id, name: c.name })),
    showsPrices: showsPrices(ctx, session),
  };
}

function slug(text: string): string {
  const ascii = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ascii.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'listino';
}

function today(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
}

/**
 * Decides the download the viewer asked for (roles of §6), or refuses: UNAUTHENTICATED when
 * logged out, FORBIDDEN for a customer or list the viewer may not have, NOT_FOUND for a list that
 * does not exist, BAD_USER_INPUT when an agent did not choose.
 */
export async function planPriceList(ctx: RequestContext, request: PriceListRequest): Promise<PriceListPlan> {
  const session = requireActiveSession(ctx);
  const viewer = viewerOf(session);
  const role = priceListRole(viewer);
  const lists = await listsOf(ctx, session);
  const current = servedCustomerId(session);
  const customerWanted = Boolean(request.customerId) || (!request.listId && current !== null);
  const customers = role === 'AGENT_CHOICE' && customerWanted ? await agentCustomersOf(ctx, session) : [];
  const ownData = role === 'OWN_CUSTOMER' ? await ctx.tenant.pricing.get(session, viewer.customerId) : null;
  const decision = decidePriceList(viewer, request, {
    listIds: lists.map((l) => l.id),
    campanaListId: lists.find((l) => l.campana)?.id ?? null,
    agentCustomerIds: customers.map((c) => c.id),
    ownListId: ownData?.personal?.listId ?? null,
    currentCustomerId: current,
  });
  if (!decision.ok) {
    if (decision.reason === 'CHOICE_REQUIRED') throw new ServiceError('BAD_USER_INPUT', 'Scegli un listino o un cliente');
    throw new ServiceError(decision.reason);
  }
  const { subject } = decision;
  const prices = showsPrices(ctx, session);
  const rules = ctx.tenant.profile.rules;
  const date = today();
  if (subject.kind === 'CUSTOMER') {
    const name =
      role === 'OWN_CUSTOMER'
        ? session.customer?.name || session.user.companyName
        : (customers.find((c) => c.id === subject.customerId)?.name ?? String(subject.customerId));
    const data = ownData ?? (await ctx.tenant.pricing.get(session, subject.customerId));
    return {
      subject,
      title: `Listino — ${name}`,
      fileStem: `listino-${slug(name)}-${date}`,
      pricing: prices ? toPricingContext(rules, data) : null,
    };
  }
  const list = lists.find((l) => l.id === subject.listId)!;
  // A list carries its own discounts only: no customer's conditions or last prices.
  const base = await ctx.tenant.pricing.get(session, 0);
  const data = {
    personal: { priceListType: list.priceListType, s1: list.s1, s2: list.s2, listId: list.id },
    conditions: [],
    lastPrices: [],
    itemsNoSco: base.itemsNoSco,
  };
  return {
    subject,
    title: list.name,
    fileStem: `${slug(list.name)}-${date}`,
    pricing: prices ? toPricingContext(rules, data) : null,
  };
}
