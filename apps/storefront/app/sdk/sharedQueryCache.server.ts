/**
 * A short-lived cache of the API's public answers inside the storefront server: what a CDN in
 * front of the API would do for the server's own requests. Only answers the API itself marks as
 * shareable are kept — a GET without `Authorization` whose answer says `public` with `s-maxage`
 * (commerce-api: anonymous catalogue queries; see its `graphqlCacheControl`) and varies on nothing
 * but `Store`, `Content-Currency` and `Authorization`. Each is kept for its `s-maxage`, at most
 * `maxTtlMs`. Identical requests that arrive while one is on its way share that one request.
 *
 * Carts, customers, wish lists, mutations and every answer to a customer's token are never kept:
 * the API answers them `private, no-store`, and requests with `Authorization` are not even looked
 * up.
 */

export interface SharedQueryCacheOptions {
  /** The longest an answer is kept, whatever its `s-maxage` says (ms). 0 keeps nothing. */
  maxTtlMs: number;
  /** The most answers kept at once; the oldest go first. */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Stored {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  ttlMs: number;
}

/** Request headers a shareable answer may depend on (commerce-api's `Vary` of public answers). */
const keyHeaders = ['store', 'content-currency'] as const;
const allowedVary = new Set(['store', 'content-currency', 'authorization', 'accept-encoding']);

/**
 * How long (ms) a shared cache may keep an answer with this `Cache-Control` and `Vary`, or 0:
 * `public` with `s-maxage` (else `max-age`), never `private` / `no-store` / `no-cache`, and a
 * `Vary` on nothing beyond the store, currency and token.
 */
export function sharedTtlMs(cacheControl: string | null, vary: string | null): number {
  if (!cacheControl) return 0;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name.trim(), value.trim()] as const;
    }),
  );
  if (!directives.has('public')) return 0;
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0;
  const varied = (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (varied.some((name) => !allowedVary.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? '0');
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** A `fetch` for the server's SDKs that answers shareable API queries from the cache. */
export function createSharedQueryCache(options: SharedQueryCacheOptions) {
  const { maxTtlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Stored>>();

  /** The answer as a fresh Response (every caller reads its own body). */
  const respond = (entry: { status: number; headers: [string, string][]; body: ArrayBuffer }) =>
    new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });

  const wrap =
    (fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch =>
    async (input, init) => {
      // A body is never read here (a GET has none): only then is the request looked at.
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (maxTtlMs <= 0 || method.toUpperCase() !== 'GET') return fetchImpl(input, init);
      const request = new Request(input, init);
      if (request.headers.has('authorization')) return fetchImpl(input, init);
      const key = [request.url, ...keyHeaders.map((name) => request.headers.get(name) ?? '')].join(
        '\n',
      );
      const cached = entries.get(key);
      if (cached && cached.expires > now()) return respond(cached);
      if (cached) entries.delete(key);

      let pending = inFlight.get(key);
      if (!pending) {
        // Without the caller's abort signal: others may wait on the same answer. The caller's own
        // signal still ends its wait (below); the SDK's timeout is in that signal too.
        pending = (async () => {
          const response = await fetchImpl(input, {
            ...init,
            signal: AbortSignal.timeout(30_000),
          });
          const body = await response.arrayBuffer();
          return {
            status: response.status,
            headers: [...response.headers],
            body,
            ttlMs:
              response.status === 200
                ? Math.min(
                    maxTtlMs,
                    sharedTtlMs(
                      response.headers.get('cache-control'),
                      response.headers.get('vary'),
                    ),
                  )
                : 0,
          };
        })();
        inFlight.set(key, pending);
        pending
          .then((stored) => {
            if (stored.ttlMs <= 0) return;
            entries.delete(key);
            entries.set(key, { ...stored, expires: now() + stored.ttlMs });
            while (entries.size > maxEntries) {
              const oldest = entries.keys().next().value as string;
              entries.delete(oldest);
            }
          })
          .catch(() => {})
          .finally(() => inFlight.delete(key));
      }
      const stored = await abortable(pending, init?.signal ?? request.signal);
      return respond(stored);
    };

  return { wrap, size: () => entries.size, clear: () => entries.clear() };
}

/** `promise`, or a rejection with the signal's reason once `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
