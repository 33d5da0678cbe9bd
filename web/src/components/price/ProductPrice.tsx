import { it } from '../../i18n/it';
import { PriceMarker } from './PriceText';
import styles from './Price.module.css';

interface ProductPriceProps {
  price: {
    /** `display`: the indicative amount in the visitor's display currency (null in euro). */
    price: { formatted: string; marker?: string | null; display?: { formatted: string } | null };
    oldPrice?: { formatted: string; marker?: string | null } | null;
    unitLabel?: string | null;
  } | null;
}

/** Price with the struck old price when the gateway sends one; nothing when prices are hidden. */
export function ProductPrice({ price }: ProductPriceProps) {
  if (!price) return null;
  return (
    <p className={styles['product-price']} data-testid="product-price">
      <span className={styles['product-price__now']}>
        <span className="visually-hidden">{it.catalogue.price}: </span>
        {price.price.formatted}
        <PriceMarker marker={price.price.marker} />
        {price.unitLabel && <small> / {price.unitLabel}</small>}
      </span>
      {price.price.display && <span className="muted" data-testid="price-display">≈ {price.price.display.formatted}</span>}
      {price.oldPrice && (
        <s className={styles['product-price__old']}>
          <span className="visually-hidden">{it.catalogue.oldPrice}: </span>
          {price.oldPrice.formatted}
          <PriceMarker marker={price.oldPrice.marker} />
        </s>
      )}
    </p>
  );
}
