/** The delay between a route change and its page view (spec §9). */
export const pageViewDelayMs = 250;

/** The timer functions a {@link PageViewScheduler} uses; `setTimeout` / `clearTimeout` by default. */
export interface SchedulerTimers {
  /** Calls `callback` once after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels the timer `setTimeout` returned `handle` for. */
  clearTimeout(handle: unknown): void;
}

/** Pushes one page view a while after a route change; see {@link createPageViewScheduler}. */
export interface PageViewScheduler {
  /**
   * Calls `track` after the delay, unless another route change comes first: then only the later
   * page is tracked (a page the shopper left within 250 ms was not viewed).
   */
  schedule(track: () => void): void;
  /** Drops a page view still waiting (the app is going away). */
  cancel(): void;
}

/**
 * Creates the page-view timing of spec §4: a page view 250 ms after each route change, the
 * initial load included. The delay lets the new page set its title first.
 *
 * @example
 * ```ts
 * const pageViews = createPageViewScheduler();
 * // on every route change:
 * pageViews.schedule(() => dataLayer.push(pageViewEntry({ url: location.href, title: document.title })));
 * ```
 */
export function createPageViewScheduler(
  options: { delayMs?: number; timers?: SchedulerTimers } = {},
): PageViewScheduler {
  const delayMs = options.delayMs ?? pageViewDelayMs;
  const timers: SchedulerTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    schedule(track) {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        track();
      }, delayMs);
    },
    cancel,
  };
}
