import { itProduct } from '../../../i18n/it-product';
import type { ProductSize } from '../api/product-query';
import { NotifyButton } from './NotifyButton';
import styles from '../Product.module.css';

/**
 * Size radios. Unavailable sizes (the gateway's rule) are greyed and disabled, and offer
 * a logged-in viewer one 'notify me' icon action each.
 */
export function SizeRadios({
  sizes,
  selectedId,
  onSelect,
  onNotify,
  name,
  colour,
}: {
  sizes: ProductSize[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNotify: ((size: ProductSize) => void) | null;
  name: string;
  /** The colour's name, for the notify action's label. */
  colour: string;
}) {
  return (
    <fieldset className={styles.sizes}>
      <legend>{itProduct.size}</legend>
      <div className={styles.sizes__list}>
        {sizes.map((size) => (
          <span key={size.id} className={styles['size-option']}>
            <label className={size.unavailable ? `${styles.size} ${styles['size--off']}` : styles.size} data-testid="size-radio">
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
            {size.unavailable && onNotify && <NotifyButton size={size.name} colour={colour} onNotify={() => onNotify(size)} />}
          </span>
        ))}
      </div>
    </fieldset>
  );
}
