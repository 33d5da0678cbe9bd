import { ShopLink } from '../../../components/ShopLink';
import { itWishlist } from '../../../i18n/it-wishlist';
import { itCart } from '../../../i18n/it-cart';
import { paths, productPath } from '../../../lib/paths';
import { useWishlist } from '../use-wishlist';
import styles from '../../../components/HeaderPreview.module.css';

const PREVIEW_ITEMS = 4;
const w = itWishlist;

/** The open wishlist preview: the first items and the link to /wishlist (see WishlistPreview). */
export function WishlistPreviewPanel({ close }: { close(): void }) {
  const { wishlist } = useWishlist();
  const items = wishlist?.items ?? [];
  const hidden = items.length - PREVIEW_ITEMS;

  return (
    <div className={styles['header-preview__panel']} aria-label={w.preview}>
      {items.length === 0 ? (
        <p className={styles['header-preview__empty']}>{w.empty}</p>
      ) : (
        <ul className={styles['header-preview__list']}>
          {items.slice(0, PREVIEW_ITEMS).map((item) => (
            <li key={item.id} className={styles['header-preview__line']}>
              <ShopLink to={productPath(item.id)} onClick={close}>
                {item.name}
              </ShopLink>
              <span className={styles['header-preview__detail']}>{item.sku}</span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className={styles['header-preview__more']}>{itCart.more(hidden)}</p>}
      <div className={styles['header-preview__actions']}>
        <ShopLink to={paths.wishlist} className="btn btn--block" onClick={close}>
          {w.view}
        </ShopLink>
      </div>
    </div>
  );
}
