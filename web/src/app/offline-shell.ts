import { useEffect } from 'react';
import type { CombinedError } from 'urql';
import { offlineStart } from '../features/offline/offline-start';

/**
 * The start data to open the shop with when the network is down: the one kept when this device
 * last prepared customers for offline use (features/offline), or null. Only a failed request
 * (no reply at all) falls back; a reply with errors is the gateway's answer and is shown.
 */
export function offlineStartData<T>(error: CombinedError | undefined): T | null {
  if (!error?.networkError) return null;
  return offlineStart<T>()?.start ?? null;
}

/** Asks again when the network returns, so that the shop leaves the offline shell by itself. */
export function useRefetchWhenOnline(refetch: () => void): void {
  useEffect(() => {
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, [refetch]);
}
