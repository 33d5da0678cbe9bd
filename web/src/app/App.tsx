import { useCallback, useMemo } from 'react';
import { useAppStartQuery } from '../lib/app-start/app-start-query';
import { ShellContext, type Shell } from '../lib/app-start/shell-context';
import { it } from '../i18n/it';
import { AppRoutes } from './routes';
import { ShopSlotsProvider } from './shop-slots';
import { WishlistProvider } from '../features/wishlist/use-wishlist';
import { useSessionWatch } from './use-session-watch';
import { offlineStartData, useRefetchWhenOnline } from './offline-shell';
import type { AppStartQuery } from '../gql/graphql';

/** Waits for the tenant and the session, then renders the shop for them. */
export function App() {
  const [{ data: online, error, fetching }, reexecute] = useAppStartQuery();
  // No network: the shell as it was when this device last prepared customers (issue 29).
  const data = online ?? offlineStartData<AppStartQuery>(error);

  const shell = useMemo<Shell | null>(() => {
    if (!data) return null;
    const viewer = data.session.status === 'ACTIVE' ? (data.session.viewer ?? null) : null;
    return { tenant: data.tenant, session: data.session, viewer };
  }, [data]);

  const refetchSession = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useSessionWatch(shell, refetchSession);
  useRefetchWhenOnline(refetchSession);

  if (!shell) {
    return (
      <div className="app-splash" role="status">
        {error && !fetching ? (
          <>
            <p>{it.app.startFailed}</p>
            <button type="button" className="btn" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
              {it.app.retry}
            </button>
          </>
        ) : (
          <p>{it.app.loading}</p>
        )}
      </div>
    );
  }

  return (
    <ShellContext.Provider value={shell}>
      <WishlistProvider>
        <ShopSlotsProvider>
          <AppRoutes />
        </ShopSlotsProvider>
      </WishlistProvider>
    </ShellContext.Provider>
  );
}
