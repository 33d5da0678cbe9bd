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
  /**
   * `card`: the listing's cards, the struck old price first and the unit apart; `page` (the
   * product page, its quick view, the home's cards): the price large, the old price after it.
   */
  size?: 'card' | 'page';
}

/** A product's price as the gateway sent it, with the struck old price; nothing when prices are hidden. */
export function ProductPrice({ price, size = 'page' }: ProductPriceProps) {
  if (!price) return null;
  const card = size === 'card';
  const old = price.oldPrice && (
    <s className={styles['product-price__old']}>
      <span className="visually-hidden">{it.catalogue.oldPrice}: </span>
      {price.oldPrice.formatted}
      <PriceMarker marker={price.oldPrice.marker} />
    </s>
  );
  const unit = price.unitLabel && (
    <small className={styles['product-price__unit']}>
      {card ? ' ' : ' / '}
      {price.unitLabel}
    </small>
  );
  return (
    <p className={`${styles['product-price']} ${styles[`product-price--${size}`]}`} data-testid="product-price">
      {card && old}
      <span className={styles['product-price__now']}>
        <span className="visually-hidden">{it.catalogue.price}: </span>
        {price.price.formatted}
        <PriceMarker marker={price.price.marker} />
        {!card && unit}
      </span>
      {card && unit}
      {price.price.display && (
        <span className="muted" data-testid="price-display">
          ≈ {price.price.display.formatted}
        </span>
      )}
      {!card && old}
    </p>
  );
}
