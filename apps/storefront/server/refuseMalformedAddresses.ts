import type { RequestHandler } from 'express';

import { translate } from '../app/i18n/translate';

/**
 * Whether an address (path and query string, as the request line had it) is one no page of the
 * shop can answer: a path whose percent-encoding does not decode (`/%E0%A4%A`), or a NUL character
 * anywhere once decoded (`/p/%00`, `?finder=%00`). Such text would otherwise reach the API as a
 * SKU, slug or search term, which refuses it — and the page would show an error (500) for what is
 * the client's mistake. `%2500` is the text `%00`, not a NUL, and passes. Pure.
 */
export function isMalformedAddress(originalUrl: string): boolean {
  const queryStart = originalUrl.indexOf('?');
  const path = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : originalUrl.slice(queryStart + 1);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (decodedPath.includes('\0')) return true;
  // URLSearchParams decodes `+` and never throws (a broken sequence stays as it is).
  for (const [name, value] of new URLSearchParams(query)) {
    if (name.includes('\0') || value.includes('\0')) return true;
  }
  return false;
}

/**
 * Answers a malformed address ({@link isMalformedAddress}) with a 400 before anything reads it:
 * a GraphQL-shaped error on `/graphql`, a short Norwegian text elsewhere.
 */
export const refuseMalformedAddresses: RequestHandler = (request, response, next) => {
  if (!isMalformedAddress(request.originalUrl)) {
    next();
    return;
  }
  const message = translate('error.malformedAddress');
  response.status(400);
  if (request.path === '/graphql') {
    response.json({ errors: [{ message, extensions: { category: 'graphql-proxy' } }] });
  } else {
    response.type('text/plain').send(message);
  }
};
