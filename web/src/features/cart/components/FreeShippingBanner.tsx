import type { CartFieldsFragment } from '../../../gql/graphql';

/** The free-shipping message as the gateway wrote it; absent when the company sets no threshold. */
export function FreeShippingBanner({ freeShipping }: { freeShipping: CartFieldsFragment['freeShipping'] }) {
  if (!freeShipping) return null;
  return (
    <p
      className={`free-shipping ${freeShipping.reached ? 'free-shipping--reached' : ''}`}
      role="status"
      data-testid="free-shipping"
    >
      {freeShipping.message}
    </p>
  );
}
