import { it } from '../../../i18n/it';
import type { ProductDetail } from '../api/product-query';

/** Price with the struck old price when the gateway sends one; nothing when prices are hidden. */
export function ProductPrice({ price }: { price: ProductDetail['price'] }) {
  if (!price) return null;
  return (
    <p className="product-price" data-testid="product-price">
      <span className="product-price__now">
        <span className="visually-hidden">{it.catalog.price}: </span>
        {price.price.formatted}
        {price.unitLabel && <small> / {price.unitLabel}</small>}
      </span>
      {price.oldPrice && (
        <s className="product-price__old">
          <span className="visually-hidden">{it.catalog.oldPrice}: </span>
          {price.oldPrice.formatted}
        </s>
      )}
    </p>
  );
}
