import type { KeyValueStorage } from './KeyValueStorage';

/**
 * Creates a {@link KeyValueStorage} that keeps its values in memory, for tests, server code and as
 * the fallback when the browser refuses other storage. Each call returns a separate store.
 *
 * @param initialEntries - Entries the store starts with.
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage([['vsf-currency', 'NOK']]);
 * storage.get('vsf-currency'); // 'NOK'
 * ```
 */
export function createMemoryStorage(
  initialEntries: Iterable<readonly [string, string]> = [],
): KeyValueStorage {
  const values = new Map<string, string>(initialEntries);
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}
