import { describe, expect, it } from 'vitest';
import { page, stack, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ stack: { productsPerCompany: 10 } });

describe('GraphiQL', () => {
  it('is served at /graphiql from the gateway alone and introspects the schema', async () => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await page.goto(`${stack.baseUrl}/graphiql`);
    const editor = page.locator('.graphiql-query-editor .cm-content, .graphiql-query-editor textarea').first();
    await editor.waitFor({ timeout: 20_000 });
    // The documentation explorer only fills once introspection succeeded.
    await page.getByRole('button', { name: /documentation/i }).first().click();
    await expect.poll(() => page.getByText('Query', { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect([...hosts]).toEqual([new URL(stack.baseUrl).host]);
  });
});
