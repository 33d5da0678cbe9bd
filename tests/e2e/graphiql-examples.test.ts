import { describe, expect, it } from 'vitest';
import { page, stack, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ stack: { productsPerCompany: 10 } });

describe('GraphiQL for integrators', () => {
  it('opens on example tabs that log in, export the catalogue, place an order, read the orders and the change feed, and runs the login', async () => {
    await page.goto(`${stack.baseUrl}/graphiql`);
    await page.locator('.graphiql-query-editor').first().waitFor({ timeout: 20_000 });
    for (const name of ['LogIn', 'ExportPage', 'AddLines', 'ReadOrders', 'ReadChanges']) {
      await page.locator('.graphiql-tab', { hasText: name }).first().waitFor();
    }
    // The first tab runs as it stands: its first operation logs CL001 in.
    await page.locator('.graphiql-tab', { hasText: 'LogIn' }).first().click();
    // Two operations in the tab: GraphiQL asks which one to run.
    await page.locator('.graphiql-execute-button').click();
    await page.getByRole('menuitem', { name: 'LogIn' }).click();
    await expect.poll(() => page.locator('.graphiql-response').textContent(), { timeout: 15_000 }).toContain('"username": "CL001"');
  });
});
