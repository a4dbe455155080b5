/**
 * Proxies trusted to tell the client's address in `X-Forwarded-For` by default: this machine.
 * The storefront server sits in front of commerce-api and makes every sign-in on its shoppers'
 * behalf, so without its header every shopper would share its address — and one shopper's failed
 * sign-ins would throttle them all.
 */
export const defaultTrustedProxies: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * The address a request comes from, for throttling and rate limits: the socket's peer, unless
 * that peer is a trusted proxy; then `X-Forwarded-For` is read from the right, skipping trusted
 * proxies, and the first address no trusted proxy vouches for wins. Entries a client wrote itself
 * sit left of what the trusted proxies appended, so they are never reached while an untrusted
 * address stands to their right: a forged header cannot dodge a limit.
 *
 * @example
 * ```ts
 * clientAddress('127.0.0.1', '203.0.113.9', defaultTrustedProxies); // '203.0.113.9'
 * clientAddress('198.51.100.7', '203.0.113.9', defaultTrustedProxies); // '198.51.100.7'
 * clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9', defaultTrustedProxies); // '203.0.113.9'
 * ```
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: readonly string[],
): string {
  const peer = socketAddress ?? 'unknown';
  if (!forwardedFor || !trustedProxies.includes(peer)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (!trustedProxies.includes(hop) || index === 0) return hop;
  }
  return peer;
}

/** Reads `TRUSTED_PROXIES` (comma-separated addresses; empty trusts none). */
export function trustedProxiesFromEnv(value: string | undefined): readonly string[] {
  if (value === undefined) return defaultTrustedProxies;
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
