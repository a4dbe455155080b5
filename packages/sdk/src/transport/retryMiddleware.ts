import { gatewayStatuses, isSdkError } from '../errors/SdkError';
import type { TransportMiddleware, TransportResponse } from './TransportMiddleware';

/** Options of {@link retryMiddleware}. */
export interface RetryMiddlewareOptions {
  /** Tries in all, the first one included; 3 by default. */
  attempts?: number;
  /** Milliseconds before the first retry, doubled before each one after it; 300 by default. */
  delayMs?: number;
  /**
   * Whether mutations are retried too; `false` by default. A mutation that got no answer may have
   * been done all the same, and Magento's mutations carry no idempotency key: a retried add to
   * cart adds the item twice, a retried order may place two. Turn it on only for a transport
   * whose mutations are all safe to repeat.
   */
  retryMutations?: boolean;
  /** The HTTP statuses to retry on; a gateway's 502, 503 and 504 by default. */
  statuses?: readonly number[];
}

/**
 * A {@link TransportMiddleware} that tries a query again when it got no answer: no connection,
 * a timeout, or a gateway's 502 / 503 / 504. It waits `delayMs`, then twice that, and so on
 * between tries, and stops as soon as the caller gives the request up. Mutations are not retried
 * unless `retryMutations` is set. The last failure is what the caller sees.
 *
 * @example
 * ```ts
 * const sdk = createSdk({
 *   endpoint: 'https://shop.example/graphql',
 *   middleware: [retryMiddleware({ attempts: 3, delayMs: 200 })],
 * });
 * ```
 */
export function retryMiddleware(options: RetryMiddlewareOptions = {}): TransportMiddleware {
  const {
    attempts = 3,
    delayMs = 300,
    retryMutations = false,
    statuses = gatewayStatuses,
  } = options;
  return async (request, next) => {
    if (request.operationType === 'mutation' && !retryMutations) return next(request);
    for (let attempt = 1; ; attempt += 1) {
      let response: TransportResponse;
      try {
        response = await next(request);
      } catch (error) {
        const retry = isSdkError(error, 'network') && attempt < attempts && !request.signal.aborted;
        if (!retry || !(await wait(delayMs * 2 ** (attempt - 1), request.signal))) throw error;
        continue;
      }
      const retry = statuses.includes(response.status) && attempt < attempts;
      if (!retry || !(await wait(delayMs * 2 ** (attempt - 1), request.signal))) return response;
    }
  };
}

/** Waits `ms`; resolves `false` at once when `signal` aborts first. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      resolve(false);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
