import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './KeyValueStorage';
import { createLocalStorage, type WebStorageLike } from './createLocalStorage';
import { createMemoryStorage } from './createMemoryStorage';

/** A Web Storage that works, standing in for a browser's `localStorage`. */
function createWorkingWebStorage(): WebStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** What every {@link KeyValueStorage} adapter promises, whatever it stores into. */
function describeKeyValueStorage(name: string, create: () => KeyValueStorage): void {
  describe(`${name} as a KeyValueStorage`, () => {
    it('returns null for a key that was never set', () => {
      expect(create().get('vsf-cart')).toBeNull();
    });

    it('returns the value that was set, and the latest one after a second set', () => {
      const storage = create();
      storage.set('vsf-cart', 'first');
      expect(storage.get('vsf-cart')).toBe('first');

      storage.set('vsf-cart', 'second');
      expect(storage.get('vsf-cart')).toBe('second');
    });

    it('keeps keys apart, including keys that are prefixes of others', () => {
      const storage = create();
      storage.set('vsf-cart', 'cart');
      storage.set('vsf-cart-id', 'other');

      expect(storage.get('vsf-cart')).toBe('cart');
      expect(storage.get('vsf-cart-id')).toBe('other');
    });

    it('stores values verbatim: empty, spaces, separators and non-ASCII', () => {
      const storage = create();
      for (const value of ['', ' padded ', 'a=b; c=d', 'æøå – ✓']) {
        storage.set('vsf-message', value);
        expect(storage.get('vsf-message')).toBe(value);
      }
    });

    it('forgets a removed key and ignores removing a missing one', () => {
      const storage = create();
      storage.set('vsf-cart', 'cart');
      storage.remove('vsf-cart');
      storage.remove('vsf-never-set');

      expect(storage.get('vsf-cart')).toBeNull();
    });
  });
}

describeKeyValueStorage('createMemoryStorage', () => createMemoryStorage());
describeKeyValueStorage('createLocalStorage over a working storage', () =>
  createLocalStorage(createWorkingWebStorage()),
);
describeKeyValueStorage('createLocalStorage without a storage', () => createLocalStorage(null));
