import {
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  type KeyValueStorage,
} from '@agri-parts/sdk';

/**
 * Where the shopper's preferences (the tax display's `taxOff`) live in the browser: local storage
 * as the spec says, mirrored in a cookie of the same name so the server renders the same prices.
 * Reading prefers the cookie (what the server saw), then local storage.
 */
export function createBrowserPreferenceStorage(): KeyValueStorage {
  const local = createLocalStorage();
  const cookies = createCookieStorage({
    get: () => document.cookie,
    set: (cookie) => {
      document.cookie = cookie;
    },
  });
  return {
    get: (key) => cookies.get(key) ?? local.get(key),
    set: (key, value) => {
      local.set(key, value);
      cookies.set(key, value);
    },
    remove: (key) => {
      local.remove(key);
      cookies.remove(key);
    },
  };
}

/** The preferences a server knows: the values the request's cookies carried. */
export function createServerPreferenceStorage(saved: Readonly<Record<string, string | null>>) {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(saved)) if (value !== null) storage.set(key, value);
  return storage;
}

/** The `taxOff` cookie's value in a `Cookie` header; `null` without one. */
export function readTaxOffCookie(cookieHeader: string | null): string | null {
  const match = /(?:^|;\s*)taxOff=(true|false)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] ?? null;
}
