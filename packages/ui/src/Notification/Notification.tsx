import type { ComponentProps } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Kind of a {@link Notification}, as the spec's notification types. */
export type NotificationType = 'secondary' | 'info' | 'success' | 'warning' | 'danger';

/** Texts of {@link Notification}. */
export interface NotificationLabels {
  /** Accessible name of the dismiss button (for example `'Lukk melding'`). */
  dismiss: string;
}

/** Props of {@link Notification}: a `<div>`'s props plus the message and its kind. */
export interface NotificationProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /** Defaults to `info`. */
  type?: NotificationType;
  message: string;
  /** A heading above the message (for example `'Feil i ønskelisten'`). */
  title?: string;
  /** Shows a dismiss button that calls this. Needs `labels.dismiss`. */
  onDismiss?: () => void;
  labels?: NotificationLabels;
}

const iconOfType: Record<NotificationType, IconName> = {
  secondary: 'info',
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/**
 * One message to the shopper, coloured by its type (`data-type`). It announces nothing by itself:
 * put it in a {@link NotificationArea}, whose live region reads new messages out.
 */
export function Notification({
  type = 'info',
  message,
  title,
  onDismiss,
  labels,
  className,
  ...divProps
}: NotificationProps) {
  return (
    <div {...divProps} className={joinClassNames('ap-notification', className)} data-type={type}>
      <Icon className="ap-notification__icon" name={iconOfType[type]} size={22} />
      <div className="ap-notification__content">
        {title ? <p className="ap-notification__title">{title}</p> : null}
        <p className="ap-notification__message">{message}</p>
      </div>
      {onDismiss && labels ? (
        <button
          type="button"
          className="ap-notification__dismiss"
          aria-label={labels.dismiss}
          onClick={onDismiss}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
