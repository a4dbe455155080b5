import type { NextFunction, Request, Response } from 'express';

import { translate } from '../app/i18n/translate';
import {
  contentSecurityPolicy,
  createNonce,
  strictTransportSecurity,
} from './contentSecurityPolicy.js';

const lastResortPage =
  `<!doctype html><html lang="nb"><meta charset="utf-8"><title>${translate('error.generic')}</title>` +
  `<h1>${translate('error.generic')}</h1><p><a href="/">${translate('navigation.home')}</a></p></html>`;

/** What {@link securityHeaders} needs to know about the deployment. */
export interface SecurityHeaderOptions {
  /** Origins of product and CMS images (commerce-api's media); see `imageOriginsFromEnv`. */
  imageOrigins?: readonly string[];
  /** Whether a tag manager container is configured (its scripts and analytics are allowed). */
  tagManager?: boolean;
  /** `NODE_ENV=production`: HTTPS requests get `Strict-Transport-Security`. */
  production?: boolean;
}

/**
 * Headers every answer carries: no MIME sniffing, a modest referrer, and (on everything but the
 * build's hashed `/assets/` files) a Content-Security-Policy with a fresh nonce (in `response.locals.cspNonce`, for the page's inline scripts) that also
 * forbids framing by other sites. In production, HTTPS requests (the request's own, or
 * `X-Forwarded-Proto` from a proxy trusted by `TRUST_PROXY`) get HSTS.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  return (request: Request, response: Response, next: NextFunction) => {
    response.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // The build's hashed scripts and stylesheets are never documents or workers, so a policy
    // on them governs nothing — and at ~0.9 KB a header it cost ~45 KB per first page load.
    if (!isBuildAsset(request.path)) {
      const nonce = createNonce();
      response.locals.cspNonce = nonce;
      response.set(
        'Content-Security-Policy',
        contentSecurityPolicy({
          nonce,
          imageOrigins: options.imageOrigins,
          tagManager: options.tagManager,
        }),
      );
    }
    const hsts = strictTransportSecurity({
      production: options.production === true,
      https: request.secure,
    });
    if (hsts) response.set('Strict-Transport-Security', hsts);
    next();
  };
}

/** Whether a path is one of the client build's hashed files under `/assets/`. */
export function isBuildAsset(path: string): boolean {
  return path.startsWith('/assets/');
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
