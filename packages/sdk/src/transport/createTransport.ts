import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import {
  getOperationAST,
  parse,
  print,
  type DocumentNode,
  type GraphQLFormattedError,
} from 'graphql';
import {
  ClientError,
  GraphQLClient,
  type ResponseMiddleware,
  type Variables,
} from 'graphql-request';
import { shopConstants } from '../config/shopConstants';
import { isSdkError, SdkError, type SdkGraphQLError } from '../errors/SdkError';
import type { EventBus } from '../events/createEventBus';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { resolveEndpoint } from './resolveEndpoint';
import { timeoutSignal } from './timeoutSignal';

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
}

/** Sends typed GraphQL documents to the backend; see {@link createTransport}. */
export interface Transport {
  /**
   * Sends `document` and resolves with its `data`.
   *
   * @throws {@link SdkError} `network`, `http`, `graphql` or `authorization`.
   */
  request<TResult, TVariables extends Variables = Variables>(
    document: DocumentTypeDecoration<TResult, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<TResult>;
}

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
const authorizationCategory = 'graphql-authorization';

/**
 * Creates the SDK's GraphQL transport over `graphql-request`. Queries go as GET so caches in front
 * of Magento can serve them, unless the URL would be too long; mutations go as POST. Every request
 * carries `Store`, `Content-Currency`, `Authorization` (with a customer token) and the
 * `X-Magento-Cache-Id` of the latest response, which Magento uses to pick the right cached page.
 *
 * @example
 * ```ts
 * const transport = createTransport({
 *   endpoint: 'https://shop.example/graphql',
 *   storeCode: shopConstants.storeCode,
 *   currency: shopConstants.currency,
 *   getToken: () => tokenStorage.get('vsf-customer'),
 *   events,
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
  } = options;
  const cacheIdKey = shopConstants.cookies.names.cacheId;

  function headers(): Record<string, string> {
    const result: Record<string, string> = { Store: storeCode, 'Content-Currency': currency };
    const token = getToken?.();
    if (token) result['Authorization'] = `Bearer ${token}`;
    const cacheId = cacheIdStorage.get(cacheIdKey);
    if (cacheId) result[cacheIdHeader] = cacheId;
    return result;
  }

  const rememberCacheId: ResponseMiddleware = (response) => {
    const responseHeaders =
      response instanceof ClientError
        ? response.response.headers
        : response instanceof Error
          ? undefined
          : response.headers;
    const cacheId = responseHeaders?.get(cacheIdHeader);
    if (cacheId) cacheIdStorage.set(cacheIdKey, cacheId);
  };

  // Every request ends: when the caller's signal aborts, or when it takes too long.
  const fetchWithLimits: typeof globalThis.fetch = (input, init) => {
    const signals = [init?.signal, options.signal].filter((signal) => signal != null);
    if (timeoutMs > 0) signals.push(timeoutSignal(timeoutMs));
    const fetch = options.fetch ?? globalThis.fetch;
    return fetch(input, { ...init, signal: AbortSignal.any(signals) });
  };
  const config = { headers, responseMiddleware: rememberCacheId, fetch: fetchWithLimits };

  // Resolved at the first request, so an instance with a relative endpoint can exist where it is
  // never used (such as a server render of a browser-side provider).
  let clients: { endpoint: string; get: GraphQLClient; post: GraphQLClient } | undefined;
  function chooseClient(document: DocumentNode, variables: Variables | undefined): GraphQLClient {
    if (!clients) {
      const endpoint = resolveEndpoint(options.endpoint, globalThis.location?.href);
      clients = {
        endpoint,
        get: new GraphQLClient(endpoint, { ...config, method: 'GET' }),
        post: new GraphQLClient(endpoint, { ...config, method: 'POST' }),
      };
    }
    if (getOperationAST(document)?.operation !== 'query') return clients.post;
    return getUrlLength(clients.endpoint, document, variables) > maxGetUrlLength
      ? clients.post
      : clients.get;
  }

  return {
    async request<TResult, TVariables extends Variables = Variables>(
      typedDocument: DocumentTypeDecoration<TResult, TVariables>,
      variables?: TVariables,
      requestOptions?: RequestOptions,
    ): Promise<TResult> {
      try {
        const document = toDocumentNode(typedDocument);
        const client = chooseClient(document, variables);
        return await client.request<TResult, Variables>({
          document,
          variables,
          requestHeaders: requestOptions?.headers,
          signal: requestOptions?.signal,
        });
      } catch (error) {
        const sdkError = toSdkError(error, timeoutMs);
        if (sdkError.code === 'authorization') {
          events?.emit('session:expired', { reason: 'authorization' });
        }
        throw sdkError;
      }
    },
  };
}

/** The document as an AST: a typed document string (what codegen writes) is parsed. */
function toDocumentNode(document: DocumentTypeDecoration<unknown, never>): DocumentNode {
  return 'kind' in document ? (document as DocumentNode) : parse(String(document));
}

/** The length of the URL `graphql-request` builds for a GET, computed the same way. */
function getUrlLength(
  endpoint: string,
  document: DocumentNode,
  variables: Variables | undefined,
): number {
  const url = new URL(endpoint);
  url.searchParams.append(
    'query',
    print(document)
      .replace(/([\s,]|#[^\n\r]+)+/g, ' ')
      .trim(),
  );
  if (variables) url.searchParams.append('variables', JSON.stringify(variables));
  const operationName = getOperationAST(document)?.name?.value;
  if (operationName) url.searchParams.append('operationName', operationName);
  return url.href.length;
}

function toSdkError(error: unknown, timeoutMs: number): SdkError {
  if (isSdkError(error)) return error;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new SdkError('network', `The GraphQL API did not answer within ${timeoutMs} ms`, {
      cause: error,
      statusCode: 504,
    });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new SdkError('network', 'The GraphQL request was aborted', { cause: error });
  }
  if (!(error instanceof ClientError)) {
    return new SdkError('network', 'The GraphQL request got no readable response', {
      cause: error,
    });
  }
  const { status, errors = [] } = error.response;
  const statusCode = status >= 400 ? status : undefined;
  if (errors.length === 0) {
    return new SdkError('http', `The GraphQL endpoint answered with HTTP ${status}`, {
      cause: error,
      statusCode,
    });
  }
  const graphQLErrors = errors.map(toSdkGraphQLError);
  const code = graphQLErrors.some(({ category }) => category === authorizationCategory)
    ? 'authorization'
    : 'graphql';
  const message = graphQLErrors.map((graphQLError) => graphQLError.message).join('\n');
  return new SdkError(code, message, { cause: error, statusCode, graphQLErrors });
}

function toSdkGraphQLError(error: GraphQLFormattedError): SdkGraphQLError {
  const category = error.extensions?.['category'];
  const code = error.extensions?.['code'];
  return {
    message: error.message,
    ...(typeof category === 'string' && { category }),
    ...(typeof code === 'string' && { code }),
    ...(error.extensions && { extensions: error.extensions }),
    ...(error.path && { path: error.path }),
  };
}
