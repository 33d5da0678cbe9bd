import { useId, useState } from 'react';
import { itProduct } from '../../../i18n/it-product';
import { useShell } from '../../../lib/app-start/shell-context';
import { useAddToCart } from '../../../lib/shop-slots';
import type { ProductDetail } from '../api/product-query';
import { useRestockNotice } from '../use-product-actions';
import { ColourSwatches } from './ColourSwatches';
import { QuantityStepper } from './QuantityStepper';
import { SizeRadios } from './SizeRadios';
import styles from '../Product.module.css';

const firstAvailable = (sizes: ProductDetail['variations'][number]['sizes']) =>
  (sizes.find((s) => !s.unavailable) ?? sizes[0])?.id ?? null;

/**
 * Colour, size, quantity and 'Aggiungi al carrello', shared by the product page and the quick
 * view. Selecting a colour resets the size to its first one and the quantity to
 * `quantityAfterColour`; selecting a size resets the quantity to 1 (spec §4 Selection).
 */
export function ProductPurchase({
  product,
  quantityAfterColour = 1,
  onColourChange,
}: {
  product: ProductDetail;
  quantityAfterColour?: number;
  onColourChange?: (index: number) => void;
}) {
  const { viewer } = useShell();
  const groupName = useId();
  const { addLines, fetching } = useAddToCart();
  const restock = useRestockNotice();
  const [colour, setColour] = useState(0);
  const variation = product.variations[colour];
  const [sizeId, setSizeId] = useState<string | null>(() => (variation ? firstAvailable(variation.sizes) : null));
  const [quantity, setQuantity] = useState(1);

  const size = variation?.sizes.find((s) => s.id === sizeId) ?? null;
  const hasVariations = product.variations.length > 0;
  const max = hasVariations ? (size && !size.unavailable ? size.maxQuantity : 0) : product.maxQuantity;
  const stock = hasVariations ? size?.stock : product.stock;

  const selectColour = (index: number) => {
    setColour(index);
    setSizeId(product.variations[index]?.sizes[0]?.id ?? null);
    setQuantity(quantityAfterColour);
    onColourChange?.(index);
  };
  const selectSize = (id: string) => {
    setSizeId(id);
    setQuantity(1);
  };
  const add = () =>
    void addLines([{ productId: product.id, articleId: hasVariations ? (size?.id ?? null) : null, quantity }], 'single');

  return (
    <div className="purchase">
      {hasVariations && variation && (
        <>
          <ColourSwatches variations={product.variations} selected={colour} onSelect={selectColour} name={`${groupName}-colour`} />
          <SizeRadios
            sizes={variation.sizes}
            selectedId={sizeId}
            onSelect={selectSize}
            name={`${groupName}-size`}
            colour={variation.name}
            onNotify={viewer ? (s) => void restock.notify(product.id, s.id) : null}
          />
          {size && (
            <p className={styles.availability} data-testid="size-availability">
              <span className={size.availability === 'NONE' ? styles['availability--none'] : ''}>{size.availabilityText}</span>
              {size.arrivalsText && <span className={styles.availability__arrivals}> · {size.arrivalsText}</span>}
            </p>
          )}
        </>
      )}
      {!hasVariations && (
        <p className={styles.availability} data-testid="product-availability">{product.availabilityText}</p>
      )}
      {viewer && (
        <div className={styles.purchase__actions}>
          <QuantityStepper value={Math.min(quantity, Math.max(max, 0))} max={max} onChange={setQuantity} />
          <button type="button" className="btn btn--primary" disabled={fetching || max < 1 || quantity < 1} onClick={add}>
            {stock === 0 && max < 1 ? itProduct.outOfStock : itProduct.addToCart}
          </button>
        </div>
      )}
    </div>
  );
}
