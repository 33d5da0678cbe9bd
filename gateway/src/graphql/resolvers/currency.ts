import type { Resolvers } from '../generated/resolvers.ts';
import { currencyOptions, displayAmount, setDisplayCurrency } from '../../currency/display-currency.ts';

export const currencyResolvers: Resolvers = {
  Query: {
    currencies: (_p, _a, ctx) => currencyOptions(ctx),
  },
  Mutation: {
    displayCurrencySet: (_p, { input }, ctx) => ({ currency: setDisplayCurrency(ctx, input.currency), userErrors: [] }),
  },
  Money: {
    display: (money, _a, ctx) => displayAmount(ctx, money),
  },
};
