import { Writable } from 'node:stream';

import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';

import { shopLogo } from './errors/shopLogo';
import { finishDocument } from './http/finishDocument.server';
import { defaultStoreName } from './meta/pageTitle';
import { translate } from './i18n/translate';
import { NonceContext } from './security/nonce';
import { documentPolicyContext } from './security/documentPolicyContext.server';

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
      `<body><p><a href="/"><img src="${shopLogo.src}" alt="${defaultStoreName}" width="${shopLogo.width}" height="${shopLogo.height}"></a></p>` +
      `<h1>${message}</h1><p><a href="/">${translate('navigation.home')}</a></p></body></html>`,
    { status: 500, headers },
  );
}

/**
 * Renders a page on the server, in full before anything is sent (no page streams deferred data),
 * so the finished document can be kept by a shared cache: `finishDocument` allows its inline
 * scripts by hash and removes the render's nonce — which React, React Router and the app (through
 * {@link NonceContext}) put on the scripts they render — and the page's
 * Content-Security-Policy names those hashes. Plus the last-resort page when rendering the error
 * page itself fails.
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
  const policy = loadContext?.get(documentPolicyContext) ?? null;
  const nonce = policy?.renderNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let shellFailed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // The page is sent whole, so every Suspense boundary (the catch-all's lazily loaded page
        // among them) is written in place: React would otherwise write a large boundary after the
        // footer and move it up with an inline script, and the footer would jump (CLS 0.69).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          if (shellFailed) return;
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              const page = finishDocument(Buffer.concat(chunks).toString('utf8'), {
                renderNonce: nonce ?? '',
              });
              responseHeaders.set('Content-Type', 'text/html');
              if (policy) {
                responseHeaders.set('Content-Security-Policy', policy.policyFor(page.scriptHashes));
              }
              resolve(
                new Response(page.html, { headers: responseHeaders, status: responseStatusCode }),
              );
              callback();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          shellFailed = true;
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
