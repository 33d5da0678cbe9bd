import { Link } from 'react-router';
import { it } from '../../../i18n/it';
import type { ProductsQuery } from '../../../gql/graphql';
import { ProductImage } from './ProductImage';
import { PriceTag } from './PriceTag';
import { WishlistToggle } from '../../wishlist/WishlistToggle';

export type ListingProduct = ProductsQuery['products']['items'][number];

export function ProductCard({ product }: { product: ListingProduct }) {
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
        <WishlistToggle productId={product.id} />
      </div>
    </article>
  );
}
