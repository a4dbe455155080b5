import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, type WebStorageLike } from './createLocalStorage';

function createWorkingWebStorage(): WebStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Like Safari in private mode, or a full quota: reading works, writing throws. */
function createStorageThatRefusesWrites(): WebStorageLike {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  };
}

function createStorageThatThrows(): WebStorageLike {
  const fail = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createLocalStorage', () => {
  it('reads and writes through the storage it is given', () => {
    const webStorage = createWorkingWebStorage();
    webStorage.setItem('vsf-wishlist', 'existing');
    const storage = createLocalStorage(webStorage);

    storage.set('vsf-cart', 'cart-1');

    expect(storage.get('vsf-wishlist')).toBe('existing');
    expect(webStorage.getItem('vsf-cart')).toBe('cart-1');
  });

  it('uses globalThis.localStorage when given no storage', () => {
    const webStorage = createWorkingWebStorage();
    vi.stubGlobal('localStorage', webStorage);

    createLocalStorage().set('vsf-cart', 'cart-1');

    expect(webStorage.getItem('vsf-cart')).toBe('cart-1');
  });

  it('keeps values in memory when there is no localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = createLocalStorage();

    storage.set('vsf-cart', 'cart-1');

    expect(storage.get('vsf-cart')).toBe('cart-1');
  });

  it('keeps values in memory when merely reading localStorage throws', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const storage = createLocalStorage();

    storage.set('vsf-cart', 'cart-1');

    expect(storage.get('vsf-cart')).toBe('cart-1');
  });

  it('falls back to memory instead of throwing when a write is refused', () => {
    const storage = createLocalStorage(createStorageThatRefusesWrites());

    expect(() => storage.set('vsf-cart', 'cart-1')).not.toThrow();
    expect(storage.get('vsf-cart')).toBe('cart-1');

    storage.remove('vsf-cart');
    expect(storage.get('vsf-cart')).toBeNull();
  });

  it('falls back to memory instead of throwing when every call throws', () => {
    const storage = createLocalStorage(createStorageThatThrows());

    expect(storage.get('vsf-cart')).toBeNull();
    expect(() => storage.set('vsf-cart', 'cart-1')).not.toThrow();
    expect(storage.get('vsf-cart')).toBe('cart-1');
    expect(() => storage.remove('vsf-cart')).not.toThrow();
    expect(storage.get('vsf-cart')).toBeNull();
  });

  it('stops calling a storage once it has thrown', () => {
    const webStorage = createStorageThatRefusesWrites();
    const getItem = vi.spyOn(webStorage, 'getItem');
    const storage = createLocalStorage(webStorage);

    storage.set('vsf-cart', 'cart-1');
    storage.get('vsf-cart');

    expect(getItem).not.toHaveBeenCalled();
  });
});
