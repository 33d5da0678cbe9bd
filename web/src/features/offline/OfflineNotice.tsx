import { itOffline as t } from '../../i18n/it-offline';
import { offlineDate } from './format';
import { offlineStart } from './offline-start';
import styles from './OfflineNotice.module.css';

/** 'Sei offline', under the header, with when the device's data was last refreshed (loaded only when offline). */
export function OfflineNotice() {
  const kept = offlineStart();
  return (
    <div className={styles.notice} role="status" data-testid="offline-notice">
      <strong>{t.offlineBanner}</strong>
      {kept && <span> – {t.refreshedAt(offlineDate(kept.refreshedAt))}</span>}
    </div>
  );
}
