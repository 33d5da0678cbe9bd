import { useState } from 'react';
import { useParams } from 'react-router';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itProduct } from '../../i18n/it-product';
import { paths } from '../../lib/paths';
import { useShell } from '../../lib/app-start/shell-context';
import { CompareButton, WishlistToggle } from '../../lib/shop-slots';
import { useProductDetail, type ProductDetail, type TenantFeatures } from './api/product-query';
import { AvailabilityTable } from './components/AvailabilityTable';
import { FileTiles } from './components/FileTiles';
import { PriceSteps } from './components/PriceSteps';
import { ProductGallery } from './components/ProductGallery';
import { ProductPrice } from '../../components/price/ProductPrice';
import { ProductPurchase } from './components/ProductPurchase';
import { QuantityGrid } from './components/QuantityGrid';
import { RelatedSlider } from './components/RelatedSlider';
import { ReviewForm } from './components/ReviewForm';
import { useRestockNotice } from './use-product-actions';
import styles from './Product.module.css';
import { usePageTitle } from '../../lib/use-page-title';

/** '/product/:id': everything the specification lists for the product page. */
export function ProductPage() {
  usePageTitle(it.pages.product);
  const { id = '' } = useParams();
  const { data, fetching, error, reexecute } = useProductDetail(id);

  if (fetching && !data) return <p className="page-status" role="status">{itProduct.loading}</p>;
  if (error && !data) return <p className="page-status" role="alert">{it.catalogue.loadFailed}</p>;
  if (!data?.product) {
    return (
      <section className="page-status" data-testid="product-not-found">
        <h1>{itProduct.notFound}</h1>
        <p>{itProduct.notFoundText}</p>
        <ShopLink className="btn btn--primary" to={paths.shop}>{itProduct.backToShop}</ShopLink>
      </section>
    );
  }
  // Keyed by id so that following a related product starts with a fresh selection.
  return (
    <ProductView
      key={data.product.id}
      product={data.product}
      features={data.tenant.features}
      anonymousGrid={data.tenant.anonymous.grid}
      onReviewAdded={() => reexecute({ requestPolicy: 'network-only' })}
    />
  );
}

function ProductView({
  product,
  features,
  anonymousGrid,
  onReviewAdded,
}: {
  product: ProductDetail;
  features: TenantFeatures;
  anonymousGrid: boolean;
  onReviewAdded: () => void;
}) {
  const { viewer } = useShell();
  const restock = useRestockNotice();
  const [colour, setColour] = useState(0);
  const variationImages = product.variations[colour]?.images ?? [];
  const images = variationImages.length > 0 ? variationImages : product.images;

  return (
    <article className={styles['product-page']}>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ShopLink to={paths.home}>{it.menu.home}</ShopLink> › <ShopLink to={paths.shop}>{it.catalogue.title}</ShopLink> › <span>{product.sku}</span>
      </nav>
      <div className={styles['product-page__top']}>
        <ProductGallery images={images} name={product.name} />
        <div className={styles['product-page__info']}>
          <div className={styles['product-page__title-row']}>
            <h1>{product.sku}</h1>
            <WishlistToggle productId={product.id} />
            <CompareButton productId={product.id} />
          </div>
          <p className={styles['product-page__lead']}>{product.shortDescription || product.name}</p>
          <ProductPrice price={product.price} />
          <PriceSteps steps={product.priceSteps} />
          {features.technicalSheet && product.technicalSheetUrl && (
            <a className="btn" href={product.technicalSheetUrl} target="_blank" rel="noopener noreferrer">{itProduct.technicalSheet}</a>
          )}
          <ProductPurchase product={product} onColourChange={setColour} />
          {product.affiliateLink && (
            <a className="btn btn--primary" href={product.affiliateLink} target="_blank" rel="noopener noreferrer nofollow">{itProduct.buyNow}</a>
          )}
          <dl className={styles['product-page__meta']}>
            {product.tags.length > 0 && (
              <>
                <dt>{itProduct.tags}</dt>
                <dd>{product.tags.join(', ')}</dd>
              </>
            )}
            {(product.category || product.subcategory) && (
              <>
                <dt>{itProduct.categories}</dt>
                <dd>{[product.category, product.subcategory].filter(Boolean).join(', ')}</dd>
              </>
            )}
          </dl>
          {features.availabilityTable && product.variations.length > 0 && (
            <AvailabilityTable variations={product.variations} showCart={viewer !== null} />
          )}
        </div>
      </div>
      {/* A logged-out visitor sees the grid when the company's logged-out grid flag allows it. */}
      {(viewer || anonymousGrid) && product.variations.length > 0 && <QuantityGrid product={product} canOrder={viewer !== null} onNotify={viewer ? (s) => void restock.notify(product.id, s.id) : null} />}
      {(product.descriptionHtml || product.fullDescription) && (
        <section className={styles['product-description']} aria-labelledby="description-title">
          <h2 id="description-title">{itProduct.description}</h2>
          {/* Sanitised by the gateway (DesWeb). */}
          {product.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />}
          {product.fullDescription && <p>{product.fullDescription}</p>}
        </section>
      )}
      <FileTiles files={product.files} />
      <RelatedSlider products={product.related} />
      <ReviewForm productId={product.id} reviews={product.reviews} onAdded={onReviewAdded} />
    </article>
  );
}
