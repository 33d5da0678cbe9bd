import { useState } from 'react';
import { ShopLink } from '../../../components/ShopLink';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { ProductImage } from '../../../components/ProductImage';
import { PriceText } from '../../../components/price/PriceText';
import { it } from '../../../i18n/it';
import { itCart } from '../../../i18n/it-cart';
import { parseTypedQuantity } from '../quantity-input';
import { useCartActions } from '../use-cart-actions';
import styles from '../CartPage.module.css';
import { productPath } from '../../../lib/paths';

export type CartLineData = CartFieldsFragment['lines'][number];

const c = itCart;

/** One line of the cart page: link to the product, colour and size, quantity controls, totals. */
export function CartLineRow({ line }: { line: CartLineData }) {
  const { decrease, update, remove, fetching } = useCartActions();
  // The field shows what is being typed; it returns to the saved quantity when left invalid.
  const [draft, setDraft] = useState<string | null>(null);
  // What the gateway clipped the last typed quantity to, said until the line changes again.
  const [clipped, setClipped] = useState<{ requested: number; added: number } | null>(null);
  const typed = draft === null ? null : parseTypedQuantity(draft);
  // A sixty-line order must not go out short without a word: the line's limit is said as it is
  // typed past, and the clip once saved (the gateway's figures, never the browser's).
  const note =
    typed !== null && typed > line.maxQuantity
      ? c.onlyAvailable(line.maxQuantity)
      : clipped && draft === null
        ? c.addedOnly(clipped.added, clipped.requested)
        : null;
  const noteId = `cart-line-note-${line.id}`;
  const href = productPath(line.productId);
  const label = line.size ? `${line.name} ${line.size}` : line.name;

  const commitDraft = () => {
    if (draft === null) return;
    const quantity = parseTypedQuantity(draft);
    setDraft(null);
    // Removal has its own button; a typed 0 simply goes back to the saved quantity.
    if (quantity === null || quantity === 0 || quantity === line.quantity) return;
    setClipped(null);
    void update(line.id, quantity).then((outcome) => setClipped(outcome.clipped));
  };

  return (
    <li className={styles['cart-line']} data-testid="cart-line">
      <ShopLink to={href} className={styles['cart-line__image']} tabIndex={-1} aria-hidden="true">
        <ProductImage url={line.image?.url} alt={line.image?.alt || line.name} />
      </ShopLink>
      <div className={styles['cart-line__info']}>
        <ShopLink to={href} className={styles['cart-line__name']}>
          {line.name}
        </ShopLink>
        <span className={styles['cart-line__sku']}>{line.sku}</span>
        {(line.colorName || line.color) && (
          <span className={styles['cart-line__attr']}>
            {c.color}: {line.colorName || line.color}
          </span>
        )}
        {line.size && (
          <span className={styles['cart-line__attr']}>
            {c.size}: {line.size}
          </span>
        )}
        {line.unitPrice && (
          <span className={styles['cart-line__attr']}>
            {c.unitPrice}: <PriceText money={line.unitPrice.price} />
            {line.unitPrice.unitLabel ? ` ${line.unitPrice.unitLabel}` : ''}
          </span>
        )}
      </div>
      <div className={styles['cart-line__quantity']}>
        <div className={styles['quantity-stepper']}>
          <button
            type="button"
            className={styles['quantity-stepper__button']}
            aria-label={c.decrease(label)}
            disabled={fetching}
            onClick={() => {
              setClipped(null);
              void decrease(line.id);
            }}
          >
            −
          </button>
          <input
            className={styles['quantity-stepper__input']}
            inputMode="numeric"
            aria-label={c.quantityOf(label)}
            aria-describedby={note ? noteId : undefined}
            value={draft ?? String(line.quantity)}
            disabled={fetching}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
              if (event.key === 'Escape') setDraft(null);
            }}
          />
          <button
            type="button"
            className={styles['quantity-stepper__button']}
            aria-label={c.increase(label)}
            // Plus stops at the stock left beyond the cart (spec §4 Quantity).
            disabled={fetching || line.available <= 0}
            onClick={() => {
              setClipped(null);
              void update(line.id, line.quantity + 1, it.cart.added);
            }}
          >
            +
          </button>
        </div>
        {note && (
          <p id={noteId} className={styles['cart-line__note']} role="status" data-testid="cart-line-note">
            {note}
          </p>
        )}
      </div>
      <div className={styles['cart-line__total']} data-testid="cart-line-total">
        <PriceText money={line.lineTotal} />
      </div>
      <button
        type="button"
        className={`${styles['cart-line__remove']} icon-button`}
        aria-label={c.remove(label)}
        disabled={fetching}
        onClick={() => void remove(line.id)}
      >
        ×
      </button>
    </li>
  );
}
