import { itProduct } from '../../../i18n/it-product';
import type { ProductVariation } from '../api/product-query';
import styles from '../Product.module.css';

/** Colour swatches as radio buttons; the text colour over each swatch comes from the gateway. */
export function ColourSwatches({
  variations,
  selected,
  onSelect,
  name,
}: {
  variations: ProductVariation[];
  selected: number;
  onSelect: (index: number) => void;
  name: string;
}) {
  return (
    <fieldset className={styles.swatches}>
      <legend>{itProduct.colour}: <strong>{variations[selected]?.name}</strong></legend>
      {variations.map((v, index) => (
        <label key={v.color} className={styles.swatch} style={{ background: v.hex, color: v.textColor }} data-testid="colour-swatch">
          <input type="radio" name={name} value={v.color} checked={index === selected} onChange={() => onSelect(index)} />
          <span>{v.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
