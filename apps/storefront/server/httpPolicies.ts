import type { NextFunction, Request, Response } from 'express';

import { translate } from '../app/i18n/translate';

const lastResortPage =
  `<!doctype html><html lang="nb"><meta charset="utf-8"><title>${translate('error.generic')}</title>` +
  `<h1>${translate('error.generic')}</h1><p><a href="/">${translate('navigation.home')}</a></p></html>`;

/** Headers every answer carries: no MIME sniffing, no framing by other sites, a modest referrer. */
export function securityHeaders(_request: Request, response: Response, next: NextFunction) {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "frame-ancestors 'self'",
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  next();
}

/**
 * Errors that reach express: a client's mistake (an oversized or unreadable body, a missing
 * asset) keeps its 4xx status, as GraphQL-shaped JSON on `/graphql`; anything else is a short
 * 500 page, never a stack trace.
 */
export function handleError(
  error: unknown,
  request: Request,
  response: Response,
  next: NextFunction,
) {
  if (response.headersSent) {
    next(error);
    return;
  }
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  if (status >= 400 && status < 500) {
    const message = status === 413 ? 'The request body is too large' : 'Bad request';
    if (request.path === '/graphql') {
      response
        .status(status)
        .json({ errors: [{ message, extensions: { category: 'graphql-proxy' } }] });
    } else {
      response.status(status).type('text/plain').send(message);
    }
    return;
  }
  console.error('The storefront could not answer a request:', error);
  response.status(500).type('html').send(lastResortPage);
}
