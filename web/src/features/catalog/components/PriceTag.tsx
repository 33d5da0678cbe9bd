import { it } from '../../../i18n/it';

interface PriceTagProps {
  price: {
    price: { formatted: string };
    oldPrice?: { formatted: string } | null;
    unitLabel?: string | null;
  } | null;
}

/** Shows the gateway's price as it is; nothing at all when prices are hidden for the viewer. */
export function PriceTag({ price }: PriceTagProps) {
  if (!price) return null;
  return (
    <p className="price" data-testid="product-price">
      {price.oldPrice && (
        <del className="price__old">
          <span className="visually-hidden">{it.catalog.oldPrice}: </span>
          {price.oldPrice.formatted}
        </del>
      )}
      <span className="price__current">
        <span className="visually-hidden">{it.catalog.price}: </span>
        {price.price.formatted}
      </span>
      {price.unitLabel && <span className="price__unit"> {price.unitLabel}</span>}
    </p>
  );
}
