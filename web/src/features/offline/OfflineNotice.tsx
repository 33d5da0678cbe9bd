import { useSyncExternalStore } from 'react';
import { itOffline as t } from '../../i18n/it-offline';
import { offlineDate } from './format';
import { offlineStart } from './offline-start';
import styles from './OfflineNotice.module.css';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has no network; false while rendering on the server. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/** 'Sei offline', under the header, with when the device's data was last refreshed. */
export function OfflineNotice() {
  const offline = useOffline();
  if (!offline) return null;
  const kept = offlineStart();
  return (
    <div className={styles.notice} role="status" data-testid="offline-notice">
      <strong>{t.offlineBanner}</strong>
      {kept && <span> – {t.refreshedAt(offlineDate(kept.refreshedAt))}</span>}
    </div>
  );
}
