import { ShopLink } from '../../../components/ShopLink';
import { ProductImage } from '../../../components/ProductImage';
import { ProductPrice } from '../../../components/price/ProductPrice';
import type { HomeProductData } from '../api/home-page';
import styles from '../HomePage.module.css';
import { productPath } from '../../../lib/paths';

/** A product shown on the home, priced by the gateway for this viewer. */
export function HomeProductCard({ product }: { product: HomeProductData }) {
  return (
    <article className={styles.product} data-testid="home-product">
      <ShopLink to={productPath(product.id)} className={styles.productLink}>
        <div className={styles.productImage}>
          <ProductImage url={product.image?.url} alt={product.image?.alt ?? product.name} />
        </div>
        <h3 className={styles.productName}>{product.name}</h3>
      </ShopLink>
      <ProductPrice price={product.price ?? null} />
    </article>
  );
}
