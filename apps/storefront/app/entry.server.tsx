import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';

import { translate } from './i18n/translate';
import { NonceContext } from './security/nonce';
import { cspNonceContext } from './security/nonceContext.server';

export const streamTimeout = 5_000;

/**
 * The last-resort page of spec §2, sent when the error page itself could not be rendered: plain
 * HTML that cannot fail in turn.
 */
function errorPageFailedResponse(headers: Headers): Response {
  const message = translate('error.errorPageFailed');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(
    `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>${message}</title></head>` +
      `<body><h1>${message}</h1><p><a href="/">${translate('navigation.home')}</a></p></body></html>`,
    { status: 500, headers },
  );
}

/**
 * Renders a page on the server: React Router's Node default (streaming, bots get the whole page),
 * plus the last-resort page when rendering the error page itself fails. The server's
 * Content-Security-Policy nonce goes on every inline script: React's, React Router's and the
 * app's (through {@link NonceContext}).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const renderingErrorPage = routerContext.staticHandlerContext.errors !== null;
  const nonce = loadContext?.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          if (renderingErrorPage) {
            console.error('The error page failed to render:', error);
            resolve(errorPageFailedResponse(responseHeaders));
          } else {
            // React Router renders the error page next.
            reject(error);
          }
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
