import type { CartFieldsFragment } from '../../../gql/graphql';
import styles from '../CartPage.module.css';

/** The free-shipping message as the gateway wrote it; absent when the company sets no threshold. */
export function FreeShippingBanner({ freeShipping }: { freeShipping: CartFieldsFragment['freeShipping'] }) {
  if (!freeShipping) return null;
  return (
    <p
      className={`${styles['free-shipping']} ${freeShipping.reached ? styles['free-shipping--reached'] : ''}`}
      role="status"
      data-testid="free-shipping"
    >
      {freeShipping.message}
    </p>
  );
}
