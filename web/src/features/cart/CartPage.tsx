import { useState } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itCart } from '../../i18n/it-cart';
import { paths } from '../../lib/paths';
import { CartLineRow } from './components/CartLineRow';
import { PriceText } from '../../components/price/PriceText';
import { FreeShippingBanner } from './components/FreeShippingBanner';
import { ClearCartDialog } from './components/ClearCartDialog';
import { useCart } from './use-cart';
import { useCartActions } from './use-cart-actions';
import styles from './CartPage.module.css';
import { usePageTitle } from '../../lib/use-page-title';
import { useOffline } from '../../lib/use-offline';
import { itOffline } from '../../i18n/it-offline';

const c = itCart;

/** /cart (customer or agent): the lines, the total, free shipping and the way to the order. */
export function CartPage() {
  usePageTitle(it.pages.cart);
  const { cart, fetching, error, refetch } = useCart();
  const { clear, fetching: clearing } = useCartActions();
  const [askingToClear, setAskingToClear] = useState(false);
  const offline = useOffline();

  let content;
  if (!cart && fetching) {
    content = <p className={styles['cart-page__status']} role="status">{c.loading}</p>;
  } else if (!cart) {
    content = (
      <div className={styles['cart-page__status']} role="alert">
        <p>{error ? c.loadFailed : c.loading}</p>
        <button type="button" className="btn" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {it.app.retry}
        </button>
      </div>
    );
  } else if (cart.lines.length === 0) {
    content = (
      <div className={styles['cart-empty']}>
        <p className={styles['cart-empty__text']}>{c.empty}</p>
        <ShopLink to={paths.shop} className="btn btn--primary">
          {it.cart.continueShopping}
        </ShopLink>
      </div>
    );
  } else {
    content = (
      <div className={styles['cart-page__body']}>
        <ul className={styles['cart-lines']} aria-label={c.title}>
          {cart.lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
        <aside className={styles['cart-summary']} aria-label={c.total}>
          <FreeShippingBanner freeShipping={cart.freeShipping} />
          <p className={styles['cart-summary__count']}>
            {c.lines(cart.lineCount)} · {c.pieces(cart.itemCount)}
          </p>
          {cart.total && (
            <p className={styles['cart-summary__total']}>
              <span>{c.total}</span>
              <strong data-testid="cart-total"><PriceText money={cart.total} /></strong>
            </p>
          )}
          {offline ? (
            // With no network the order is completed on the order book, with the saved sites and modes.
            <ShopLink to={paths.offline} className="btn btn--primary btn--block">
              {itOffline.completeOffline}
            </ShopLink>
          ) : (
            <ShopLink to={paths.precheckout} className="btn btn--primary btn--block">
              {c.checkout}
            </ShopLink>
          )}
          <ShopLink to={paths.shop} className="btn btn--block">
            {it.cart.continueShopping}
          </ShopLink>
          <button type="button" className={`btn btn--block ${styles['cart-summary__clear']}`} disabled={clearing} onClick={() => setAskingToClear(true)}>
            {c.clear}
          </button>
          {askingToClear && (
            <ClearCartDialog
              lineCount={cart.lineCount}
              onAnswer={(yes) => {
                setAskingToClear(false);
                if (yes) void clear();
              }}
            />
          )}
        </aside>
      </div>
    );
  }

  return (
    <div className="page container cart-page">
      <h1 className="page-title">{c.title}</h1>
      {content}
    </div>
  );
}
