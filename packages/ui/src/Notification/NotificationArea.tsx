import { useRef, type ComponentProps } from 'react';
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
  /** The messages, oldest first; the queue rules (at most 3, no duplicates, 10 s) live in the SDK. */
  notifications: readonly NotificationAreaItem[];
  /** Called with a message's id when its dismiss button is pressed. */
  onDismiss?: (id: string | number) => void;
  /**
   * Called when the pointer enters or focus moves into the messages, so their timeouts stop while
   * they are read (WCAG 2.2.1).
   */
  onPause?: () => void;
  /** Called when both the pointer and focus have left the messages again. */
  onResume?: () => void;
  labels: NotificationAreaLabels;
}

/**
 * The corner where messages stack. It is a polite live region that is always rendered, so
 * screen readers announce each message as it is added.
 */
export function NotificationArea({
  notifications,
  onDismiss,
  onPause,
  onResume,
  labels,
  className,
  ...divProps
}: NotificationAreaProps) {
  const reading = useRef({ pointer: false, focus: false });
  const update = (change: Partial<typeof reading.current>) => {
    const before = reading.current.pointer || reading.current.focus;
    reading.current = { ...reading.current, ...change };
    const now = reading.current.pointer || reading.current.focus;
    if (now && !before) onPause?.();
    if (!now && before) onResume?.();
  };
  return (
    <div
      {...divProps}
      onPointerEnter={() => update({ pointer: true })}
      onPointerLeave={() => update({ pointer: false })}
      onFocus={() => update({ focus: true })}
      onBlur={(event) => {
        // Focus moving between two dismiss buttons stays inside: still reading.
        if (!event.currentTarget.contains(event.relatedTarget)) update({ focus: false });
      }}
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
