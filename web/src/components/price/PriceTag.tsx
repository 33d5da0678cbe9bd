import { it } from '../../i18n/it';
import { PriceMarker } from './PriceText';
import styles from './Price.module.css';

interface PriceTagProps {
  price: {
    /** `display`: the indicative amount in the visitor's display currency (null in euro). */
    price: { formatted: string; marker?: string | null; display?: { formatted: string } | null };
    oldPrice?: { formatted: string; marker?: string | null } | null;
    unitLabel?: string | null;
  } | null;
}

/** Shows the gateway's price as it is; nothing at all when prices are hidden for the viewer. */
export function PriceTag({ price }: PriceTagProps) {
  if (!price) return null;
  return (
    <p className={styles.price} data-testid="product-price">
      {price.oldPrice && (
        <del className={styles.price__old}>
          <span className="visually-hidden">{it.catalogue.oldPrice}: </span>
          {price.oldPrice.formatted}
          <PriceMarker marker={price.oldPrice.marker} />
        </del>
      )}
      <span className={styles.price__current}>
        <span className="visually-hidden">{it.catalogue.price}: </span>
        {price.price.formatted}
        <PriceMarker marker={price.price.marker} />
      </span>
      {price.unitLabel && <span className={styles.price__unit}> {price.unitLabel}</span>}
      {price.price.display && <span className="muted" data-testid="price-display"> ≈ {price.price.display.formatted}</span>}
    </p>
  );
}
