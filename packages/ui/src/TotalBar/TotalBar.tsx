import type { ComponentProps, ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link TotalBar}: a `<div>`'s props plus the total, the action and a message. */
export interface TotalBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the amount is (for example `'Totalt inkl. mva'`). */
  label: string;
  /** The amount, formatted (for example `'1 235,–'`). */
  total: string;
  /** The next step: a primary button or link (`'Fullfør bestillingen'`, `'Gå til kassen'`). */
  action: ReactNode;
  /** Shown above the total (why the last try failed, as an alert); nothing without it. */
  message?: ReactNode;
  /**
   * Keeps the bar at the bottom of the screen while the page scrolls past (`position: sticky`;
   * it should be the last child of the content it follows). The app leaves room for it, so a
   * focused field is never under it.
   */
  sticky?: boolean;
}

/**
 * The total beside the way on, for the bottom of a phone's screen or of the cart sidebar: the
 * label above the amount on the left, the action on the right (it moves under them when the
 * width runs out). The root carries `data-sticky`.
 *
 * @example
 * ```tsx
 * <TotalBar sticky label="Totalt inkl. mva" total="1 235,–" action={<Button>Fullfør bestillingen</Button>} />
 * ```
 */
export function TotalBar({
  label,
  total,
  action,
  message,
  sticky = false,
  className,
  ...divProps
}: TotalBarProps) {
  return (
    <div
      {...divProps}
      className={joinClassNames('ap-total-bar', sticky && 'ap-total-bar--sticky', className)}
      data-sticky={sticky ? 'true' : 'false'}
    >
      {message ? <div className="ap-total-bar__message">{message}</div> : null}
      <div className="ap-total-bar__row">
        <p className="ap-total-bar__total">
          <span className="ap-total-bar__label">{label}</span>{' '}
          <span className="ap-total-bar__amount">{total}</span>
        </p>
        <div className="ap-total-bar__action">{action}</div>
      </div>
    </div>
  );
}
