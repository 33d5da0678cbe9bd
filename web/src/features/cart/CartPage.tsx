import { Link } from 'react-router';
import { it } from '../../i18n/it';
import { paths } from '../../lib/paths';
import { CartLineRow } from './components/CartLineRow';
import { FreeShippingBanner } from './components/FreeShippingBanner';
import { useCart } from './use-cart';
import { useCartActions } from './use-cart-actions';
import './cart.css';

const c = it.cart;

/** /cart (customer or agent): the lines, the total, free shipping and the way to the order. */
export function CartPage() {
  const { cart, fetching, error, refetch } = useCart();
  const { clear, fetching: clearing } = useCartActions();

  let content;
  if (!cart && fetching) {
    content = <p className="cart-page__status" role="status">{c.loading}</p>;
  } else if (!cart) {
    content = (
      <div className="cart-page__status" role="alert">
        <p>{error ? c.loadFailed : c.loading}</p>
        <button type="button" className="btn" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {it.app.retry}
        </button>
      </div>
    );
  } else if (cart.lines.length === 0) {
    content = (
      <div className="cart-empty">
        <p className="cart-empty__text">{c.empty}</p>
        <Link to={paths.shop} className="btn btn--primary">
          {c.continueShopping}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="cart-page__body">
        <ul className="cart-lines" aria-label={c.title}>
          {cart.lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
        <aside className="cart-summary" aria-label={c.total}>
          <FreeShippingBanner freeShipping={cart.freeShipping} />
          <p className="cart-summary__count">
            {c.lines(cart.lineCount)} · {c.pieces(cart.itemCount)}
          </p>
          {cart.total && (
            <p className="cart-summary__total">
              <span>{c.total}</span>
              <strong data-testid="cart-total">{cart.total.formatted}</strong>
            </p>
          )}
          <Link to={paths.precheckout} className="btn btn--primary btn--block">
            {c.checkout}
          </Link>
          <Link to={paths.shop} className="btn btn--block">
            {c.continueShopping}
          </Link>
          <button type="button" className="btn btn--block cart-summary__clear" disabled={clearing} onClick={() => void clear()}>
            {c.clear}
          </button>
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
