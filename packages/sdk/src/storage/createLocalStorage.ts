import type { KeyValueStorage } from './KeyValueStorage';
import { createMemoryStorage } from './createMemoryStorage';

/** The part of the Web Storage API ({@link Storage}) that {@link createLocalStorage} uses. */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Creates a {@link KeyValueStorage} over Web Storage, `globalThis.localStorage` unless another
 * is given.
 *
 * It never throws because of the browser: when no storage is available (server, sandboxed
 * iframe) or a call to it throws (Safari private mode, quota exceeded), the adapter switches to an
 * in-memory store for the rest of its life, so values written from then on are still readable
 * during the page's lifetime instead of half of them living in each place.
 *
 * @param storage - The Web Storage to use; `null` means none is available.
 *
 * @example
 * ```ts
 * const storage = createLocalStorage();
 * storage.set('vsf-wishlist', sharingCode);
 * ```
 */
export function createLocalStorage(
  storage: WebStorageLike | null = readGlobalLocalStorage(),
): KeyValueStorage {
  const memory = createMemoryStorage();
  let webStorage = storage;

  function attempt<Result>(
    useWebStorage: (target: WebStorageLike) => Result,
    useMemory: () => Result,
  ): Result {
    if (webStorage) {
      try {
        return useWebStorage(webStorage);
      } catch {
        webStorage = null;
      }
    }
    return useMemory();
  }

  return {
    get: (key) =>
      attempt(
        (target) => target.getItem(key),
        () => memory.get(key),
      ),
    set: (key, value) => {
      attempt(
        (target) => target.setItem(key, value),
        () => memory.set(key, value),
      );
    },
    remove: (key) => {
      attempt(
        (target) => target.removeItem(key),
        () => memory.remove(key),
      );
    },
  };
}

/** Reading `localStorage` itself throws where storage is blocked (sandboxed iframes, some settings). */
function readGlobalLocalStorage(): WebStorageLike | null {
  try {
    return (globalThis as { localStorage?: WebStorageLike }).localStorage ?? null;
  } catch {
    return null;
  }
}
