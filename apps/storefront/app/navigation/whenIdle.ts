/** Spec §9: the longest the idle prefetch waits for the browser to be idle, in ms. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** What {@link whenIdle} needs of `window` (tests pass their own). */
export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Runs `callback` when the browser is idle, at the latest after `timeoutMs`
 * (`requestIdleCallback`), or — in a browser without it — on the next turn of the event loop.
 * Returns a function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  win: IdleWindow,
  timeoutMs: number = PREFETCH_IDLE_TIMEOUT_MS,
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, 1);
  return () => win.clearTimeout(handle);
}
