import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import type { WishlistItemLayout } from '../WishlistItem/WishlistItem';

/** State of a {@link WishlistGrid}: its items, loading, or a failed load. */
export type WishlistGridStatus = 'ready' | 'loading' | 'error';

/** Texts of {@link WishlistGrid}. */
export interface WishlistGridLabels {
  /** Accessible name of the list (for example `'Ønskeliste'`). */
  list: string;
  /** Shown while the list loads (for example `'Henter ønskelisten …'`). */
  loading: string;
  /** Shown without items (for example `'Ønskelisten din er tom.'`). */
  empty: string;
}

/** Props of {@link WishlistGrid}: a `<div>`'s props plus the items, state and texts. */
export interface WishlistGridProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The items, as {@link WishlistItem} elements with keys. */
  children?: ReactNode;
  labels: WishlistGridLabels;
  /** Tiles, rows, or small rows in a sidebar. Defaults to `grid`. */
  layout?: WishlistItemLayout;
  /** Defaults to `ready`. */
  status?: WishlistGridStatus;
  /** What a failed load says, and how to try again: shown with `error`. */
  error?: ReactNode;
  /** Shown under an empty list (for example a link to the shop). */
  emptyAction?: ReactNode;
}

/**
 * The items of a wishlist as a grid of tiles, a list of rows, or compact rows for a sidebar, each
 * in a list item. Loading and a failed load are announced (`role="status"`, `role="alert"`); an
 * empty list says so, with an optional way onwards. The root carries `data-layout` and
 * `data-status`.
 *
 * @example
 * ```tsx
 * <WishlistGrid layout="list" labels={labels} emptyAction={<Link href="/">Til forsiden</Link>}>
 *   {items.map((item) => <WishlistItem key={item.id} layout="list" {...item} labels={itemLabels} />)}
 * </WishlistGrid>
 * ```
 */
export function WishlistGrid({
  children,
  labels,
  layout = 'grid',
  status = 'ready',
  error,
  emptyAction,
  className,
  ...divProps
}: WishlistGridProps) {
  const items = Children.toArray(children).filter(isValidElement);

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-wishlist-grid', `ap-wishlist-grid--${layout}`, className)}
      data-layout={layout}
      data-status={status}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'loading' ? (
        <p className="ap-wishlist-grid__message" role="status">
          {labels.loading}
        </p>
      ) : status === 'error' ? (
        <div className="ap-wishlist-grid__message ap-wishlist-grid__message--error" role="alert">
          <Icon name="alert" size={18} />
          <div>{error}</div>
        </div>
      ) : items.length === 0 ? (
        <div className="ap-wishlist-grid__empty">
          <Icon name="heart" size={32} className="ap-wishlist-grid__empty-icon" />
          <p className="ap-wishlist-grid__message">{labels.empty}</p>
          {emptyAction}
        </div>
      ) : (
        <ul className="ap-wishlist-grid__items" aria-label={labels.list}>
          {items.map((item) => (
            <li key={item.key} className="ap-wishlist-grid__item">
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
