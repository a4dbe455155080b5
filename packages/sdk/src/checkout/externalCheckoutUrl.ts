import { SdkError } from '../errors/SdkError';

/**
 * The external checkout provider's configuration (spec: browsing §7, accounts §1 — the provider
 * exists but is disabled). `SdkConfig.externalCheckout`; {@link defaultExternalCheckoutConfig}
 * when not given.
 */
export interface ExternalCheckoutConfig {
  /** Whether the browser goes to the external checkout; `false` by default. */
  enabled: boolean;
  /** The CMS (shop backend) origin the provider's sync page lives on, such as `https://cms.example`. */
  cmsUrl: string;
  /** The sync page's path on `cmsUrl`, such as `/sveacheckout/sync`. */
  syncUrlPath: string;
}

/** External checkout off, as the spec configures it. */
export const defaultExternalCheckoutConfig: ExternalCheckoutConfig = Object.freeze({
  enabled: false,
  cmsUrl: '',
  syncUrlPath: '',
});

/** What {@link externalCheckoutUrl} needs. */
export interface ExternalCheckoutUrlInput extends ExternalCheckoutConfig {
  /** The customer token; without one (`null`, `undefined`, `''`) the token segment is empty. */
  customerToken?: string | null;
  /** The cart's masked id. */
  cartId: string;
  /** Where the shopper goes when external checkout is disabled (the shop's own checkout). */
  baseUrl: string;
}

/**
 * Where the browser goes to check out (spec browsing §7). Disabled: `baseUrl`, unchanged.
 * Enabled: `{cmsUrl}{syncUrlPath}/token/{customerToken}/cart/{cartId}`, where
 * - trailing slashes of `cmsUrl` are dropped, and `syncUrlPath` gets a leading slash when it has
 *   none and loses its trailing ones (so `https://cms.example/` + `sync/` and
 *   `https://cms.example` + `/sync` give the same address; an empty path adds nothing);
 * - without a token the token segment is empty (`/token//cart/…`), as the spec says;
 * - the token and the cart id are percent-encoded as path segments (`encodeURIComponent`), so a
 *   `/`, `?` or `#` in them cannot change the address.
 * Pure.
 *
 * @throws {@link SdkError} `invalid-argument` when enabled without a `cmsUrl` or a `cartId`
 * (a configuration or call mistake, not a shopper's).
 *
 * @example
 * ```ts
 * externalCheckoutUrl({
 *   enabled: true, cmsUrl: 'https://cms.example', syncUrlPath: '/sveacheckout/sync',
 *   customerToken: 'abc', cartId: 'Xy12', baseUrl: '/checkout',
 * }); // 'https://cms.example/sveacheckout/sync/token/abc/cart/Xy12'
 * ```
 */
export function externalCheckoutUrl(input: ExternalCheckoutUrlInput): string {
  if (!input.enabled) return input.baseUrl;
  const cmsUrl = input.cmsUrl.trim().replace(/\/+$/, '');
  if (!cmsUrl)
    throw new SdkError('invalid-argument', 'External checkout is enabled without a cmsUrl');
  if (!input.cartId) {
    throw new SdkError('invalid-argument', 'External checkout needs the id of the cart');
  }
  const path = input.syncUrlPath.trim().replace(/\/+$/, '');
  const syncPath = path === '' || path.startsWith('/') ? path : `/${path}`;
  const token = encodeURIComponent(input.customerToken ?? '');
  return `${cmsUrl}${syncPath}/token/${token}/cart/${encodeURIComponent(input.cartId)}`;
}
