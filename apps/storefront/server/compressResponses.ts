import { constants } from 'node:zlib';

import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Brotli or gzip for pages, `.data` answers and static files, whichever the browser accepts
 * (brotli first), for anything `compressible` knows as text (HTML, JS, CSS, JSON, SVG) above 1 KB.
 * A phone on a slow network receives the first-load JavaScript at about a quarter of its size.
 *
 * Every write is flushed (`Z_SYNC_FLUSH` / `BROTLI_OPERATION_FLUSH`) so a streamed page keeps
 * streaming: the shell reaches the browser when React writes it, not when the last deferred part
 * of the page is done. Brotli at quality 4 (the middleware's default) costs about what gzip does.
 *
 * `/graphql` is left out: the proxy passes the API's answer on with its own `Vary`, which a shared
 * cache relies on (compressing it would need `Vary: Accept-Encoding` there too).
 */
export function compressResponses(): RequestHandler {
  return compression({
    flush: constants.Z_SYNC_FLUSH,
    brotli: { flush: constants.BROTLI_OPERATION_FLUSH },
    filter: (request: Request, response: Response) =>
      request.path !== '/graphql' && compression.filter(request, response),
  });
}
