import styles from './Price.module.css';
interface PriceTextProps {
  money: { formatted: string; marker?: string | null } | null | undefined;
  /** The company's marker ('i.i.' for tenant 2) when the caller has it apart from the amount. */
  marker?: string | null;
}

/**
 * An amount as the gateway formatted it, followed by the marker the gateway sends with it
 * (tenant 2: 'i.i.'); nothing when prices are hidden.
 */
export function PriceText({ money, marker }: PriceTextProps) {
  if (!money) return null;
  const shown = marker ?? money.marker ?? null;
  return (
    <span>
      {money.formatted}
      <PriceMarker marker={shown} />
    </span>
  );
}

/** The marker after an amount: ' i.i.' for tenant 2, nothing elsewhere. */
export function PriceMarker({ marker }: { marker: string | null | undefined }) {
  if (!marker) return null;
  return (
    <span className={styles['checkout-price__marker']} data-testid="price-marker">
      {' '}
      {marker}
    </span>
  );
}
