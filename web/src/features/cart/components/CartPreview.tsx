import { lazy, Suspense } from 'react';
import { Dropdown } from '../../../components/Dropdown';
import { CartIcon } from '../../../components/icons';
import { it } from '../../../i18n/it';
import { useCart } from '../use-cart';
import { HeaderCounter } from '../../../components/HeaderCounter';
import styles from '../../../components/HeaderPreview.module.css';

// Not needed to paint a page: the panel's code is fetched when the preview is first opened.
const CartPreviewPanel = lazy(() => import('./CartPreviewPanel').then((m) => ({ default: m.CartPreviewPanel })));

/** The header's cart: the count, and a dropdown preview of the lines (CartPreviewPanel). */
export function CartPreview() {
  const { cart } = useCart();
  const count = cart?.lineCount ?? 0;

  return (
    <Dropdown
      className={styles['header-preview']}
      align="end"
      ariaLabel={it.header.counterLabel(it.header.cart, count)}
      label={<HeaderCounter icon={<CartIcon />} count={count} testId="cart-count" />}
      deferPanel
    >
      {(close) => (
        <Suspense fallback={null}>
          <CartPreviewPanel close={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
