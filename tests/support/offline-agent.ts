import { page, stack, submitLogin } from './browser-stack.ts';

/** The customer the offline tests prepare: customer 2 of AG001. */
export const ESPOSITO = 'Esposito Forniture S.n.c.';

/** Waits for the service worker to be ready: the shell precached before the network goes. */
export async function serviceWorkerReady(): Promise<void> {
  await page.evaluate(async () => {
    const nav = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator;
    await nav.serviceWorker.ready;
  });
}

/** AG001 logs in, serves Esposito and prepares it on /offline; the service worker is then ready. */
export async function agentPreparesEsposito(): Promise<void> {
  await submitLogin('AG001');
  const picker = page.getByRole('dialog');
  await picker.getByTestId('customer-option').filter({ hasText: ESPOSITO }).click();
  await picker.waitFor({ state: 'detached' });
  await page.goto(`${stack.baseUrl}/offline`);
  const card = page.getByTestId('offline-customer-2');
  await card.getByRole('button', { name: "Scarica per l'uso offline" }).click();
  await card.getByText("Pronto per l'uso offline").waitFor();
  await serviceWorkerReady();
}
