import type { ListingProduct } from './ProductCard';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products }: { products: readonly ListingProduct[] }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
