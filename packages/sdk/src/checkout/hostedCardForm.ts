/** Where a checkout shows the payment provider's hosted card form; see {@link hostedCardFormUrl}. */
export interface HostedCardFormOptions {
  /** The provider's origin, such as `https://pay.example.no` (`PAYMENT_PROVIDER_URL`). */
  providerUrl: string;
  /** The checkout page's own origin: the only one the form hands its token to. */
  shopOrigin: string;
  /** The amount the shopper confirms (the cart's grand total); the provider captures no more. */
  amount: number;
  /** Such as `NOK`. */
  currency: string;
}

/**
 * A message from the hosted card form to the checkout: `ready` once a page of the form has loaded
 * (with its height, to size the iframe), `token` once the card is confirmed (the single-use token
 * to pay with, and the card's brand and last four digits to show).
 */
export type HostedCardMessage =
  | { type: 'ready'; height: number }
  | { type: 'token'; token: string; brand: string; last4: string };

/**
 * The URL of the provider's hosted card form for an iframe in the checkout: the shop's origin
 * (where the form posts its token) and the amount to confirm, rounded to øre. Pure.
 *
 * @throws Error when `providerUrl` or `shopOrigin` is not an http(s) URL.
 *
 * @example
 * ```ts
 * hostedCardFormUrl({ providerUrl: 'http://localhost:4100', shopOrigin: 'http://localhost:3000', amount: 1249.5, currency: 'NOK' });
 * // 'http://localhost:4100/hosted/card?origin=http%3A%2F%2Flocalhost%3A3000&amount=1249.50&currency=NOK'
 * ```
 */
export function hostedCardFormUrl(options: HostedCardFormOptions): string {
  const url = new URL('/hosted/card', httpOrigin(options.providerUrl));
  url.searchParams.set('origin', httpOrigin(options.shopOrigin));
  url.searchParams.set('amount', (Math.round(options.amount * 100) / 100).toFixed(2));
  url.searchParams.set('currency', options.currency);
  return url.toString();
}

/**
 * The hosted card form's message in a `message` event, or `null` for anything else: a message from
 * any origin but the provider's (another frame, an extension, a script of the page itself) or of
 * another shape is never taken for a token. Pure.
 *
 * @example
 * ```ts
 * window.addEventListener('message', (event) => {
 *   const message = readHostedCardMessage(event, providerUrl);
 *   if (message?.type === 'token') void placeOrderSequence(sdk, { cardToken: message.token });
 * });
 * ```
 */
export function readHostedCardMessage(
  event: { origin: string; data: unknown },
  providerUrl: string,
): HostedCardMessage | null {
  if (event.origin !== httpOrigin(providerUrl)) return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null || data.source !== 'agri-pay') return null;
  if (data.type === 'ready' && typeof data.height === 'number' && data.height >= 0) {
    return { type: 'ready', height: data.height };
  }
  const { token, brand, last4 } = data;
  if (
    data.type === 'token' &&
    typeof token === 'string' &&
    /^[\w-]{1,80}$/.test(token) &&
    typeof brand === 'string' &&
    typeof last4 === 'string' &&
    /^\d{4}$/.test(last4)
  ) {
    return { type: 'token', token, brand: brand.slice(0, 40), last4 };
  }
  return null;
}

function httpOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Not an http(s) origin: "${value}"`);
  }
  return url.origin;
}
