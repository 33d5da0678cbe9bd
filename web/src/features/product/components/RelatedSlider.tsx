import { useState } from 'react';
import { ShopLink } from '../../../components/ShopLink';
import { itProduct } from '../../../i18n/it-product';
import type { ProductDetail } from '../api/product-query';
import { QuickViewDialog } from '../QuickViewDialog';
import { SafeImage } from './ProductGallery';
import { PriceText } from '../../../components/price/PriceText';
import styles from '../Product.module.css';
import { productPath } from '../../../lib/paths';

const PER_VIEW = 4;

/** 'Prodotti Correlati': products of the same category, four per view, each with a quick view. */
export function RelatedSlider({ products }: { products: ProductDetail['related'] }) {
  const [start, setStart] = useState(0);
  const [quickView, setQuickView] = useState<string | null>(null);
  if (products.length === 0) return null;
  const visible = products.slice(start, start + PER_VIEW);
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <div className={styles.related__head}>
        <h2 id="related-title">{itProduct.related}</h2>
        <div className={styles.related__nav}>
          <button type="button" className="btn" aria-label={itProduct.previousSlide} disabled={start === 0} onClick={() => setStart(Math.max(0, start - PER_VIEW))}>‹</button>
          <button type="button" className="btn" aria-label={itProduct.nextSlide} disabled={start + PER_VIEW >= products.length} onClick={() => setStart(start + PER_VIEW)}>›</button>
        </div>
      </div>
      <ul className={styles.related__list} aria-live="polite">
        {visible.map((p) => (
          <li key={p.id} className={styles.related__item}>
            <ShopLink to={productPath(p.id)}>
              <SafeImage url={p.image?.url} alt={p.image?.alt || p.name} />
              <span className={styles.related__name}>{p.name}</span>
              <span className={styles.related__sku}>{p.sku}</span>
              {p.price && <span className={styles.related__price}><PriceText money={p.price.price} /></span>}
            </ShopLink>
            <button type="button" className={`btn ${styles.related__quick}`} onClick={() => setQuickView(p.id)}>
              {itProduct.quickView}
              <span className="visually-hidden"> {p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {quickView && <QuickViewDialog productId={quickView} onClose={() => setQuickView(null)} />}
    </section>
  );
}
