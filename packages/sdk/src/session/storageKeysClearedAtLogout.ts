import { shopConstants } from '../config/shopConstants';

/**
 * The `vsf-` cookies a logout keeps: the store and the currency, so the shopper stays in the same
 * store view and sees the same prices (spec §4).
 */
const cookiesKeptAtLogout: readonly string[] = [
  shopConstants.cookies.names.store,
  shopConstants.cookies.names.currency,
];

/**
 * The storage keys a logout removes (spec §4: "token, cart id, cache id, credit flag and most
 * prefixed cookies are cleared (store and currency cookies are kept)"), from every storage of the
 * SDK: the token (`vsf-customer`), the cart id (`vsf-cart`), the cache id (`vsf-cache-id`), the
 * credit flag (`vsf-credit-check-approved` in local storage) and every other cookie of
 * `shopConstants.cookies.names` except `vsf-store` and `vsf-currency`. Derived from
 * `shopConstants`, so a cookie added there is cleared too unless it is added to the kept ones.
 *
 * Decisions on the cookies the spec does not name:
 * - `vsf-wishlist` (a guest wishlist's sharing code) is cleared: it belongs to whoever used the
 *   browser before, and on a shared computer the next guest must not see it.
 * - `vsf-locale` and `vsf-country` are cleared: the locale comes back from the URL and the store
 *   (spec §4: "taken from the URL or cookie, else the default locale"), and the country follows
 *   the store; only store and currency are named as kept.
 * - `vsf-message` (a message carried to the next page) is cleared: it was meant for the customer.
 * - `taxOff` (the VAT display in local storage) is not a `vsf-` key and is kept: it is a display
 *   preference of the browser, not of the account.
 *
 * Pure: a new array each call.
 *
 * @example
 * ```ts
 * for (const key of storageKeysClearedAtLogout()) storage.remove(key);
 * ```
 */
export function storageKeysClearedAtLogout(): string[] {
  const cookies = Object.values(shopConstants.cookies.names).filter(
    (name) => !cookiesKeptAtLogout.includes(name),
  );
  return [
    ...cookies,
    shopConstants.localStorageKeys.creditCheckApproved,
    // A logout by choice abandons what an ended session had interrupted.
    shopConstants.localStorageKeys.interruptedAction,
  ];
}

/**
 * The `vsf-` keys that belong to the customer's session and not to the browser's guest, cleared
 * however the session ends: the token (`vsf-customer`), the customer's cart id (`vsf-cart`), the
 * cache id of the customer's prices (`vsf-cache-id`), the credit flag
 * (`vsf-credit-check-approved`) and a message meant for the customer (`vsf-message`).
 */
const customerSessionKeys: readonly string[] = [
  shopConstants.cookies.names.customer,
  shopConstants.cookies.names.cart,
  shopConstants.cookies.names.cacheId,
  shopConstants.cookies.names.message,
  shopConstants.localStorageKeys.creditCheckApproved,
];

/**
 * The storage keys cleared when the session ends without a logout (a `graphql-authorization`
 * error, a token that expired or was revoked; spec §4: "clears token and cart id"): every key of
 * the customer's session — the token (`vsf-customer`), the cart id (`vsf-cart`), the cache id
 * (`vsf-cache-id`), the message cookie (`vsf-message`) and the credit flag
 * (`vsf-credit-check-approved`), which must not let the next customer of the browser see invoice
 * as approved.
 *
 * Kept, unlike at logout: what belongs to the browser's guest and came before the session — a
 * guest cart still to merge (`vsf-cart-merge`), a guest wish list's code (`vsf-wishlist`), guest
 * "My tractors" — and what the shopper was doing (`vsf-interrupted-action`), which the next login
 * does again; and the store, currency, locale and country, so the shopper stays where they were.
 * Pure: a new array each call.
 */
export function storageKeysClearedAtExpiry(): string[] {
  return [...customerSessionKeys];
}
