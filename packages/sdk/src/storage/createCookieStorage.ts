import { shopConstants } from '../config/shopConstants';
import { SdkError } from '../errors/SdkError';
import type { KeyValueStorage } from './KeyValueStorage';

/**
 * Where {@link createCookieStorage} reads and writes cookies.
 *
 * In a browser it is `document.cookie`. On a server, `get` returns the request's `Cookie` header
 * and `set` collects `Set-Cookie` values for the response; such a jar should also make `get`
 * reflect cookies set during the request if later reads must see them.
 */
export interface CookieJar {
  /** All cookies as a `Cookie` header value: `name=value; other=value`. */
  get(): string;
  /** Writes one cookie, given as a `Set-Cookie` value with its attributes. */
  set(cookie: string): void;
}

const maxAgeSeconds = shopConstants.cookies.lifetimeDays * 24 * 60 * 60;
const attributes = `Path=${shopConstants.cookies.path}; SameSite=${shopConstants.cookies.sameSite}`;
/** A cookie name is an RFC 6265 token; anything else could inject attributes or other cookies. */
const cookieNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Creates a {@link KeyValueStorage} over cookies, with the attributes the specification fixes:
 * not httpOnly, not secure, `SameSite=Strict`, `Path=/`, a lifetime of 365 days. Keys are cookie
 * names (see `shopConstants.cookies.names`); values are stored percent-encoded.
 *
 * It is not for the customer token in the storefront: that cookie is httpOnly and written by the
 * storefront server.
 *
 * @param jar - Where cookies are read and written.
 * @throws {@link SdkError} `invalid-argument` when a key is not a valid cookie name.
 *
 * @example
 * ```ts
 * const cookies = createCookieStorage({
 *   get: () => document.cookie,
 *   set: (cookie) => {
 *     document.cookie = cookie;
 *   },
 * });
 * cookies.set(shopConstants.cookies.names.cart, cartId);
 * ```
 */
export function createCookieStorage(jar: CookieJar): KeyValueStorage {
  return {
    get: (key) => readCookie(jar.get(), assertCookieName(key)),
    set: (key, value) => {
      jar.set(
        `${assertCookieName(key)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; ${attributes}`,
      );
    },
    remove: (key) => {
      jar.set(`${assertCookieName(key)}=; Max-Age=0; ${attributes}`);
    },
  };
}

function assertCookieName(name: string): string {
  if (!cookieNamePattern.test(name)) {
    throw new SdkError('invalid-argument', `Not a valid cookie name: ${JSON.stringify(name)}`);
  }
  return name;
}

/** The first cookie called `name` in a `Cookie` header (browsers list the most specific first). */
function readCookie(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    return decodeCookieValue(pair.slice(separator + 1).trim());
  }
  return null;
}

function decodeCookieValue(raw: string): string {
  const unquoted =
    raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    // Written by someone else with a stray `%`: the raw text is the best answer there is.
    return unquoted;
  }
}
