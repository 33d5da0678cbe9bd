import { describe, expectTypeOf, it } from 'vitest';
import type { CheckoutCartModel } from '../checkout/checkout-cart-model.ts';
import type { CheckoutCart } from './generated/resolvers.ts';

// codegen.ts maps the schema's CheckoutCart to the shop's model, and a mapped type's fields are
// served as they are without the generator comparing them: the type checker does it here
// (npm run typecheck). `quotes` has its resolver; the customer's sites are SiteModel, mapped too.
describe('the checkout page model', () => {
  it("fits the schema's CheckoutCart, field for field", () => {
    expectTypeOf<Omit<CheckoutCartModel, 'pricing' | 'customer'>>().toExtend<Omit<CheckoutCart, 'quotes' | 'customer'>>();
    expectTypeOf<keyof Omit<CheckoutCartModel, 'pricing'>>().toEqualTypeOf<Exclude<keyof CheckoutCart, '__typename' | 'quotes'>>();
  });
});
