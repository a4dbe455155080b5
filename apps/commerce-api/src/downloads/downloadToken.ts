import { createHmac, timingSafeEqual } from 'node:crypto';

/** What one signed download link grants: one customer, one purchased link, until a moment. */
export interface DownloadGrant {
  customerId: number;
  /** The order line (`order_items.id`) the link was bought with. */
  orderItemId: number;
  /** The product's link (`downloadable_links.link_id`). */
  linkId: number;
  expiresAt: Date;
}

/** What a token turned out to be, read with the server's secret at a moment. */
export type DownloadTokenCheck =
  | { kind: 'valid'; grant: DownloadGrant }
  | { kind: 'expired'; grant: DownloadGrant }
  /** Not a token at all, or one whose signature does not match (tampered, or another secret). */
  | { kind: 'invalid' };

const TOKEN = /^(\d{1,10})-(\d{1,10})-(\d{1,10})-(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

// A purpose prefix, so the secret's MAC of this payload can never be mistaken for another use.
const signature = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`download-link:v1:${payload}`).digest('base64url');

/**
 * The token of a download link: the grant in the clear (`customer-item-link-expiry`, expiry in
 * Unix seconds) and its HMAC-SHA256 under the server's secret. Nothing is stored: changing any
 * digit breaks the signature, and asking again (a new expiry) gives a fresh token.
 */
export function signDownloadToken(grant: DownloadGrant, secret: string): string {
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  const payload = `${grant.customerId}-${grant.orderItemId}-${grant.linkId}-${expires}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** Reads a token: its grant when the signature matches, and whether it has expired at `now`. */
export function readDownloadToken(token: string, secret: string, now: Date): DownloadTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { kind: 'invalid' };
  const [, customer, item, link, expires, mac] = match;
  const payload = `${customer}-${item}-${link}-${expires}`;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { kind: 'invalid' };
  }
  const grant: DownloadGrant = {
    customerId: Number(customer),
    orderItemId: Number(item),
    linkId: Number(link),
    expiresAt: new Date(Number(expires) * 1000),
  };
  return grant.expiresAt.getTime() <= now.getTime()
    ? { kind: 'expired', grant }
    : { kind: 'valid', grant };
}
