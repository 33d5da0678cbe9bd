import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { context, page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

useBrowserStack({ viewport: { width: 1366, height: 900 } });

async function meWith(key: string): Promise<{ status: number; username: string | null }> {
  const res = await request(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: '{ me { username } }' }),
  });
  const body = (await res.body.json()) as { data?: { me: { username: string } | null } };
  return { status: res.statusCode, username: body.data?.me?.username ?? null };
}

describe('API keys in my account', () => {
  it('CL001 creates a key, copies the secret shown once, sees it listed and revokes it', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    await submitLogin('CL001');
    await page.waitForURL((url) => url.pathname === '/shop-grid-full-width');
    await page.goto(`${stack.baseUrl}/my-account`);
    await page.locator('summary', { hasText: 'Chiavi API' }).click();
    await page.getByText('Nessuna chiave API').waitFor();

    await page.getByLabel('Nome della chiave').fill('Gestionale notturno');
    await page.getByRole('button', { name: 'Crea chiave' }).click();
    await page.getByText('Copia la chiave ora: non sarà più mostrata').waitFor();
    const secret = (await page.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^shopk_/);
    await page.getByRole('button', { name: 'Copia', exact: true }).click();
    await page.getByText('Chiave copiata').waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(secret);
    await page.getByRole('row', { name: /Gestionale notturno/ }).getByText('Mai usata').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The secret works, and is not shown again once the owner has it.
    expect(await meWith(secret)).toEqual({ status: 200, username: 'CL001' });
    await page.getByRole('button', { name: 'Ho copiato la chiave' }).click();
    await page.reload();
    await page.locator('summary', { hasText: 'Chiavi API' }).click();
    const row = page.getByRole('row', { name: /Gestionale notturno/ });
    await row.waitFor();
    expect(await row.getByText('Mai usata').count()).toBe(0);
    expect(await page.getByTestId('api-key-secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Revoca Gestionale notturno' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoca' }).click();
    await page.getByText('Nessuna chiave API').waitFor();
    expect((await meWith(secret)).status).toBe(401);
  });
});
