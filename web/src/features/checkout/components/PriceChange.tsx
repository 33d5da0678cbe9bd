import { useFormContext } from 'react-hook-form';
import { itPriceChanges } from '../../../i18n/it-price-changes';
import { PriceText } from '../../../components/price/PriceText';
import type { CheckoutData } from '../api/checkout-cart-query';
import type { CheckoutFormValues } from '../checkout-form';
import { ChoiceError } from './ChoiceError';
import styles from './PriceChange.module.css';

const t = itPriceChanges;

type Line = CheckoutData['groups'][number]['lines'][number]['line'];

/** A line's unit price; when the ERP's differs from the one the shop showed, the old one struck through. */
export function LineUnitPrice({ line, marker }: { line: Line; marker: string | null }) {
  if (!line.priceChanged || !line.catalogueUnitPrice) return <PriceText money={line.unitPrice} marker={marker} />;
  return (
    <span className={styles.changed} data-testid="changed-unit-price">
      <del className={styles.old}>
        <span className="visually-hidden">{t.previousPrice}: </span>
        <PriceText money={line.catalogueUnitPrice} marker={marker} />
      </del>
      <span className={styles.new}>
        <span className="visually-hidden">{t.newPrice}: </span>
        <PriceText money={line.unitPrice} marker={marker} />
      </span>
    </span>
  );
}

/**
 * Above the submit button when the ERP priced some lines differently from the catalogue: which
 * lines, old and new price, and the checkbox the buyer ticks to confirm before ordering.
 */
export function PriceChangeNotice({ data, marker }: { data: CheckoutData; marker: string | null }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  if (data.priceChanges.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="price-change-title" data-testid="price-change-notice">
      <h2 id="price-change-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.text}>{t.notice}</p>
      <ul className={styles.list}>
        {data.priceChanges.map((c) => (
          <li key={c.lineId} className={styles.item}>
            <span>
              {c.sku} · {c.name}
            </span>
            <span className={styles.changed}>
              <del className={styles.old}>
                <span className="visually-hidden">{t.previousPrice}: </span>
                <PriceText money={c.previousUnitPrice} marker={marker} />
              </del>
              <span className={styles.new}>
                <span className="visually-hidden">{t.newPrice}: </span>
                <PriceText money={c.unitPrice} marker={marker} />
              </span>
            </span>
          </li>
        ))}
      </ul>
      <label className={styles.confirm}>
        <input
          type="checkbox"
          aria-describedby={errors.acceptPrices ? 'accept-prices-error' : undefined}
          aria-invalid={errors.acceptPrices ? true : undefined}
          {...register('acceptPrices', { required: t.confirmRequired })}
        />
        <span>{t.confirm}</span>
      </label>
      <ChoiceError id="accept-prices-error" error={errors.acceptPrices} />
    </section>
  );
}
