import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { it } from '../../i18n/it';
import { itProduct } from '../../i18n/it-product';
import { useShell } from '../../lib/app-start/shell-context';
import { WishlistToggle } from '../../lib/shop-slots';
import { useProductDetail } from './api/product-query';
import { AvailabilityTable } from './components/AvailabilityTable';
import { ProductGallery } from './components/ProductGallery';
import { ProductPrice } from '../../components/price/ProductPrice';
import { ProductPurchase } from './components/ProductPurchase';
import styles from './Product.module.css';
import { productPath } from '../../lib/paths';

/**
 * The cards' quick view: a native modal dialog (the page behind is inert, so focus stays inside;
 * Escape closes it) with the product page's gallery, pickers, stepper and availability table.
 */
export function QuickViewDialog({ productId, outlet = false, onClose }: { productId: string; outlet?: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { viewer } = useShell();
  const { data, fetching, error } = useProductDetail(productId, outlet);
  const [colour, setColour] = useState(0);

  useEffect(() => {
    const node = dialog.current;
    // No close on cleanup: closing fires 'close', which would report a dismissal that never
    // happened; an unmounted dialog stops being modal anyway.
    if (node && !node.open) node.showModal();
  }, []);

  const product = data?.product;
  const variationImages = product?.variations[colour]?.images ?? [];
  const images = variationImages.length > 0 ? variationImages : (product?.images ?? []);

  return (
    <dialog
      ref={dialog}
      className={styles['quick-view']}
      aria-labelledby="quick-view-title"
      data-testid="quick-view"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
    >
      <div className={styles['quick-view__body']}>
        <button type="button" className={`${styles['quick-view__close']} icon-button`} aria-label={itProduct.close} onClick={() => dialog.current?.close()}>
          ×
        </button>
        {!product ? (
          <p id="quick-view-title" role="status">
            {fetching ? itProduct.loading : error ? it.catalogue.loadFailed : itProduct.notFound}
          </p>
        ) : (
          <div className={styles['quick-view__grid']}>
            <ProductGallery images={images} name={product.name} />
            <div>
              <div className={styles['product-page__title-row']}>
                <h2 id="quick-view-title">{product.name}</h2>
                <WishlistToggle productId={product.id} />
              </div>
              <ProductPrice price={product.price} />
              {/* In the listing's quick view a colour change resets the quantity to 0 (spec §4). */}
              <ProductPurchase product={product} quantityAfterColour={0} onColourChange={setColour} />
              {product.variations.length > 0 && (
                <AvailabilityTable variations={product.variations} showCart={viewer !== null} collapsible={false} />
              )}
              {product.shortDescription && <p>{product.shortDescription}</p>}
              <ShopLink to={productPath(product.id)} onClick={() => dialog.current?.close()}>{itProduct.details}</ShopLink>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
