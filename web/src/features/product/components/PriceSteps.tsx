import { itProduct } from '../../../i18n/it-product';
import type { ProductDetail } from '../api/product-query';
import styles from '../Product.module.css';

/** Why the customer pays what they pay: the gateway's pricing steps, shown to agents only. */
export function PriceSteps({ steps }: { steps: ProductDetail['priceSteps'] }) {
  if (!steps || steps.length === 0) return null;
  return (
    <details className={styles['price-steps']} data-testid="price-steps">
      <summary>{itProduct.priceSteps}</summary>
      <ol>
        {steps.map((step, index) => (
          <li key={`${step.kind}-${index}`}>
            {step.label}: {step.before.formatted} → <strong>{step.after.formatted}</strong>
          </li>
        ))}
      </ol>
    </details>
  );
}
