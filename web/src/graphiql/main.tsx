import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';

// Bundled GraphiQL: no CDN, so it works offline and under a strict CSP. Always a JSON POST,
// because the gateway's CSRF prevention refuses GET and form posts.
type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const fetcher: Fetcher = async (params) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
};

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} />
    </StrictMode>,
  );
}
