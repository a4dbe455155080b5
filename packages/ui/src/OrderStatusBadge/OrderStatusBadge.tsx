import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { orderStatusTone } from './orderStatusTone';

/** Props of {@link OrderStatusBadge}: a `<span>`'s props plus the status. */
export interface OrderStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The order's status as the backend gives it (for example `'On Hold'`); it picks the tone. */
  status: string;
  /** The text shown (for example `'På vent'`); the status itself without it. */
  label?: string | null;
}

/**
 * An order's status as a coloured label: pending and on hold amber, processing blue, complete
 * green, canceled red, closed and unknown statuses grey ({@link orderStatusTone}). The colour is
 * decoration only: the text says the status. The root carries `data-tone`.
 */
export function OrderStatusBadge({
  status,
  label,
  className,
  ...spanProps
}: OrderStatusBadgeProps) {
  const tone = orderStatusTone(status);

  return (
    <span
      {...spanProps}
      className={joinClassNames('ap-order-status', `ap-order-status--${tone}`, className)}
      data-tone={tone}
    >
      <span className="ap-order-status__dot" aria-hidden="true" />
      {label || status}
    </span>
  );
}
