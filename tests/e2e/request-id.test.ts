import { describe, expect, it } from 'vitest';
import { page, stack, submitLogin as logIn, useBrowserStack } from '../support/browser-stack.ts';
import { startStack } from '../support/stack.ts';
import { startFaultyUpstream } from '../support/faulty-upstream.ts';

// An error the user reports to support can be found in the gateway's logs: the toast quotes the
// id of the failed request ('codice richiesta'), the one its reply carried in X-Request-Id,
// while the error's own text stays as the specification writes it.
useBrowserStack({ viewport: { width: 1280, height: 800 } });

describe('request ids in the browser', () => {
  it('quotes the failed request\'s id beside the unavailable-service message', async () => {
    const faulty = await startFaultyUpstream(1000);
    faulty.setMode('http500');
    const broken = await startStack({ reuseUpstream: stack, env: { UPSTREAM_URL: faulty.url } });
    try {
      const replies: string[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('/graphql') && res.request().method() === 'POST') replies.push(res.headers()['x-request-id'] ?? '');
      });
      await logIn('CL001', 'CL001', broken.baseUrl);
      await page.getByText('Servizio momentaneamente non disponibile, riprova tra poco', { exact: true }).waitFor();
      const quoted = page.getByText(/^\(codice richiesta: .+\)$/);
      await quoted.waitFor();
      const id = /codice richiesta: (.+)\)/.exec((await quoted.textContent()) ?? '')?.[1];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(replies).toContain(id);
    } finally {
      await broken.close();
      await faulty.close();
    }
  });
});
