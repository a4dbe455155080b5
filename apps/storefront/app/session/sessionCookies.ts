import { shopConstants } from '@agri-parts/sdk';

const { names } = shopConstants.cookies;

/** Shop cookies a session's end leaves alone: store and currency (spec §4), and the token cookie, cleared on its own. */
const keptCookies: ReadonlySet<string> = new Set([names.store, names.currency, names.customer]);

/** The prefix every shop cookie name has (spec §9). */
const shopCookiePrefix = 'vsf-';

/**
 * The script-readable shop cookies of a `Cookie` header that a session's end clears (spec §4:
 * "most prefixed cookies are cleared (store and currency cookies are kept)"): every `vsf-` cookie
 * but `vsf-store` and `vsf-currency` — the cart id and the cache id among them. The httpOnly
 * token cookie is not in the list; it is cleared with its own attributes. Each name once, in the
 * header's order.
 *
 * @example
 * ```ts
 * cookiesClearedAtSessionEnd('vsf-store=ad_nb_no; vsf-cart=abc; taxOff=true; vsf-cache-id=x');
 * // ['vsf-cart', 'vsf-cache-id']
 * ```
 */
export function cookiesClearedAtSessionEnd(cookieHeader: string | null | undefined): string[] {
  const cleared = new Set<string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name.startsWith(shopCookiePrefix) && !keptCookies.has(name)) cleared.add(name);
  }
  return [...cleared];
}
