import { lazy, Suspense } from 'react';
import { Dropdown } from '../../../components/Dropdown';
import { HeartIcon } from '../../../components/icons';
import { it } from '../../../i18n/it';
import { HeaderCounter } from '../../../components/HeaderCounter';
import { useWishlist } from '../use-wishlist';
import styles from '../../../components/HeaderPreview.module.css';

// Not needed to paint a page: the panel's code is fetched when the preview is first opened.
const WishlistPreviewPanel = lazy(() =>
  import('./WishlistPreviewPanel').then((m) => ({ default: m.WishlistPreviewPanel })),
);

/** The header's wishlist: the count, and a dropdown preview of the items (WishlistPreviewPanel). */
export function WishlistPreview() {
  const { wishlist } = useWishlist();
  const count = wishlist?.count ?? 0;

  return (
    <Dropdown
      className={styles['header-preview']}
      align="end"
      ariaLabel={it.header.counterLabel(it.header.wishlist, count)}
      label={<HeaderCounter icon={<HeartIcon />} count={count} testId="wishlist-count" />}
      deferPanel
    >
      {(close) => (
        <Suspense fallback={null}>
          <WishlistPreviewPanel close={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
