import { shopConstants } from '../config/shopConstants';
import { createStore } from '../store/createStore';
import {
  notificationQueueReducer,
  type Notification,
  type NotificationQueueAction,
  type NotificationType,
} from './notificationQueue';

/**
 * The clock a {@link NotificationStore} schedules its timeouts with. The handle is opaque: the
 * store only hands back to `clearTimeout` what `setTimeout` returned.
 */
export interface NotificationTimers {
  /** Calls `callback` once after `delayMs` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, delayMs: number): unknown;
  /** Cancels the timer `setTimeout` returned `handle` for. */
  clearTimeout(handle: unknown): void;
  /** The time now in milliseconds, to know what is left of a paused timeout; `Date.now` by default. */
  now?(): number;
}

/** Options of {@link createNotificationStore}; every one has a default. */
export interface NotificationStoreOptions {
  /** The clock; `globalThis`'s `setTimeout` and `clearTimeout` by default. Tests pass a fake. */
  timers?: NotificationTimers;
  /** Makes the id of each new notification; a counter of this store by default. */
  createId?: () => string;
  /**
   * How long a non-persistent notification shows, in milliseconds; 10 000 by default (WCAG 2.2.1:
   * long enough to read, and paused while the shopper points at or focuses the messages).
   */
  timeoutMs?: number;
  /** How many notifications are kept at once; 3 by default. */
  maxVisible?: number;
}

/** What {@link NotificationStore.notify} needs to show a notification. */
export interface NotificationInput {
  message: string;
  title?: string;
  type: NotificationType;
  /** Keep it until it is dismissed instead of dismissing it after the timeout; `false` by default. */
  persist?: boolean;
}

/**
 * An observable queue of notifications, shaped for `useSyncExternalStore`: `getSnapshot` returns
 * the same array until something changes, and listeners are called only on a change.
 */
export interface NotificationStore {
  /** The notifications showing, oldest first. */
  getSnapshot(): readonly Notification[];
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Shows a notification and returns its id, or `null` when the same message is already showing.
   * A non-persistent one is dismissed after the timeout.
   */
  notify(input: NotificationInput): string | null;
  /** Removes the notification with this id, if it is still showing, and cancels its timeout. */
  dismiss(id: string): void;
  /** Removes every notification and cancels every timeout. */
  clear(): void;
  /**
   * Stops the timeouts while the shopper reads (pointer over or focus in the messages): nothing
   * is dismissed by time until {@link NotificationStore.resume}. Calling it twice is harmless.
   */
  pause(): void;
  /** Lets each paused timeout run again for the time it had left. */
  resume(): void;
}

const globalTimers: NotificationTimers = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  // The handle came from `globalThis.setTimeout` above, so it has the type `clearTimeout` takes.
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/**
 * Creates the notification queue of one SDK instance: the rules of
 * {@link notificationQueueReducer} (dedupe by message, at most 3, oldest dropped) plus the timeout
 * that dismisses non-persistent notifications, paused while the shopper reads them. A notification that leaves the queue by any path
 * (dismissed, dropped, cleared) has its timeout cancelled.
 *
 * @example
 * ```ts
 * const notifications = createNotificationStore();
 * const unsubscribe = notifications.subscribe(() => render(notifications.getSnapshot()));
 * notifications.notify({ message: 'Added to cart', type: 'success' });
 * ```
 */
export function createNotificationStore(options: NotificationStoreOptions = {}): NotificationStore {
  const {
    timers = globalTimers,
    timeoutMs = shopConstants.notifications.timeoutMs,
    maxVisible = shopConstants.notifications.max,
  } = options;
  let counter = 0;
  const createId = options.createId ?? (() => `notification-${++counter}`);

  const now = () => (timers.now ? timers.now() : Date.now());
  const store = createStore<readonly Notification[]>([]);
  // Each timed notification's time left, and its running timeout unless paused.
  const pendingTimeouts = new Map<string, { handle: unknown; leftMs: number; since: number }>();
  let paused = false;

  function start(id: string, leftMs: number): void {
    const handle = timers.setTimeout(() => {
      pendingTimeouts.delete(id);
      dispatch({ type: 'dismiss', id });
    }, leftMs);
    pendingTimeouts.set(id, { handle, leftMs, since: now() });
  }

  // One place cancels timeouts, whichever way a notification left the queue; the first
  // listener, so the timeouts are cancelled before anyone else hears of the change.
  store.subscribe(() => {
    const state = store.getSnapshot();
    for (const [id, pending] of pendingTimeouts) {
      if (!state.some((notification) => notification.id === id)) {
        if (pending.handle !== undefined) timers.clearTimeout(pending.handle);
        pendingTimeouts.delete(id);
      }
    }
  });

  function dispatch(action: NotificationQueueAction): void {
    store.setState((state) => notificationQueueReducer(state, action, maxVisible), true);
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    notify(input) {
      const notification: Notification = {
        id: createId(),
        message: input.message,
        ...(input.title === undefined ? {} : { title: input.title }),
        type: input.type,
        persist: input.persist ?? false,
      };
      dispatch({ type: 'add', notification });
      if (!store.getSnapshot().includes(notification)) return null;
      if (!notification.persist) {
        if (paused)
          pendingTimeouts.set(notification.id, { handle: undefined, leftMs: timeoutMs, since: 0 });
        else start(notification.id, timeoutMs);
      }
      return notification.id;
    },
    dismiss: (id) => dispatch({ type: 'dismiss', id }),
    clear: () => dispatch({ type: 'clear' }),
    pause() {
      if (paused) return;
      paused = true;
      for (const [id, pending] of pendingTimeouts) {
        timers.clearTimeout(pending.handle);
        const leftMs = Math.max(0, pending.leftMs - (now() - pending.since));
        pendingTimeouts.set(id, { handle: undefined, leftMs, since: 0 });
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, pending] of [...pendingTimeouts]) start(id, pending.leftMs);
    },
  };
}
