/**
 * A signal that aborts with a `TimeoutError` after `ms`, like `AbortSignal.timeout(ms)`, but kept
 * alive by its timer. Node 20 holds the signals given to `AbortSignal.any()` weakly: an
 * `AbortSignal.timeout()` nothing else refers to can be garbage-collected before it fires, and the
 * combined signal then never aborts — a request to an API that does not answer would hang for
 * good. The timer does not keep a Node process running.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }, ms);
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}
