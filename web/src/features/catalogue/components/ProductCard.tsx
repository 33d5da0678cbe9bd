import { it } from '../../../i18n/it';
import { itBuying } from '../../../i18n/it-buying';
import type { ProductsQuery } from '../../../gql/graphql';
import { ProductImage } from '../../../components/ProductImage';
import { ProductPrice } from '../../../components/price/ProductPrice';
import { CompareButton, WishlistToggle } from '../../../lib/shop-slots';
import styles from '../Listing.module.css';
import { productPath } from '../../../lib/paths';

export type ListingProduct = ProductsQuery['products']['items'][number];

/**
 * A listing card: first image, the gateway's 'Esaurito' hint, name, sku, price, wishlist heart
 * and the quick-view action. Its two links to the product are plain anchors, followed by the grid
 * (ProductGrid): a ShopLink reads the address (useHref), so every card's links were drawn again for each
 * search or filter, twice (with the last page while the answer was awaited, then with the new one).
 */
export function ProductCard({ product, onQuickView, priority = false }: { product: ListingProduct; onQuickView?: () => void; priority?: boolean }) {
  const href = productPath(product.id);
  return (
    <article className={styles['product-card']} data-testid="product-card">
      <a href={href} className={styles['product-card__media']} tabIndex={-1} aria-hidden="true">
        <ProductImage url={product.image?.url} alt={product.image?.alt || product.name} priority={priority} />
        {product.promoBadge && <span className={`${styles.badge} ${styles['badge--promo']}`}>{it.catalogue.promo}</span>}
      </a>
      {product.soldOut && (
        <p className={styles['product-card__sold-out']} data-testid="sold-out">
          {itBuying.soldOut}
        </p>
      )}
      <div className={styles['product-card__body']}>
        <h2 className="product-card__name">
          <a href={href}>{product.name}</a>
        </h2>
        <p className={styles['product-card__sku']}>
          <span className="visually-hidden">{it.catalogue.sku}: </span>
          {product.sku}
        </p>
        <ProductPrice price={product.price} size="card" />
        <div className={styles['product-card__actions']}>
          {onQuickView && (
            <button type="button" className={`btn ${styles['product-card__quick']}`} onClick={onQuickView}>
              {it.catalogue.quickView}
              <span className="visually-hidden"> {product.name}</span>
            </button>
          )}
          <WishlistToggle productId={product.id} />
          <CompareButton productId={product.id} />
        </div>
      </div>
    </article>
  );
}
