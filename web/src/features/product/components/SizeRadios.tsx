import { it } from '../../../i18n/it';
import type { ProductSize } from '../api/product-query';

/**
 * Size radios. Unavailable sizes (the gateway's rule) are greyed and disabled, and offer
 * 'notify me' to a logged-in viewer.
 */
export function SizeRadios({
  sizes,
  selectedId,
  onSelect,
  onNotify,
  name,
}: {
  sizes: ProductSize[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNotify: ((size: ProductSize) => void) | null;
  name: string;
}) {
  return (
    <fieldset className="sizes">
      <legend>{it.product.size}</legend>
      <div className="sizes__list">
        {sizes.map((size) => (
          <span key={size.id} className="size-option">
            <label className={size.unavailable ? 'size size--off' : 'size'} data-testid="size-radio">
              <input
                type="radio"
                name={name}
                value={size.id}
                checked={size.id === selectedId}
                disabled={size.unavailable}
                onChange={() => onSelect(size.id)}
              />
              <span>{size.name}</span>
            </label>
            {size.unavailable && onNotify && (
              <button type="button" className="link-button" onClick={() => onNotify(size)}>
                {it.product.notifyMe}
                <span className="visually-hidden"> ({size.name})</span>
              </button>
            )}
          </span>
        ))}
      </div>
    </fieldset>
  );
}
