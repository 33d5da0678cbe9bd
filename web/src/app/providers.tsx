import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Provider as UrqlProvider, type Client } from 'urql';
import { createUrqlClient } from '../lib/urql-client';
import { loadToastify, notifyError, notifySessionExpired } from '../lib/notify';
import { appStartQuery } from '../lib/app-start/app-start-query';
import { paths } from '../lib/paths';
import { errorText, isReportedGlobally } from '../lib/graphql-errors';

// Loaded after the first paint (see lib/notify).
// Toasts slide in rather than fade in (the default bounce): their text keeps its full contrast
// from the first frame, which a buyer reading a quick notice and an accessibility audit both see.
const ToastContainer = lazy(() =>
  loadToastify().then((m) => ({
    default: (props: Parameters<typeof m.ToastContainer>[0]) => <m.ToastContainer transition={m.Slide} {...props} />,
  })),
);

/** GraphQL client and toasts. Lives inside the router so that errors can navigate. */
export function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The client is created once; the callbacks read the latest navigate through a ref.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const clientRef = useRef<Client | null>(null);
  const [client] = useState(() => {
    const created = createUrqlClient({
      onError(kind) {
        if (kind === 'sessionExpired') {
          notifySessionExpired();
          navigateRef.current(paths.shop);
          // The gateway has cleared the session: ask again who we are.
          void clientRef.current?.query(appStartQuery, {}, { requestPolicy: 'network-only' }).toPromise();
        } else if (isReportedGlobally(kind)) {
          notifyError(errorText(kind));
        }
      },
    });
    clientRef.current = created;
    return created;
  });

  return (
    <UrqlProvider value={client}>
      {children}
      <Suspense fallback={null}>
        <ToastContainer position="bottom-left" autoClose={4000} newestOnTop closeOnClick pauseOnFocusLoss={false} />
      </Suspense>
    </UrqlProvider>
  );
}
