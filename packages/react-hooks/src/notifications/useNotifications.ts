import type { Notification, NotificationInput } from '@agri-parts/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useNotifications} returns. */
export interface UseNotificationsResult {
  /** The notifications showing, oldest first (at most 3). */
  notifications: readonly Notification[];
  /**
   * Shows a notification; returns its id, or `null` when the same message is already showing.
   * Stable across renders.
   */
  add: (input: NotificationInput) => string | null;
  /** Removes the notification with this id. Stable across renders. */
  dismiss: (id: string) => void;
  /** Stops the timeouts while the shopper points at or focuses the messages. Stable. */
  pause: () => void;
  /** Lets the paused timeouts run on for the time they had left. Stable. */
  resume: () => void;
}

/**
 * The SDK's notification queue: the notifications showing and stable callbacks to add and dismiss
 * one. The queue's rules (no duplicates, at most 3, dismissed after 10 s unless persistent, paused while read)
 * live in the SDK.
 *
 * @example
 * ```tsx
 * function AddedToCart({ name }: { name: string }) {
 *   const { add } = useNotifications();
 *   return <button onClick={() => add({ message: `${name} lagt i handlekurven`, type: 'success' })}>Kjøp</button>;
 * }
 * ```
 */
export function useNotifications(): UseNotificationsResult {
  const { notifications: store } = useSdk();
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const add = useCallback((input: NotificationInput) => store.notify(input), [store]);
  const dismiss = useCallback((id: string) => store.dismiss(id), [store]);
  const pause = useCallback(() => store.pause(), [store]);
  const resume = useCallback(() => store.resume(), [store]);
  return { notifications, add, dismiss, pause, resume };
}
