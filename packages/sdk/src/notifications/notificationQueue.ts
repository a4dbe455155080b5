import { shopConstants } from '../config/shopConstants';

/** How a notification looks and how urgent it is, as the specification names the variants. */
export type NotificationType = 'secondary' | 'info' | 'success' | 'warning' | 'danger';

/**
 * One message shown to the shopper in the notification area.
 *
 * Dismissing one goes through its store (`store.dismiss(notification.id)`), so the notification
 * itself stays plain, serialisable data.
 */
export interface Notification {
  /** Unique within its queue; used to dismiss it. */
  readonly id: string;
  /** The text shown; two notifications with the same text never show at the same time. */
  readonly message: string;
  /** Optional heading shown above the message. */
  readonly title?: string;
  readonly type: NotificationType;
  /** A persistent notification stays until dismissed; any other dismisses itself after a timeout. */
  readonly persist: boolean;
}

/**
 * Every change the notification queue knows, handled by {@link notificationQueueReducer}.
 *
 * - `add`: show a notification (ignored if the same message is already showing).
 * - `dismiss`: remove the notification with this id, if it is still showing.
 * - `clear`: remove every notification.
 */
export type NotificationQueueAction =
  | { readonly type: 'add'; readonly notification: Notification }
  | { readonly type: 'dismiss'; readonly id: string }
  | { readonly type: 'clear' };

/**
 * The notification queue's rule, as a pure reducer: the notifications showing, oldest first,
 * after `action`.
 *
 * A message already showing is not added again, and at most `maxVisible` notifications are kept:
 * adding one more drops the oldest. When nothing changes the same `state` array is returned, so
 * callers can compare by reference.
 *
 * @param maxVisible - How many notifications to keep; the shop's limit by default.
 *
 * @example
 * ```ts
 * let queue: readonly Notification[] = [];
 * queue = notificationQueueReducer(queue, { type: 'add', notification });
 * queue = notificationQueueReducer(queue, { type: 'dismiss', id: notification.id });
 * ```
 */
export function notificationQueueReducer(
  state: readonly Notification[],
  action: NotificationQueueAction,
  maxVisible: number = shopConstants.notifications.max,
): readonly Notification[] {
  switch (action.type) {
    case 'add': {
      const { notification } = action;
      if (state.some((showing) => showing.message === notification.message)) return state;
      const next = [...state, notification];
      return next.length > maxVisible ? next.slice(next.length - maxVisible) : next;
    }
    case 'dismiss': {
      if (!state.some((showing) => showing.id === action.id)) return state;
      return state.filter((showing) => showing.id !== action.id);
    }
    case 'clear':
      return state.length === 0 ? state : [];
  }
}
