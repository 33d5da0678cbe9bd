import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startStack, type Stack, type StackOptions } from './stack.ts';

// One end-to-end test file's world: the whole system and Debian's Chromium, started once for the
// file, with a fresh browser context (cookies, storage) and page for every test. The bindings
// are live ES module exports: a test file imports them once and always sees the current test's
// page. Vitest gives every test file its own copy of this module.
export let stack: Stack;
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;

export interface BrowserStackOptions {
  viewport?: { width: number; height: number };
  stack?: StackOptions;
}

/** Registers the file's hooks; call it once at the top level of an end-to-end test file. */
export function useBrowserStack(options: BrowserStackOptions = {}): void {
  const viewport = options.viewport ?? { width: 1280, height: 800 };

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(options.stack), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    waitForShopOnLoad(page);
  });

  afterEach(async () => {
    await context?.close();
  });
}

/**
 * The listing and the product page come rendered by the gateway and answer once the shop's code
 * has taken them over (marked on <html>); what a buyer does before is kept and done then
 * (tests/e2e/server-rendering.test.ts checks that). The other tests act as a buyer who waits for
 * the page to answer: goto, reload, goBack and goForward return once it does (going back past a
 * reload loads a new document, which has to be taken over again).
 */
export function waitForShopOnLoad(p: Page): void {
  const ready = () =>
    p.waitForFunction(() => {
      // Runs in the page (the tests' TypeScript has no DOM types).
      const doc = (globalThis as unknown as { document: { getElementById(id: string): unknown; documentElement: { dataset: Record<string, string> } } }).document;
      return !doc.getElementById('ssr-data') || doc.documentElement.dataset.shop === 'ready';
    });
  // Each of the four navigations returns once the page it opened answers.
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = p[name].bind(p) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(p, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await ready();
        return response;
      },
    });
  }
}

/** A GraphQL call with the page's own session cookie (the browser context shares it). */
export async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await context.request.post(`${stack.baseUrl}/graphql`, { data: { query, variables } });
  const body = (await res.json()) as { data: T | null; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Fills in the login form and submits it; the caller waits for whatever should follow. */
export async function submitLogin(
  username: string,
  password = username,
  baseUrl = stack.baseUrl,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
