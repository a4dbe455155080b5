import { readdirSync } from 'node:fs';

import type { RequestHandler } from 'express';

/**
 * The first segment of a request path, decoded (`/images/logo.svg` → `images`); `''` for `/`
 * or a segment that does not decode. Pure.
 */
export function firstPathSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * Hands a request to `serve` (the client build's static files) only when its first path segment
 * names a file or folder at the top of `directory` (`favicon.svg`, `sw.js`, `images`...), read once
 * at start: the build does not change while the server runs. Every other request — every page —
 * goes on at once, without `serve` asking the file system whether `/traktordeler.html` is a file.
 */
export function clientFilesOnly(directory: string, serve: RequestHandler): RequestHandler {
  const entries = new Set(readdirSync(directory));
  return (request, response, next) => {
    if (entries.has(firstPathSegment(request.path))) {
      serve(request, response, next);
      return;
    }
    next();
  };
}
