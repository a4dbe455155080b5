import type { CookieJar } from '@agri-parts/sdk';

/**
 * `cookie` (a `Set-Cookie`-style value) with `Secure` added when the page was loaded over HTTPS,
 * so a cart id or consent choice set on the HTTPS shop is never sent over plain HTTP. On
 * `http://localhost` it stays as it is (browsers would refuse a `Secure` cookie there).
 *
 * @example
 * ```ts
 * withSecureOnHttps('vsf-cart=abc; Path=/; SameSite=Strict', 'https:');
 * // 'vsf-cart=abc; Path=/; SameSite=Strict; Secure'
 * ```
 */
export function withSecureOnHttps(cookie: string, protocol: string): string {
  if (protocol !== 'https:' || /;\s*secure\s*(;|$)/i.test(cookie)) return cookie;
  return `${cookie}; Secure`;
}

/** The page's own cookies as the SDK's cookie storage reads and writes them (see above). */
export function browserCookieJar(doc: Document = document): CookieJar {
  return {
    get: () => doc.cookie,
    set: (cookie) => {
      doc.cookie = withSecureOnHttps(cookie, doc.location.protocol);
    },
  };
}
