import { it } from '../../../i18n/it';
import styles from '../Listing.module.css';

/**
 * 'Attendi, caricamento degli articoli in corso...' over the listing while a page is loading. It is
 * not modal: it only covers results that are being replaced.
 */
export function LoadingDialog() {
  return (
    <div className={styles['loading-dialog']} role="dialog" aria-modal="false" aria-labelledby="loading-dialog-text" data-testid="loading-dialog">
      <div className={styles['loading-dialog__box']}>
        <span className="spinner" aria-hidden="true" />
        <p id="loading-dialog-text" role="status">{it.catalogue.loading}</p>
      </div>
    </div>
  );
}
