import { Link } from 'react-router';
import { Dropdown } from '../../../components/Dropdown';
import { HeartIcon } from '../../../components/icons';
import { it } from '../../../i18n/it';
import { paths } from '../../../lib/paths';
import { HeaderCounter } from '../../../components/HeaderCounter';
import { useWishlist } from '../use-wishlist';
import styles from '../../../components/HeaderPreview.module.css';

const PREVIEW_ITEMS = 4;
const w = it.wishlist;

/** The header's wishlist: count, a preview of the items and the link to /wishlist. */
export function WishlistPreview() {
  const { wishlist } = useWishlist();
  const count = wishlist?.count ?? 0;
  const items = wishlist?.items ?? [];
  const hidden = items.length - PREVIEW_ITEMS;

  return (
    <Dropdown
      className={styles['header-preview']}
      align="end"
      ariaLabel={it.header.counterLabel(it.header.wishlist, count)}
      label={<HeaderCounter icon={<HeartIcon />} count={count} testId="wishlist-count" />}
    >
      {(close) => (
        <div className={styles['header-preview__panel']} aria-label={w.preview}>
          {items.length === 0 ? (
            <p className={styles['header-preview__empty']}>{w.empty}</p>
          ) : (
            <ul className={styles['header-preview__list']}>
              {items.slice(0, PREVIEW_ITEMS).map((item) => (
                <li key={item.id} className={styles['header-preview__line']}>
                  <Link to={`/product/${encodeURIComponent(item.id)}`} onClick={close}>
                    {item.name}
                  </Link>
                  <span className={styles['header-preview__detail']}>{item.sku}</span>
                </li>
              ))}
            </ul>
          )}
          {hidden > 0 && <p className={styles['header-preview__more']}>{it.cart.more(hidden)}</p>}
          <div className={styles['header-preview__actions']}>
            <Link to={paths.wishlist} className="btn btn--block" onClick={close}>
              {w.view}
            </Link>
          </div>
        </div>
      )}
    </Dropdown>
  );
}
