/**
 * The shop's service worker, built by tsup into `build/client/sw.js` (scope `/`). What it does
 * with each request is `routeRequest` / `isStorable` (`serviceWorkerRules.ts`):
 * - static files (hashed `/assets/*`, the icon, pictures, fonts): cache first, stored when fetched;
 * - pages: always from the network (navigation preload on), the precached offline page when the
 *   network is gone;
 * - everything else (`/graphql`, `.data`, account and checkout, other origins): not touched, and
 *   nothing of it is ever stored.
 */
import {
  cacheNames,
  isStorable,
  offlinePagePath,
  precachePaths,
  routeRequest,
  staleCaches,
} from './serviceWorkerRules';

/** This build's version (tsup `define`): a new build stores its files in fresh caches. */
declare const __SW_VERSION__: string;

// The worker's global scope, as far as this file uses it (the app's TypeScript setup has the
// DOM's types, not the WebWorker ones).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation's answer the browser started fetching while the worker woke up. */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const names = cacheNames(__SW_VERSION__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(names.static);
      await cache.addAll([...precachePaths]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Navigations start at once, while the worker wakes up, instead of waiting for it.
      await worker.registration.navigationPreload?.enable();
      const stale = staleCaches(await caches.keys(), __SW_VERSION__);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeRequest({
    url: request.url,
    method: request.method,
    mode: request.mode,
    origin: worker.location.origin,
  });
  if (route === 'static') event.respondWith(fromCacheFirst(request));
  else if (route === 'navigation') {
    const preloaded = event.preloadResponse ?? Promise.resolve(undefined);
    event.waitUntil(preloaded.catch(() => undefined));
    event.respondWith(fromNetworkOrOfflinePage(request, preloaded));
  }
});

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(names.static);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  const storable = isStorable({
    url: request.url,
    status: response.status,
    type: response.type,
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  });
  if (storable) await cache.put(request, response.clone());
  return response;
}

async function fromNetworkOrOfflinePage(
  request: Request,
  preloaded: Promise<Response | undefined>,
): Promise<Response> {
  try {
    return (await preloaded) ?? (await fetch(request));
  } catch (error) {
    const offline = await caches.match(offlinePagePath, { cacheName: names.static });
    if (offline) return offline;
    throw error;
  }
}
