import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function createCustomerToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashCustomerToken(token) };
}

/** The SHA-256 of a token (hex), as `customer_tokens.token_hash` holds it. */
export const hashCustomerToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or null without one. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
