import { useState } from 'react';
import { Link } from 'react-router';
import { it } from '../../../i18n/it';
import type { ProductDetail } from '../api/product-query';
import { QuickViewDialog } from '../QuickViewDialog';
import { SafeImage } from './ProductGallery';

const PER_VIEW = 4;

/** 'Prodotti Correlati': products of the same category, four per view, each with a quick view. */
export function RelatedSlider({ products }: { products: ProductDetail['related'] }) {
  const [start, setStart] = useState(0);
  const [quickView, setQuickView] = useState<string | null>(null);
  if (products.length === 0) return null;
  const visible = products.slice(start, start + PER_VIEW);
  return (
    <section className="related" aria-labelledby="related-title">
      <div className="related__head">
        <h2 id="related-title">{it.product.related}</h2>
        <div className="related__nav">
          <button type="button" className="btn" aria-label={it.product.previousSlide} disabled={start === 0} onClick={() => setStart(Math.max(0, start - PER_VIEW))}>‹</button>
          <button type="button" className="btn" aria-label={it.product.nextSlide} disabled={start + PER_VIEW >= products.length} onClick={() => setStart(start + PER_VIEW)}>›</button>
        </div>
      </div>
      <ul className="related__list" aria-live="polite">
        {visible.map((p) => (
          <li key={p.id} className="related__item">
            <Link to={`/product/${encodeURIComponent(p.id)}`}>
              <SafeImage url={p.image?.url} alt={p.image?.alt || p.name} />
              <span className="related__name">{p.name}</span>
              <span className="related__sku">{p.sku}</span>
              {p.price && <span className="related__price">{p.price.price.formatted}</span>}
            </Link>
            <button type="button" className="btn related__quick" onClick={() => setQuickView(p.id)}>
              {it.product.quickView}
              <span className="visually-hidden"> {p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {quickView && <QuickViewDialog productId={quickView} onClose={() => setQuickView(null)} />}
    </section>
  );
}
