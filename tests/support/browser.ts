import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, headless; browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/**
 * Chromium with a profile kept in `userDataDir`, as a user's browser is: what a fresh context
 * (incognito-like) is refused, such as installing the shop as an app, is offered there.
 */
export function launchProfileBrowser(userDataDir: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, headless: true, args: ARGS, viewport });
}
