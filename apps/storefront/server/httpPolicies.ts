import type { NextFunction, Request, Response } from 'express';

import { translate } from '../app/i18n/translate';
import type { DocumentPolicy } from '../app/security/documentPolicyContext.server';
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
  /** Origins the shop frames: the payment provider's card form (`PAYMENT_PROVIDER_URL`). */
  frameOrigins?: readonly string[];
  /** `NODE_ENV=production`: HTTPS requests get `Strict-Transport-Security`. */
  production?: boolean;
}

/**
 * Headers every answer carries: no MIME sniffing, a modest referrer, and (on everything but the
 * build's hashed `/assets/` files) a Content-Security-Policy that also forbids framing by other
 * sites. A rendered page sets its own policy, naming the hashes of its inline scripts: the
 * request's `response.locals.documentPolicy` (a render nonce and the policy for given hashes,
 * handed to `entry.server.tsx`); any answer that set none gets the policy without inline scripts
 * just before its headers go out. In production, HTTPS requests (the request's own, or
 * `X-Forwarded-Proto` from a proxy trusted by `TRUST_PROXY`) to a host that is not this machine
 * get HSTS.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const policyFor = (scriptHashes: readonly string[]) =>
    contentSecurityPolicy({
      scriptHashes,
      imageOrigins: options.imageOrigins,
      tagManager: options.tagManager,
      frameOrigins: options.frameOrigins,
    });
  // Checked once here, so a bad image origin stops the server at start, not a request.
  const withoutInlineScripts = policyFor([]);
  return (request: Request, response: Response, next: NextFunction) => {
    response.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // The build's hashed scripts and stylesheets are never documents or workers, so a policy
    // on them governs nothing — and at ~0.9 KB a header it cost ~45 KB per first page load.
    if (!isBuildAsset(request.path)) {
      const documentPolicy: DocumentPolicy = { renderNonce: createNonce(), policyFor };
      response.locals.documentPolicy = documentPolicy;
      beforeHeaders(response, () => {
        if (!response.hasHeader('Content-Security-Policy')) {
          response.setHeader('Content-Security-Policy', withoutInlineScripts);
        }
      });
    }
    const hsts = strictTransportSecurity({
      production: options.production === true,
      https: request.secure,
      hostname: request.hostname,
    });
    if (hsts) response.set('Strict-Transport-Security', hsts);
    next();
  };
}

/**
 * Calls `listener` once, right before the response's headers are written (explicitly or by the
 * first write): React Router copies a page's headers onto the response with `append`, so a policy
 * set earlier would be sent twice (and browsers enforce both).
 */
function beforeHeaders(response: Response, listener: () => void): void {
  const writeHead = response.writeHead;
  let called = false;
  response.writeHead = function (this: Response, ...args: unknown[]) {
    if (!called) {
      called = true;
      listener();
    }
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
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
