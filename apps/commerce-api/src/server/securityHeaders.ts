import type { ServerResponse } from 'node:http';

/**
 * The API answers JSON, pictures, plain text and the development outbox (HTML without scripts or
 * styles): none of them needs to load anything, and none is to be framed.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * GraphiQL (development only) is yoga's page: inline scripts, its bundle, styles and editor
 * workers from unpkg.com (the workers started from blob: URLs), its icon from GitHub, and its
 * queries to this origin. Still never framed.
 */
export const GRAPHIQL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "font-src 'self' data: https://unpkg.com",
  "img-src 'self' data: https://raw.githubusercontent.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Headers every answer carries, errors included: no MIME sniffing, no framing, no referrer, and a
 * Content-Security-Policy that lets a response load nothing. Pictures under `/media/` may be
 * embedded by any site (`Cross-Origin-Resource-Policy: cross-origin`): they are public, and the
 * storefront or a CDN may sit on another site than the API (`127.0.0.1:3000` is not the same
 * site as `localhost:4000`); everything else only by this origin (CORS still grants the
 * storefront its GraphQL calls).
 */
export function setSecurityHeaders(response: ServerResponse, pathname: string): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader(
    'Cross-Origin-Resource-Policy',
    pathname.startsWith('/media/') ? 'cross-origin' : 'same-origin',
  );
}
