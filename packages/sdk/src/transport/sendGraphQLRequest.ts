import { isSdkError, SdkError } from '../errors/SdkError';
import { timeoutSignal } from './timeoutSignal';
import type {
  GraphQLResponseBody,
  TransportRequest,
  TransportResponse,
} from './TransportMiddleware';

/** Options of {@link sendGraphQLRequest}. */
export interface SendGraphQLRequestOptions {
  /** The `fetch` to send with. */
  fetch: typeof globalThis.fetch;
  /** Milliseconds before the request is given up (a `network` error with status 504); 0 for never. */
  timeoutMs: number;
}

/**
 * Sends one GraphQL operation over HTTP (GraphQL over HTTP: a GET with search parameters or a
 * POST with a JSON body) and reads its response, whatever its status.
 *
 * @throws {@link SdkError} `network` when there is no response: no connection, aborted, timed out.
 */
export async function sendGraphQLRequest(
  request: TransportRequest,
  { fetch, timeoutMs }: SendGraphQLRequestOptions,
): Promise<TransportResponse> {
  const signals = [request.signal];
  if (timeoutMs > 0) signals.push(timeoutSignal(timeoutMs));
  const headers = new Headers(request.headers);
  let body: string | undefined;
  if (request.method === 'POST') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const { query, variables, operationName } = request;
    body = JSON.stringify({ query, variables, operationName });
  }
  const url = request.method === 'GET' ? graphQLGetUrl(request) : request.url;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.any(signals),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: parseBody(text, response.headers.get('Content-Type')),
      durationMs: performance.now() - started,
    };
  } catch (error) {
    throw toNetworkError(error, timeoutMs);
  }
}

/**
 * The URL of a GET for `request`: `query` with its whitespace, commas and comments collapsed,
 * `variables` as JSON (when given) and `operationName` (when named), in that order, as
 * `graphql-request` built it, so caches keep their keys.
 */
export function graphQLGetUrl(
  request: Pick<TransportRequest, 'url' | 'query' | 'variables' | 'operationName'>,
): string {
  const url = new URL(request.url);
  url.searchParams.append('query', request.query.replace(/([\s,]|#[^\n\r]+)+/g, ' ').trim());
  if (request.variables) url.searchParams.append('variables', JSON.stringify(request.variables));
  if (request.operationName) url.searchParams.append('operationName', request.operationName);
  return url.href;
}

/** The GraphQL body of a JSON response; `undefined` for anything else. */
function parseBody(text: string, contentType: string | null): GraphQLResponseBody | undefined {
  if (!contentType || !/application\/(graphql-response\+)?json/i.test(contentType)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
  const { data, errors, extensions } = parsed as Record<string, unknown>;
  return {
    ...(isRecordOrNull(data) && { data }),
    ...(Array.isArray(errors) && { errors: errors as GraphQLResponseBody['errors'] }),
    ...(isRecordOrNull(extensions) && extensions && { extensions }),
  };
}

function isRecordOrNull(value: unknown): value is Record<string, unknown> | null {
  return typeof value === 'object' && !Array.isArray(value);
}

function toNetworkError(error: unknown, timeoutMs: number): SdkError {
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
  return new SdkError('network', 'The GraphQL request got no response', { cause: error });
}
