import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link SubmitButton}: a {@link Button}'s props (always `type="submit"`) plus the busy state. */
export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is being sent: the button is `aria-busy`, shows a spinner and does not submit again. */
  busy?: boolean;
  /** The text while busy (for example `'Logger inn …'`); the children stay without it. */
  busyLabel?: string;
}

/**
 * A form's submit button with a busy state for the time the form is on its way. While busy it is
 * `aria-busy` and `aria-disabled` and cancels clicks (and so Enter in a field, which clicks the
 * default button): the form cannot go twice, and unlike `disabled` the button keeps focus, so a
 * keyboard user is not thrown back to the top of the page. `disabled` still disables it fully.
 * The root carries `data-state="busy"` or `"idle"`.
 */
export function SubmitButton({
  busy = false,
  busyLabel,
  children,
  onClick,
  className,
  ...buttonProps
}: SubmitButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <Button
      {...buttonProps}
      type="submit"
      className={joinClassNames('ap-submit-button', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
      onClick={handleClick}
    >
      {busy ? <span className="ap-submit-button__spinner" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
