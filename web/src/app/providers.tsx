import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Provider as UrqlProvider, type Client } from 'urql';
import { createUrqlClient, type ClientRendering } from '../lib/urql-client';
import { notifyError, notifySessionExpired } from '../lib/notify';
import { appStartQuery } from '../lib/app-start/app-start-query';
import { paths } from '../lib/paths';
import { errorText, isReportedGlobally } from '../lib/graphql-errors';
import { offlineExchange } from '../features/offline/offline-exchange';
import { itNetwork } from '../i18n/it-network';

/**
 * The GraphQL client. Lives inside the router so that errors can navigate. `rendering`
 * is set for a page rendered on the server (entry-server) and for the page hydrating it (main).
 */
export function Providers({ children, rendering }: { children: ReactNode; rendering?: ClientRendering }) {
  const navigate = useNavigate();
  // The client is created once; the callbacks read the latest navigate through a ref.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const clientRef = useRef<Client | null>(null);
  const [client] = useState(() => {
    const created = createUrqlClient({
      onError(kind, requestId, operation) {
        // The server only records replies: the browser reports them when it hydrates the page.
        if (rendering?.serverFetch) return;
        // With no network the header says 'Sei offline' and each page says what it could not
        // load: only an action the agent took is answered, plainly, with what it needs.
        if (kind === 'network' && !navigator.onLine) {
          if (operation === 'mutation') notifyError(itNetwork.needsNetwork);
          return;
        }
        if (kind === 'sessionExpired') {
          notifySessionExpired();
          navigateRef.current(paths.shop);
          // The gateway has cleared the session: ask again who we are.
          void clientRef.current?.query(appStartQuery, {}, { requestPolicy: 'network-only' }).toPromise();
        } else if (isReportedGlobally(kind)) {
          notifyError(errorText(kind), undefined, requestId);
        }
      },
    }, rendering, rendering?.serverFetch ? [] : [offlineExchange(rendering?.hydrated)]);
    clientRef.current = created;
    return created;
  });

  return <UrqlProvider value={client}>{children}</UrqlProvider>;
}
