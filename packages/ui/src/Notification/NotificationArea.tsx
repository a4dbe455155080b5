import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Notification, type NotificationType } from './Notification';

/** One message shown by the {@link NotificationArea}, as the spec's notification entity. */
export interface NotificationAreaItem {
  id: string | number;
  type: NotificationType;
  message: string;
  title?: string;
}

/** Texts of {@link NotificationArea}. */
export interface NotificationAreaLabels {
  /** Accessible name of the region (for example `'Meldinger'`). */
  region: string;
  /** Accessible name of each dismiss button (for example `'Lukk melding'`). */
  dismiss: string;
}

/** Props of {@link NotificationArea}: a `<div>`'s props plus the messages. */
export interface NotificationAreaProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The messages, oldest first; the queue rules (at most 3, no duplicates, 3000 ms) live in the SDK. */
  notifications: readonly NotificationAreaItem[];
  /** Called with a message's id when its dismiss button is pressed. */
  onDismiss?: (id: string | number) => void;
  labels: NotificationAreaLabels;
}

/**
 * The corner where messages stack. It is a polite live region that is always rendered, so
 * screen readers announce each message as it is added.
 */
export function NotificationArea({
  notifications,
  onDismiss,
  labels,
  className,
  ...divProps
}: NotificationAreaProps) {
  return (
    <div
      {...divProps}
      role="region"
      aria-label={labels.region}
      aria-live="polite"
      aria-relevant="additions text"
      className={joinClassNames('ap-notification-area', className)}
      data-state={notifications.length > 0 ? 'filled' : 'empty'}
    >
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          type={notification.type}
          title={notification.title}
          message={notification.message}
          labels={{ dismiss: labels.dismiss }}
          onDismiss={onDismiss ? () => onDismiss(notification.id) : undefined}
        />
      ))}
    </div>
  );
}
