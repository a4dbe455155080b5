import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link: the address (lower-cased) and its HMAC, so the link works
 * without a sign-in and without a stored row, for as long as the secret stays. It names the
 * address only to whoever holds the mail it was sent to.
 */
export function signUnsubscribeToken(email: string, secret: string): string {
  const address = email.trim().toLowerCase();
  const payload = Buffer.from(address).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The address a token was signed for, or null for a malformed or tampered token. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, payload, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(payload, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${payload}`).digest('base64url');
