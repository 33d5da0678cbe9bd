import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchProfileBrowser } from '../support/browser.ts';
import { stack, useBrowserStack } from '../support/browser-stack.ts';

// The shop installs as an app (issue 29): Chrome's own installability check, the one Lighthouse's
// 'installable-manifest' audit reported before Lighthouse 12 retired its PWA category. It reads
// the manifest (name, start_url, display, icons of 192 and 512 px) and the service worker. Asked
// in a browser with a profile, as a user's is: a fresh context is incognito, which Chrome never
// offers to install from.
useBrowserStack({ viewport: { width: 390, height: 844 } });

describe('installing the shop as an app', () => {
  it("meets Chrome's installability criteria, with the manifest's name, icons and display", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'shop-profile-'));
    const browser = await launchProfileBrowser(profile, { width: 390, height: 844 });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto(`${stack.baseUrl}/`);
      await page.evaluate(async () => {
        const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator;
        await nav.serviceWorker.ready;
      });
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const { errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as { name: string; display: string; start_url: string; icons: Array<{ sizes: string }> };
      expect([manifest.name, manifest.display, manifest.start_url]).toEqual(['Ordini B2B', 'standalone', '/']);
      expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
