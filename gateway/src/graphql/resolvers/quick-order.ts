import type { Resolvers, UserErrorCode } from '../generated/resolvers.ts';
import { userError } from '../../context/user-error.ts';
import { requireSession } from '../guards.ts';
import { presentCart } from '../../cart/cart-view.ts';
import { addQuickOrder, previewQuickOrder } from '../../quick-order/quick-order-service.ts';

const asUserError = <P extends { code: string; message: string } | null>(p: P) => (p ? userError(p.code, p.message) : null);

export const quickOrderResolvers: Resolvers = {
  Mutation: {
    quickOrderPreview: async (_p, { input }, ctx) => {
      requireSession(ctx);
      const { rows, refusal } = await previewQuickOrder(ctx, input.text);
      return {
        rows: rows.map((r) => ({ ...r, problem: asUserError(r.problem) })),
        validCount: rows.filter((r) => r.problem === null).length,
        userErrors: refusal ? [{ code: refusal.code, message: refusal.message, field: ['text'] }] : [],
      };
    },
    quickOrderAdd: async (_p, { input }, ctx) => {
      requireSession(ctx);
      const result = await addQuickOrder(ctx, input.rows);
      return {
        cart: await presentCart(ctx, result.cart),
        rows: result.rows.map((r) => ({ ...r, problem: asUserError(r.problem) })),
        addedQuantity: result.addedQuantity,
        addedLines: result.addedLines,
        userErrors: result.userErrors.map((e) => ({ ...e, code: e.code as UserErrorCode })),
      };
    },
  },
};
