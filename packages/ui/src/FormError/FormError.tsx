import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link FormError}: a `<div>`'s props plus the title and the messages. */
export interface FormErrorProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /** A heading above the messages (for example `'Innloggingen feilet'`). */
  title?: string;
  /** The form's errors, already translated; nothing renders without any. */
  messages: readonly string[];
}

/**
 * The errors of a whole form, such as a failed login or the server's answer to a post, shown
 * above the fields. It is an alert (`role="alert"`), so it is read out when it appears, and it can
 * take focus (`tabIndex={-1}`, `ref` reaches the root) for an app that moves focus to it after a
 * failed submit. One message is a paragraph, several a list. Renders nothing without messages.
 */
export function FormError({ title, messages, className, ...divProps }: FormErrorProps) {
  if (messages.length === 0) return null;

  return (
    <div
      tabIndex={-1}
      {...divProps}
      role="alert"
      className={joinClassNames('ap-form-error', className)}
    >
      <Icon name="alert" size={22} className="ap-form-error__icon" />
      <div className="ap-form-error__content">
        {title ? <p className="ap-form-error__title">{title}</p> : null}
        {messages.length === 1 ? (
          <p className="ap-form-error__message">{messages[0]}</p>
        ) : (
          <ul className="ap-form-error__list">
            {messages.map((message, index) => (
              <li key={`${index}-${message}`} className="ap-form-error__message">
                {message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
