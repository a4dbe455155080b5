import { shopConstants } from '../config/shopConstants';
import { isSdkError, SdkError } from '../errors/SdkError';
import type { EventBus } from '../events/createEventBus';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { readGraphQLResponse } from './readGraphQLResponse';
import { readOperation } from './readOperation';
import { resolveEndpoint } from './resolveEndpoint';
import { graphQLGetUrl, sendGraphQLRequest } from './sendGraphQLRequest';
import type { TransportMiddleware, TransportNext, TransportRequest } from './TransportMiddleware';
import type { TypedDocument, UntypedDocumentNode, Variables } from './TypedDocument';

/** Options of {@link createTransport}. */
export interface TransportOptions {
  /**
   * The GraphQL endpoint, such as `https://shop.example/graphql`; in a browser it may be relative
   * (`/graphql`), resolved against the page's address.
   */
  endpoint: string;
  /** Sent as the `Store` header. */
  storeCode: string;
  /** Sent as the `Content-Currency` header. */
  currency: string;
  /** The `fetch` to use; `globalThis.fetch` when not given. */
  fetch?: typeof globalThis.fetch;
  /** The customer token, read before every request; nothing (or empty) means a guest. */
  getToken?: () => string | null | undefined;
  /** Where the latest `X-Magento-Cache-Id` is kept; in memory when not given. */
  cacheIdStorage?: KeyValueStorage;
  /** Where `session:expired` is emitted when the backend rejects the customer token. */
  events?: EventBus;
  /**
   * A query whose GET URL would be longer than this many characters is sent as POST; 4096 by
   * default. The caches and proxies in front of Magento (Varnish, nginx, Fastly) accept request
   * lines of 8 KB, and a product page's query (about 2 000 characters before its variables) must
   * stay a cacheable GET.
   */
  maxGetUrlLength?: number;
  /**
   * Milliseconds a request may take before it is given up with a `network` error (status code
   * 504); 10 000 by default, 0 for no limit. A server rendering a page should not wait forever.
   */
  timeoutMs?: number;
  /** Aborts every request of this transport, such as the server request it renders for. */
  signal?: AbortSignal;
  /**
   * Functions around every operation, first to last: they may add headers, log, retry or answer
   * from a cache; see {@link TransportMiddleware} and {@link retryMiddleware}.
   */
  middleware?: readonly TransportMiddleware[];
  /**
   * Prints a document AST (a `TypedDocumentNode`) to the text that is sent: `graphql`'s `print`,
   * or {@link printWithGraphql}, which imports `graphql` at its first use. Without it the
   * transport sends string documents only (the SDK's own are strings), so no GraphQL printer has
   * to be in a bundle that does not need one. `createSdk` passes `printWithGraphql`. Its
   * parameter is typed `never` so that a printer of any AST type fits.
   */
  printDocument?: (document: never) => string | Promise<string>;
}

/** Sends typed GraphQL documents to the backend; see {@link createTransport}. */
export interface Transport {
  /**
   * Sends `document` and resolves with its `data`. The document is the SDK's own kind (codegen's
   * `TypedDocumentString`) or an AST (a `TypedDocumentNode`, or an untyped one whose result is
   * then `unknown`), which is printed by the transport's `printDocument`.
   *
   * @throws {@link SdkError} `network`, `http`, `graphql` or `authorization`; `invalid-argument`
   *   when the document holds no operation, is an AST without `printDocument`, or the endpoint
   *   is not usable.
   */
  request<TResult, TVariables extends Variables = Variables>(
    document: TypedDocument<TResult, TVariables> | UntypedDocumentNode,
    ...variablesAndOptions: RequestArguments<NoInfer<TVariables>>
  ): Promise<TResult>;
}

/**
 * What {@link Transport.request} takes after the document: the operation's variables, required
 * when it has a required variable (optional when it has none, or only optional ones), then the
 * options of this request. The variables are the document's, never widened to what is passed.
 */
export type RequestArguments<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

/** Options of one {@link Transport.request}. */
export interface RequestOptions {
  /** Headers for this request only, sent after (and so over) the transport's own. */
  headers?: Record<string, string>;
  /**
   * Aborts this request only, such as a quick search the shopper typed past; the request then
   * rejects with a `network` error. The transport's own signal and timeout still apply.
   */
  signal?: AbortSignal;
}

const cacheIdHeader = 'X-Magento-Cache-Id';
const defaultTimeoutMs = 10_000;
/** The media types of GraphQL over HTTP, the newer first, as `graphql-request` asked for them. */
const acceptedTypes = 'application/graphql-response+json, application/json';

