interface PriceTextProps {
  money: { formatted: string } | null | undefined;
  /** Tenant 2 prints 'i.i.' after its prices. */
  marker: string | null;
}

/** An amount as the gateway formatted it, with the tenant's marker; nothing when prices are hidden. */
export function PriceText({ money, marker }: PriceTextProps) {
  if (!money) return null;
  return (
    <span className="checkout-price">
      {money.formatted}
      {marker && <span className="checkout-price__marker"> {marker}</span>}
    </span>
  );
}
