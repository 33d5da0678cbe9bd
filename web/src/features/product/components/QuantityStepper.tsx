import { itProduct } from '../../../i18n/it-product';
import styles from '../Product.module.css';

/** Minus floors at 1; plus stops at `max`, the gateway's stock minus what is already in the cart. */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const disabled = max < 1;
  return (
    <div className={styles.stepper} role="group" aria-label={itProduct.quantity}>
      <button type="button" className="btn" aria-label={itProduct.decrease} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite" data-testid="stepper-value">{disabled ? 0 : value}</output>
      <button type="button" className="btn" aria-label={itProduct.increase} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