/**
 * Creates the SDK's GraphQL transport: GraphQL over HTTP on `fetch`, with no GraphQL parser.
 * Queries go as GET so caches in front of Magento can serve them, unless the URL would be too
 * long; mutations go as POST. Every request carries `Store`, `Content-Currency`, `Authorization`
 * (with a customer token) and the `X-Magento-Cache-Id` of the latest response, which Magento
 * uses to pick the right cached page. Middleware see and may change every operation.
 *
 * @example
 * ```ts
 * const transport = createTransport({
 *   endpoint: 'https://shop.example/graphql',
 *   storeCode: shopConstants.storeCode,
 *   currency: shopConstants.currency,
 *   getToken: () => tokenStorage.get('vsf-customer'),
 *   events,
 *   middleware: [retryMiddleware({ attempts: 3, delayMs: 200 })],
 * });
 * const { storeConfig } = await transport.request(StoreConfigDocument);
 * ```
 */
export function createTransport(options: TransportOptions): Transport {
  const {
    storeCode,
    currency,
    getToken,
    events,
    cacheIdStorage = createMemoryStorage(),
    maxGetUrlLength = 4096,
    timeoutMs = defaultTimeoutMs,
    middleware = [],
  } = options;
  const cacheIdKey = shopConstants.cookies.names.cacheId;

  function headers(own: Record<string, string> | undefined): Headers {
    const result = new Headers({
      Store: storeCode,
      'Content-Currency': currency,
      Accept: acceptedTypes,
    });
    const token = getToken?.();
    if (token) result.set('Authorization', `Bearer ${token}`);
    const cacheId = cacheIdStorage.get(cacheIdKey);
    if (cacheId) result.set(cacheIdHeader, cacheId);
    for (const [name, value] of Object.entries(own ?? {})) result.set(name, value);
    return result;
  }

  const send: TransportNext = async (request) => {
    const response = await sendGraphQLRequest(request, {
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs,
    });
    const cacheId = response.headers.get(cacheIdHeader);
    if (cacheId) cacheIdStorage.set(cacheIdKey, cacheId);
    return response;
  };
  // The first middleware outermost: it sees the request first and the response last.
  const run = middleware.reduceRight<TransportNext>(
    (next, current) => (request) => current(request, next),
    send,
  );

  // Resolved at the first request, so an instance with a relative endpoint can exist where it is
  // never used (such as a server render of a browser-side provider).
  let endpoint: string | undefined;

  async function prepare(
    document: TypedDocument<unknown, never> | UntypedDocumentNode,
    variables: Variables | undefined,
    requestOptions: RequestOptions | undefined,
  ): Promise<TransportRequest> {
    const query = await documentSource(document, options.printDocument);
    const operation = readOperation(query);
    if (!operation) {
      throw new SdkError('invalid-argument', 'The GraphQL document holds no operation');
    }
    endpoint ??= resolveEndpoint(options.endpoint, globalThis.location?.href);
    const request: TransportRequest = {
      operationName: operation.name,
      operationType: operation.type,
      query,
      variables: variables as TransportRequest['variables'],
      url: endpoint,
      method: 'POST',
      headers: headers(requestOptions?.headers),
      signal: AbortSignal.any(
        [requestOptions?.signal, options.signal].filter((signal) => signal != null),
      ),
    };
    if (operation.type === 'query' && graphQLGetUrl(request).length <= maxGetUrlLength) {
      request.method = 'GET';
    }
    return request;
  }

  return {
    async request<TResult, TVariables extends Variables = Variables>(
      document: TypedDocument<TResult, TVariables> | UntypedDocumentNode,
      ...[variables, requestOptions]: RequestArguments<NoInfer<TVariables>>
    ): Promise<TResult> {
      try {
        const response = await run(await prepare(document, variables, requestOptions));
        return readGraphQLResponse(response) as TResult;
      } catch (error) {
        if (isSdkError(error, 'authorization')) {
          events?.emit('session:expired', { reason: 'authorization' });
        }
        throw isSdkError(error)
          ? error
          : new SdkError('network', 'The GraphQL request failed', { cause: error });
      }
    },
  };
}

/** The source text of a document: a string document as it is, an AST as `print` prints it. */
async function documentSource(
  document: TypedDocument<unknown, never> | UntypedDocumentNode,
  print: TransportOptions['printDocument'],
): Promise<string> {
  if (typeof document !== 'object' || !('kind' in document)) return String(document);
  if (!print) {
    throw new SdkError(
      'invalid-argument',
      "A GraphQL document AST needs the transport's printDocument (graphql's print, or printWithGraphql) to be sent",
    );
  }
  return print(document as never);
}
