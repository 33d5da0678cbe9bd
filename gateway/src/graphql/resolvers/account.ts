import type { Resolvers, UserError } from '../generated/resolvers.ts';
import { userError } from '../../context/user-error.ts';
import type { SessionData } from '../../session/session-data.ts';
import { displayName, isAgent, needsCustomerChoice } from '../../session/viewer.ts';
import { capabilitiesOf } from '../../admin/admin-guard.ts';
import type { CustomerModel, LoginUser } from '../../erp/models.ts';
import { GatewayError } from '../errors.ts';
import { requireSession } from '../guards.ts';
import { LOGIN_MESSAGES } from '../../domain/messages.ts';
import { keepLoginLists } from '../../cart/login-copy.ts';
import { viewerSeesPrices } from '../../catalogue/product-price.ts';
import { endSession, startSession } from '../../session/session-lifecycle.ts';
import { customersOf } from '../../session/customers-of.ts';

const invalid = userError;

/** The customer a login settles on: its own for a customer, the only one for an agent. */
export function pickCustomer(user: LoginUser, customers: CustomerModel[]): CustomerModel | null {
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
      const all = await customersOf(ctx, s);
      const needle = (search ?? '').trim().toLowerCase();
      if (!needle) return all;
      return all.filter((c) => String(c.id).includes(needle) || c.name.toLowerCase().includes(needle));
    },
  },
  Mutation: {
    login: async (_p, { input }, ctx) => {
      const username = input.username.trim();
      const tenantId = ctx.tenant.profile.id;
      // Every attempt per address (one client trying many accounts) ...
      const byAddress = await ctx.stores.limits.hit('login-address', `${tenantId}:${ctx.request.ip}`);
      if (!byAddress.allowed) throw new GatewayError('TOO_MANY_REQUESTS');
      const password = input.password;
      const missing: UserError[] = [];
      if (!username) missing.push(invalid('REQUIRED', LOGIN_MESSAGES.required, 'username'));
      if (!password) missing.push(invalid('REQUIRED', LOGIN_MESSAGES.required, 'password'));
      if (missing.length) return { viewer: null, customers: [], userErrors: missing };

      // ... and wrong passwords per username, without a lock-out strangers could trigger.
      const guess = await ctx.stores.loginThrottle.attempt(tenantId, username, ctx.request.ip);
      if (!guess.allowed) throw new GatewayError('TOO_MANY_REQUESTS');
      let outcome: Awaited<ReturnType<typeof ctx.tenant.erp.account.login>>;
      try {
        outcome = await ctx.tenant.erp.account.login({ username, password });
      } catch (err) {
        await guess.settle('unchecked');
        throw err;
      }
      await guess.settle(outcome.ok ? 'right' : 'wrong');
      if (!outcome.ok) {
        return { viewer: null, customers: [], userErrors: [invalid('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials)] };
      }
      const user = outcome.value;
      const customers = await customersOf(ctx, { username, password });
      const chosen = pickCustomer(user, customers);
      const data = await startSession(ctx, {
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
      });
      await keepLoginLists(ctx, data, user);
      return { viewer: data, customers: chosen ? [] : customers, userErrors: [] };
    },
    logout: async (_p, _a, ctx) => {
      await endSession(ctx);
      return { redirectTo: ctx.tenant.profile.features.logoutPath };
    },
    customerSelect: async (_p, { input }, ctx) => {
      const s = requireSession(ctx);
      const customers = await customersOf(ctx, s);
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
      const all = await customersOf(ctx, s);
      const c = s.customer;
      return all.find((x) => x.id === c.id) ?? { ...c, sites: [] };
    },
    needsCustomerChoice: (s) => needsCustomerChoice(s),
    canChangeCustomer: (s) => s.customerCount > 1,
    showPrices: (s, _a, ctx) => viewerSeesPrices(ctx, s),
    showPromo: (s) => s.user.showPromo,
    // The one admin rule (admin/admin-guard.ts) decides these flags too.
    isBannerAdmin: (s, _a, ctx) => capabilitiesOf(ctx, s).editBanners,
    isPickupAdmin: (s, _a, ctx) => capabilitiesOf(ctx, s).administerPickups,
    sessionExpiresAt: (s, _a, ctx) => s.loginAt + ctx.settings.sessionTtlMs,
  },
  Customer: {
    id: (c) => String(c.id),
    referenceId: (c) => String(c.referenceId),
  },
  Site: {
    id: (s) => String(s.id),
  },
};
