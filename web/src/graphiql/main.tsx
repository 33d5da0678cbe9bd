import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { EXAMPLE_TABS } from './example-tabs';

// Bundled GraphiQL: no CDN, so it works offline and under a strict CSP. Always a JSON POST,
// because the gateway's CSRF prevention refuses GET and form posts.
type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // The headers editor's own (an API key's Authorization) on top of the JSON ones.
    headers: { ...(options?.headers as Record<string, string> | undefined), 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
};

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} />
    </StrictMode>,
  );
}
