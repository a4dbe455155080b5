import {
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  shopConstants,
  type KeyValueStorage,
} from '@agri-parts/sdk';

import { browserCookieJar } from '../cookies/browserCookieJar';
import { readCookie } from '../cookies/readCookie';

/**
 * Keys kept in local storage alone, never mirrored in a cookie: a guest's "My tractors" (a JSON
 * list of up to 50 machines would outgrow a cookie and ride along on every request; the server
 * never renders it).
 */
export const localOnlyPreferenceKeys: readonly string[] = [
  shopConstants.localStorageKeys.myTractors,
  // JSON for the browser's SDK alone (what an ended session interrupted).
  shopConstants.localStorageKeys.interruptedAction,
];

/**
 * Where the shopper's preferences (the tax display's `taxOff`) live in the browser: local storage
 * as the spec says, mirrored in a cookie of the same name so the server renders the same prices.
 * Reading takes the cookie only — what the server rendered with — so hydration matches; a value
 * only local storage still has is brought back by {@link restoreLocalPreference} after hydration.
 * The {@link localOnlyPreferenceKeys} are read from and written to local storage only.
 */
export function createBrowserPreferenceStorage(): KeyValueStorage {
  const local = createLocalStorage();
  const cookies = createCookieStorage(browserCookieJar());
  const localOnly = (key: string) => localOnlyPreferenceKeys.includes(key);
  return {
    get: (key) => (localOnly(key) ? local.get(key) : cookies.get(key)),
    set: (key, value) => {
      local.set(key, value);
      if (!localOnly(key)) cookies.set(key, value);
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

/** The `taxOff` cookie's value in a `Cookie` header (`'true'` / `'false'`); `null` otherwise. */
export function readTaxOffCookie(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, shopConstants.localStorageKeys.taxOff);
  return value === 'true' || value === 'false' ? value : null;
}

/**
 * The value local storage holds for `key` when its cookie is gone (cleared, expired): the choice
 * to apply again after hydration (which also writes the cookie back); `null` otherwise.
 */
export function restoreLocalPreference(key: string): string | null {
  const cookies = createCookieStorage({ get: () => document.cookie, set: () => undefined });
  return cookies.get(key) === null ? createLocalStorage().get(key) : null;
}
