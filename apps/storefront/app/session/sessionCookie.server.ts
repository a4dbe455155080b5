import { shopConstants } from '@agri-parts/sdk';

import { readCookie } from '../cookies/readCookie';

/** The cookie that carries the customer token: `vsf-customer`, httpOnly, written by the server. */
export const customerTokenCookie = shopConstants.cookies.names.customer;

/** Magento's default customer token lifetime (`customer_access_token_lifetime`), in minutes. */
const defaultTokenLifetimeMinutes = 60;

/** Host names that never leave the machine, where plain HTTP carries no token over a network. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** How the token cookie is written for one request; see {@link customerCookieOptions}. */
export interface CustomerCookieOptions {
  /** Whether the cookie carries `Secure`. */
  secure: boolean;
  /** Seconds the cookie lives: the API's token lifetime. */
  maxAgeSeconds: number;
}

/** The environment variables the token cookie follows. */
export type CustomerCookieEnvironment = Readonly<
  Partial<Record<'NODE_ENV' | 'CUSTOMER_TOKEN_LIFETIME_MINUTES', string | undefined>>
>;

/**
 * The customer token of a `Cookie` header, or `null` when it has none (or an empty one).
 *
 * @example
 * ```ts
 * readCustomerToken('vsf-customer=abc; vsf-store=ad_nb_no'); // 'abc'
 * ```
 */
export function readCustomerToken(cookieHeader: string | null | undefined): string | null {
  const token = readCookie(cookieHeader, customerTokenCookie);
  return token ? token : null;
}

/**
 * How the token cookie is written in answer to `requestUrl`:
 *
 * - `Secure` in production (`NODE_ENV=production`), except over plain HTTP to a loopback host
 *   (`localhost`, `127.0.0.1`, `[::1]`): `npm start` and the browser journeys run the production
 *   build on `http://127.0.0.1`, where no network sees the token, and not every browser keeps a
 *   `Secure` cookie set over plain HTTP. Any other plain-HTTP host in production still gets
 *   `Secure`, so the browser refuses the cookie rather than sending the token unencrypted: a
 *   production shop is served over HTTPS (behind a proxy, `PUBLIC_URL` and the request URL say
 *   `https:` once the proxy's `X-Forwarded-Proto` is trusted).
 * - `Max-Age` the API's token lifetime, so the cookie does not outlive the token: the store
 *   config's `customer_access_token_lifetime` (hours; commerce-api serves its
 *   `CUSTOMER_TOKEN_LIFETIME_MINUTES`) when known, else `CUSTOMER_TOKEN_LIFETIME_MINUTES` of the
 *   storefront's own environment, else Magento's default of one hour.
 */
export function customerCookieOptions(
  requestUrl: string | URL,
  { lifetimeHours }: { lifetimeHours?: number | null } = {},
  env: CustomerCookieEnvironment = process.env,
): CustomerCookieOptions {
  const url = new URL(requestUrl);
  const production = env.NODE_ENV === 'production';
  const plainLoopback = url.protocol === 'http:' && loopbackHosts.has(url.hostname);
  const minutes =
    positive(lifetimeHours) !== null
      ? Number(lifetimeHours) * 60
      : (positive(Number(env.CUSTOMER_TOKEN_LIFETIME_MINUTES || NaN)) ??
        defaultTokenLifetimeMinutes);
  return { secure: production && !plainLoopback, maxAgeSeconds: minutes * 60 };
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The `Set-Cookie` value that stores `token`: `HttpOnly` (page scripts cannot read it),
 * `SameSite=Strict`, `Path=/`, `Max-Age` and `Secure` as `options` say.
 */
export function serializeCustomerTokenCookie(
  token: string,
  options: CustomerCookieOptions,
): string {
  return [
    `${customerTokenCookie}=${encodeURIComponent(token)}`,
    `Max-Age=${Math.floor(options.maxAgeSeconds)}`,
    ...sharedAttributes(options.secure),
  ].join('; ');
}

/** The `Set-Cookie` value that removes the token cookie. */
export function serializeClearedCustomerTokenCookie(
  options: Pick<CustomerCookieOptions, 'secure'>,
) {
  return [`${customerTokenCookie}=`, 'Max-Age=0', ...sharedAttributes(options.secure)].join('; ');
}

/**
 * The `Set-Cookie` value that removes one of the shop's script-readable cookies (`vsf-cart`,
 * `vsf-cache-id`…), with the attributes the SDK's cookie storage wrote it with (`Secure` as the
 * browser adds it over HTTPS).
 */
export function serializeClearedShopCookie(name: string, secure = false): string {
  return `${name}=; Max-Age=0; Path=${shopConstants.cookies.path}; SameSite=${shopConstants.cookies.sameSite}${secure ? '; Secure' : ''}`;
}

function sharedAttributes(secure: boolean): string[] {
  return [
    `Path=${shopConstants.cookies.path}`,
    'HttpOnly',
    `SameSite=${shopConstants.cookies.sameSite}`,
    ...(secure ? ['Secure'] : []),
  ];
}
