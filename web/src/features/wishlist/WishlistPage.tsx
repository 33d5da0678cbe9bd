import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itWishlist } from '../../i18n/it-wishlist';
import { paths, productPath } from '../../lib/paths';
import { ProductImage } from '../../components/ProductImage';
import { useWishlist } from './use-wishlist';
import { useWishlistActions } from './use-wishlist-actions';
import { useWishlistClear } from './use-wishlist-clear';
import styles from './WishlistPage.module.css';
import { usePageTitle } from '../../lib/use-page-title';

const w = itWishlist;

/** /wishlist: the saved products with image, name and link, removal one by one or all at once. */
export function WishlistPage() {
  usePageTitle(it.pages.wishlist);
  const { wishlist, fetching, error, refetch, loggedIn } = useWishlist();
  const { remove, fetching: removing } = useWishlistActions();
  const { clear, fetching: clearing } = useWishlistClear();
  const changing = removing || clearing;

  let content;
  if (loggedIn && !wishlist && fetching) {
    content = <p role="status">{w.loading}</p>;
  } else if (loggedIn && !wishlist) {
    content = (
      <div role="alert">
        <p>{error ? w.loadFailed : w.loading}</p>
        <button type="button" className="btn" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {it.app.retry}
        </button>
      </div>
    );
  } else if (!wishlist || wishlist.items.length === 0) {
    // A visitor who is not logged in has no wishlist: the same empty state.
    content = (
      <div className={styles['wishlist-empty']}>
        <p className={styles['wishlist-empty__text']}>{w.empty}</p>
        <ShopLink to={paths.shop} className="btn btn--primary">
          {it.cart.continueShopping}
        </ShopLink>
      </div>
    );
  } else {
    content = (
      <>
        <ul className={styles['wishlist-items']}>
          {wishlist.items.map((item) => {
            const href = productPath(item.id);
            return (
              <li key={item.id} className={styles['wishlist-item']} data-testid="wishlist-item">
                <ShopLink to={href} className={styles['wishlist-item__image']} tabIndex={-1} aria-hidden="true">
                  <ProductImage url={item.image?.url} alt={item.image?.alt || item.name} />
                </ShopLink>
                <div className={styles['wishlist-item__info']}>
                  <ShopLink to={href} className={styles['wishlist-item__name']}>
                    {item.name}
                  </ShopLink>
                  <span className={styles['wishlist-item__sku']}>{item.sku}</span>
                </div>
                <button
                  type="button"
                  className="icon-button wishlist-item__remove"
                  aria-label={it.wishlist.removeItem(item.name)}
                  disabled={changing}
                  onClick={() => void remove(item.id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
        <div className={styles['wishlist-actions']}>
          <ShopLink to={paths.shop} className="btn">
            {it.cart.continueShopping}
          </ShopLink>
          <button type="button" className="btn" disabled={changing} onClick={() => void clear()}>
            {w.clear}
          </button>
        </div>
      </>
    );
  }

  return (
    <div className="page container wishlist-page">
      <h1 className="page-title">{w.title}</h1>
      {content}
    </div>
  );
}
