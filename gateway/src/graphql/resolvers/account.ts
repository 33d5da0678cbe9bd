import type { Resolvers, UserError, UserErrorCode } from '../generated/resolvers.ts';
import type { SessionData } from '../../session/session-data.ts';
import { displayName, isAgent, isOnAllowList, needsCustomerChoice } from '../../session/viewer.ts';
import type { UpstreamCustomer, UpstreamUser } from '../../upstream/types.ts';
import { GatewayError } from '../errors.ts';
import { requireSession } from '../guards.ts';
import { LOGIN_MESSAGES } from '../../domain/messages.ts';
import { keepLoginLists } from '../../cart/login-copy.ts';

const invalid = (code: UserErrorCode, message: string, field?: string): UserError => ({
  code,
  message,
  field: field ? ['input', field] : null,
});

/** The customer a login settles on: its own for a customer, the only one for an agent. */
export function pickCustomer(user: UpstreamUser, customers: UpstreamCustomer[]): UpstreamCustomer | null {
  if (user.customerId > 0) {
    return (
      customers.find((c) => c.id === user.customerId) ?? {
        id: user.customerId,
        name: user.companyName,
        referenceId: user.referenceId,
        sites: [],
      }
    );
  }
  return customers.length === 1 ? (customers[0] ?? null) : null;
}

export const accountResolvers: Resolvers = {
  Query: {
    session: (_p, _a, ctx) => {
      const state = ctx.session.state();
      return { status: state.status, viewer: state.status === 'ACTIVE' ? state.data : null };
    },
    me: (_p, _a, ctx) => ctx.session.active(),
    customers: async (_p, { search }, ctx) => {
      const s = requireSession(ctx);
      const all = await ctx.tenant.api.customersOf(s);
      const needle = (search ?? '').trim().toLowerCase();
      if (!needle) return all;
      return all.filter((c) => String(c.id).includes(needle) || c.name.toLowerCase().includes(needle));
    },
  },
  Mutation: {
    login: async (_p, { input }, ctx) => {
      const key = `${ctx.tenant.profile.id}:${ctx.request.ip}`;
      if (!ctx.services.loginLimiter.take(key)) throw new GatewayError('TOO_MANY_REQUESTS');
      const username = input.username.trim();
      const password = input.password;
      const missing: UserError[] = [];
      if (!username) missing.push(invalid('REQUIRED', LOGIN_MESSAGES.required, 'username'));
      if (!password) missing.push(invalid('REQUIRED', LOGIN_MESSAGES.required, 'password'));
      if (missing.length) return { viewer: null, customers: [], userErrors: missing };

      const outcome = await ctx.tenant.api.login({ username, password });
      if (!outcome.ok) {
        return { viewer: null, customers: [], userErrors: [invalid('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials)] };
      }
      const user = outcome.user;
      const customers = await ctx.tenant.api.customersOf({ username, password });
      const chosen = pickCustomer(user, customers);
      const data: SessionData = {
        v: 1,
        tenant: ctx.tenant.profile.id,
        username,
        password,
        loginAt: Date.now(),
        remember: input.remember ?? false,
        user: {
          customerId: user.customerId,
          agentId: user.agentId,
          referenceId: user.referenceId,
          companyName: user.companyName,
          firstName: user.firstName,
          lastName: user.lastName,
          showPrice: user.showPrice,
          showPromo: user.showPromo,
          priceListType: user.priceListType,
          s1: user.s1,
          s2: user.s2,
        },
        customer: chosen ? { id: chosen.id, name: chosen.name, referenceId: chosen.referenceId } : null,
        customerCount: customers.length,
        recommended: user.recommendedIds.slice(0, 200),
      };
      ctx.session.save(data);
      await keepLoginLists(ctx, data, user);
      return { viewer: data, customers: chosen ? [] : customers, userErrors: [] };
    },
    logout: (_p, _a, ctx) => {
      ctx.session.clear();
      return { redirectTo: ctx.tenant.profile.features.logoutPath };
    },
    selectCustomer: async (_p, { input }, ctx) => {
      const s = requireSession(ctx);
      const customers = await ctx.tenant.api.customersOf(s);
      const chosen = customers.find((c) => String(c.id) === input.customerId);
      if (!chosen) {
        return { viewer: s, userErrors: [invalid('UNKNOWN_CUSTOMER', LOGIN_MESSAGES.unknownCustomer, 'customerId')] };
      }
      const data: SessionData = { ...s, customer: { id: chosen.id, name: chosen.name, referenceId: chosen.referenceId } };
      ctx.session.save(data);
      return { viewer: data, userErrors: [] };
    },
  },
  Viewer: {
    username: (s) => s.username,
    kind: (s) => (isAgent(s) ? 'AGENT' : 'CUSTOMER'),
    displayName: (s) => displayName(s),
    companyName: (s) => s.user.companyName,
    customer: async (s, _a, ctx) => {
      if (!s.customer) return null;
      const all = await ctx.tenant.api.customersOf(s);
      const c = s.customer;
      return all.find((x) => x.id === c.id) ?? { ...c, sites: [] };
    },
    needsCustomerChoice: (s) => needsCustomerChoice(s),
    showPrices: (s, _a, ctx) => !ctx.tenant.profile.rules.pricesRequireShowPrice || s.user.showPrice,
    showPromo: (s) => s.user.showPromo,
    isBannerAdmin: (s, _a, ctx) => isOnAllowList(s, ctx.services.env.ADMIN_BANNER_REF_IDS),
    isPickupAdmin: (s, _a, ctx) =>
      String(s.user.customerId) === ctx.services.env.ADMIN_PICKUP_CUSTOMER_ID &&
      isOnAllowList(s, ctx.services.env.ADMIN_PICKUP_REF_IDS),
    sessionExpiresAt: (s, _a, ctx) => s.loginAt + ctx.services.env.SESSION_TTL_MS,
  },
  Customer: {
    id: (c) => String(c.id),
    referenceId: (c) => String(c.referenceId),
  },
  Site: {
    id: (s) => String(s.id),
  },
};
