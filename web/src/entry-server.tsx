import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ssrExchange, type SSRData } from 'urql';
import { Providers } from './app/providers';
import { App } from './app/App';

export interface RenderedPage {
  /** The inner HTML of #root. */
  html: string;
  /** The GraphQL replies the page was rendered from, for the browser's ssrExchange. */
  data: SSRData;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders the page at `url` (path and query) as the browser's first render will: the same
 * tree, its queries answered through `transport` (the gateway, in process, with the visitor's
 * cookie). Waits for every query and every page chunk, so the HTML is the page, not a loading
 * state; the browser hydrates it in place (main.tsx).
 */
export async function renderPage(url: string, transport: typeof fetch, signal?: AbortSignal): Promise<RenderedPage> {
  const ssr = ssrExchange({ isClient: false });
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers rendering={{ ssr, serverFetch: transport }}>
          <App />
        </Providers>
      </StaticRouter>
    </StrictMode>,
    // One piece, no boundary left for a script to reveal: the CSP allows no inline script.
    {
      signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  // A part that failed would be left to a script to render: the caller sends the plain page.
  if (failure) throw failure;
  return { html: await text(prelude), data: ssr.extractData() };
}
