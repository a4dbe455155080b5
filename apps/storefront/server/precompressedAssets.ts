import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

import express, { type RequestHandler } from 'express';

/** The encodings the build writes next to each asset (`scripts/precompress.mjs`), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Which encodings `Accept-Encoding` allows (a `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * Serves `/assets/x.js` from `x.js.br` (brotli, quality 11) or `x.js.gz` when the build wrote
 * them and the browser accepts the encoding — smaller than on-the-fly compression can afford
 * (brotli 11 is too slow per request) and no CPU per request. Same cache headers as the assets
 * themselves (`staticOptions`); anything else falls through to the plain files.
 */
export function precompressedAssets(
  directory: string,
  staticOptions: Parameters<typeof express.static>[1],
): RequestHandler {
  const serveFile = express.static(directory, {
    ...staticOptions,
    fallthrough: true,
    setHeaders(response, path) {
      const encoding = encodings.find((candidate) => path.endsWith(candidate.suffix));
      if (!encoding) return;
      response.setHeader('Content-Encoding', encoding.name);
      response.type(extname(path.slice(0, -encoding.suffix.length)));
    },
  });
  const exists = new Map<string, boolean>();
  const hasFile = (path: string) => {
    let known = exists.get(path);
    if (known === undefined) {
      known = existsSync(path);
      exists.set(path, known);
    }
    return known;
  };
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(request.path));
    } catch {
      return next();
    }
    if (relative.includes('..')) return next();
    response.vary('Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = encodings.find(
      (candidate) =>
        accepted.has(candidate.name) && hasFile(join(directory, relative + candidate.suffix)),
    );
    if (!encoding) return next();
    const original = request.url;
    request.url = `${request.path}${encoding.suffix}`;
    serveFile(request, response, (error?: unknown) => {
      request.url = original;
      next(error);
    });
  };
}
