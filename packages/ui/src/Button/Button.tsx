import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Look of a {@link Button}: `primary` for the main action, `secondary` outlined, `ghost` bare. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Size of a {@link Button}. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: a `<button>`'s props plus variant and size. */
export interface ButtonProps extends ComponentProps<'button'> {
  /** `button` (the default, so a button inside a form never submits it by accident), `submit` or `reset`. */
  type?: 'button' | 'submit' | 'reset';
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Defaults to `md`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/**
 * A button. The root carries `data-variant` and `data-size` as well as `ap-button--*` classes.
 *
 * @example
 * ```tsx
 * <Button variant="primary" onClick={addToCart}>Legg i handlekurv</Button>
 * ```
 */
export function Button({
  type = 'button',
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={joinClassNames(
        'ap-button',
        `ap-button--${variant}`,
        `ap-button--${size}`,
        fullWidth && 'ap-button--full-width',
        className,
      )}
      data-variant={variant}
      data-size={size}
    />
  );
}
