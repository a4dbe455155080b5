import type { OperationType } from './readOperation';

/**
 * One GraphQL operation on its way to the API, as a {@link TransportMiddleware} sees it. A
 * middleware may change `headers`, `method`, `url` and `variables` before it calls `next`; the
 * request is sent as they then are.
 */
export interface TransportRequest {
  /** The operation's name, such as `ProductBySku`; `undefined` for an anonymous operation. */
  readonly operationName: string | undefined;
  /** Whether the operation reads (`query`) or changes (`mutation`) data. */
  readonly operationType: OperationType;
  /** The document's source text, fragments included. */
  readonly query: string;
  /** The operation's variables, sent as given. */
  variables: Readonly<Record<string, unknown>> | undefined;
  /**
   * The GraphQL endpoint, absolute. A GET adds `query`, `variables` and `operationName` to it as
   * search parameters when it is sent.
   */
  url: string;
  /**
   * `GET` for a query whose URL stays within `maxGetUrlLength` (so caches in front of the API can
   * answer it), else `POST` with a JSON body.
   */
  method: 'GET' | 'POST';
  /**
   * The headers to send: `Store`, `Content-Currency`, `Accept`, `Authorization` (for a customer),
   * `X-Magento-Cache-Id` (once known) and the request's own. Mind the `Authorization` header
   * when logging them.
   */
  headers: Headers;
  /** Aborts when the caller gives the request up (its own signal or the transport's). */
  readonly signal: AbortSignal;
}

/** One error of a GraphQL response, as the API sent it. */
export interface GraphQLResponseError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Readonly<Record<string, unknown>>;
}

/** The body of a GraphQL response. */
export interface GraphQLResponseBody {
  data?: Readonly<Record<string, unknown>> | null;
  errors?: readonly GraphQLResponseError[];
  extensions?: Readonly<Record<string, unknown>>;
}

/** The API's answer to one {@link TransportRequest}, as a {@link TransportMiddleware} sees it. */
export interface TransportResponse {
  /** The HTTP status. */
  status: number;
  /** The response headers. */
  headers: Headers;
  /**
   * The GraphQL body, or `undefined` when the body was not a GraphQL JSON response (such as a
   * gateway's HTML error page).
   */
  body: GraphQLResponseBody | undefined;
  /** Milliseconds from sending the request to having read the whole body. */
  durationMs: number;
}

/**
 * Sends `request` on: to the next middleware, or over HTTP after the last one. It resolves with
 * the response whatever its status or GraphQL errors, and rejects with an `SdkError` of code
 * `network` when there is no response (no connection, aborted, timed out).
 */
export type TransportNext = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * A function around every GraphQL operation of a transport: it sees the request, may change its
 * headers (tracing ids), may answer it itself without calling `next` (an embedder's cache), may
 * call `next` more than once (retries), and sees the response with its duration (logging).
 *
 * Middleware run in the order given: the first sees the request first and the response last.
 * Their responses are then read as usual: GraphQL errors and HTTP error statuses become
 * `SdkError`s, and a rejected customer token ends the session.
 *
 * @example
 * ```ts
 * const tracing: TransportMiddleware = (request, next) => {
 *   request.headers.set('X-Request-Id', crypto.randomUUID());
 *   return next(request);
 * };
 * ```
 */
export type TransportMiddleware = (
  request: TransportRequest,
  next: TransportNext,
) => Promise<TransportResponse>;
