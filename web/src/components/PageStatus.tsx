import { ShopLink } from './ShopLink';
import { it } from '../i18n/it';
import { paths } from '../lib/paths';
import { useOffline } from '../lib/use-offline';
import { itNetwork } from '../i18n/it-network';

/** A page's content while it loads. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="page-status" role="status">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  );
}

/**
 * A page whose data could not be read, with a way to ask again. With no network it says so: what
 * the device cannot answer (documents, price lists, the back office) needs the connection.
 */
export function LoadFailedStatus({ text, onRetry }: { text: string; onRetry(): void }) {
  const offline = useOffline();
  return (
    <div className="page-status" role="alert">
      <p>{offline ? itNetwork.needsNetwork : text}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {it.app.retry}
      </button>
    </div>
  );
}

/** Nothing to show ('Nessun articolo nel carrello' ...), with the way back to the shop. */
export function EmptyStatus({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="page-status" data-testid={testId}>
      <p className="page-status__text">{text}</p>
      <ShopLink to={paths.shop} className="btn btn--primary">
        {it.cart.continueShopping}
      </ShopLink>
    </div>
  );
}
