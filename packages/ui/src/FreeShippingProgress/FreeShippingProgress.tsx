import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link FreeShippingProgress}: a `<div>`'s props plus the progress and its text. */
export interface FreeShippingProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** How far the cart is towards free shipping, 0…1 (clamped). */
  progress: number;
  /** Whether the cart ships for free. */
  reached: boolean;
  /** What to say, already translated (`'1 250,– igjen til fri frakt'`, `'Du har fri frakt'`). */
  message: string;
}

/**
 * How far the cart is from free shipping: the message with a truck (a check once reached) and a
 * bar filled to `progress`. The bar only repeats the message, so it is hidden from assistive
 * technology; the message sits in a polite live region, so a change of the cart is read out. The
 * root carries `data-reached`.
 *
 * @example
 * ```tsx
 * <FreeShippingProgress progress={0.8} reached={false} message="1 200,– igjen til fri frakt" />
 * ```
 */
export function FreeShippingProgress({
  progress,
  reached,
  message,
  className,
  ...divProps
}: FreeShippingProgressProps) {
  const percent = Math.round(Math.min(Math.max(reached ? 1 : progress, 0), 1) * 100);
  return (
    <div
      {...divProps}
      className={joinClassNames('ap-free-shipping', className)}
      data-reached={reached ? 'true' : 'false'}
    >
      <p className="ap-free-shipping__message" aria-live="polite">
        <Icon name={reached ? 'check' : 'truck'} size={18} className="ap-free-shipping__icon" />
        {message}
      </p>
      <div className="ap-free-shipping__track" aria-hidden="true">
        <div className="ap-free-shipping__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
