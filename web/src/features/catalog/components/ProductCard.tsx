import { Link } from 'react-router';
import { it } from '../../../i18n/it';
import type { ProductsQuery } from '../../../gql/graphql';
import { ProductImage } from './ProductImage';
import { PriceTag } from './PriceTag';
import { WishlistToggle } from '../../wishlist/WishlistToggle';

export type ListingProduct = ProductsQuery['products']['items'][number];

/** A listing card: first image, name, sku, price, wishlist heart and the quick-view action. */
export function ProductCard({ product, onQuickView }: { product: ListingProduct; onQuickView?: () => void }) {
  const href = `/product/${encodeURIComponent(product.id)}`;
  return (
    <article className="product-card" data-testid="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage url={product.image?.url} alt={product.image?.alt || product.name} />
        {product.promoBadge && <span className="badge badge--promo">{it.catalog.promo}</span>}
      </Link>
      <div className="product-card__body">
        <h2 className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </h2>
        <p className="product-card__sku">
          <span className="visually-hidden">{it.catalog.sku}: </span>
          {product.sku}
        </p>
        <PriceTag price={product.price} />
        <div className="product-card__actions">
          {onQuickView && (
            <button type="button" className="btn product-card__quick" onClick={onQuickView}>
              {it.product.quickView}
              <span className="visually-hidden"> {product.name}</span>
            </button>
          )}
          <WishlistToggle productId={product.id} />
        </div>
      </div>
    </article>
  );
}
