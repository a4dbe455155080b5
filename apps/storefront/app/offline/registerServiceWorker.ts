/** Where the service worker is served (`build/client/sw.js`); its scope is the whole shop. */
export const serviceWorkerUrl = '/sw.js';

/**
 * Registers the shop's service worker once the page has loaded, in production builds only (not
 * in development, where files change under it, nor in unit tests). A browser without service
 * workers, or a registration that fails, leaves the shop as it is.
 */
export function registerServiceWorker({
  production = import.meta.env.PROD,
}: { production?: boolean } = {}): void {
  if (!production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
