import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** The product's stock status as the catalogue reports it (`stock_status`). */
export type StockStatusValue = 'in-stock' | 'out-of-stock';

/** What {@link StockStatus} shows: in stock, only a few left, or out of stock. */
export type StockStatusState = 'in-stock' | 'low-stock' | 'out-of-stock';

/** Texts of {@link StockStatus}. */
export interface StockStatusLabels {
  /** For example `'På lager'`. */
  inStock: string;
  /** For example `(count) => \`Kun ${count} igjen\``. */
  onlyLeft: (count: number) => string;
  /** For example `'Ikke på lager'`. */
  outOfStock: string;
}

/** Props of {@link StockStatus}: a `<p>`'s props plus the stock data. */
export interface StockStatusProps extends Omit<ComponentProps<'p'>, 'children'> {
  status: StockStatusValue;
  /** The catalogue's `only_x_left_in_stock`: when given and above 0, "only x left" shows. */
  onlyLeft?: number | null;
  labels: StockStatusLabels;
}

/** The state {@link StockStatus} shows for a status and an "only x left" count. */
export function stockStatusState(
  status: StockStatusValue,
  onlyLeft?: number | null,
): StockStatusState {
  if (status === 'out-of-stock') return 'out-of-stock';
  return onlyLeft != null && onlyLeft > 0 ? 'low-stock' : 'in-stock';
}

const icons = { 'in-stock': 'check', 'low-stock': 'alert', 'out-of-stock': 'close' } as const;

/**
 * The stock status as text with an icon: in stock, only x left, or out of stock. The state is
 * also in `data-state` (`in-stock`, `low-stock`, `out-of-stock`) for styling; colour never carries
 * it alone.
 *
 * @example
 * ```tsx
 * <StockStatus status="in-stock" onlyLeft={3} labels={stockLabels} />
 * ```
 */
export function StockStatus({ status, onlyLeft, labels, className, ...pProps }: StockStatusProps) {
  const state = stockStatusState(status, onlyLeft);
  const text =
    state === 'out-of-stock'
      ? labels.outOfStock
      : state === 'low-stock'
        ? labels.onlyLeft(onlyLeft ?? 0)
        : labels.inStock;

  return (
    <p {...pProps} className={joinClassNames('ap-stock-status', className)} data-state={state}>
      <Icon name={icons[state]} size={16} />
      {text}
    </p>
  );
}
