import { ShopLink } from '../../../components/ShopLink';
import { it } from '../../../i18n/it';
import { itCart } from '../../../i18n/it-cart';
import { paths, productPath } from '../../../lib/paths';
import { useCart } from '../use-cart';
import { PriceText } from '../../../components/price/PriceText';
import styles from '../../../components/HeaderPreview.module.css';

/** Lines shown in the dropdown; the rest are counted. */
const PREVIEW_LINES = 4;
const c = itCart;

/**
 * The open cart preview: the lines with the preview's totals (the gateway's; company 4 totals
 * its customer prices), 'Visualizza Carrello' and the checkout button. Its code arrives when the
 * preview is first opened (see CartPreview).
 */
export function CartPreviewPanel({ close }: { close(): void }) {
  const { cart } = useCart();
  const lines = cart?.lines ?? [];
  const hidden = lines.length - PREVIEW_LINES;

  return (
    <div className={styles['header-preview__panel']} aria-label={c.preview}>
      {lines.length === 0 ? (
        <p className={styles['header-preview__empty']}>{c.empty}</p>
      ) : (
        <>
          <ul className={styles['header-preview__list']}>
            {lines.slice(0, PREVIEW_LINES).map((line) => (
              <li key={line.id} className={styles['header-preview__line']}>
                <ShopLink to={productPath(line.productId)} onClick={close}>
                  {line.name}
                </ShopLink>
                <span className={styles['header-preview__detail']}>
                  {[line.colorName || line.color, line.size].filter(Boolean).join(' · ')}
                  {line.colorName || line.color || line.size ? ' · ' : ''}
                  {c.pieces(line.quantity)}
                  {line.previewTotal && (
                    <>
                      {' · '}
                      <PriceText money={line.previewTotal} />
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {hidden > 0 && <p className={styles['header-preview__more']}>{c.more(hidden)}</p>}
          {cart?.previewTotal && (
            <p className={styles['header-preview__total']}>
              <span>{c.total}</span>
              <strong data-testid="cart-preview-total"><PriceText money={cart.previewTotal} /></strong>
            </p>
          )}
        </>
      )}
      <div className={styles['header-preview__actions']}>
        <ShopLink to={paths.cart} className="btn btn--block" onClick={close}>
          {c.view}
        </ShopLink>
        <ShopLink to={paths.quickOrder} className="btn btn--block" onClick={close}>
          {it.quickOrderLink}
        </ShopLink>
        {lines.length > 0 && (
          <ShopLink to={paths.precheckout} className="btn btn--primary btn--block" onClick={close}>
            {c.checkout}
          </ShopLink>
        )}
      </div>
    </div>
  );
}
