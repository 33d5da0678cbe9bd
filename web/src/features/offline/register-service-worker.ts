/**
 * Registers the shop's service worker once the page has loaded, so that it never competes with
 * the first screen; the browser then keeps the shell for the next start with no network.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
