import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { WishlistItemLabels, WishlistItemState } from './WishlistItem';

/** Props of {@link WishlistItemActions}. */
export interface WishlistItemActionsProps {
  /** The id of the item's title, which describes both buttons. */
  titleId: string;
  state: WishlistItemState;
  /** Shown without `unavailableReason`. */
  onAddToCart: (() => void) | undefined;
  unavailableReason: string | null | undefined;
  onRemove: (() => void) | undefined;
  labels: Pick<WishlistItemLabels, 'addToCart' | 'adding' | 'remove'>;
}

/**
 * A {@link WishlistItem}'s add-to-cart and remove buttons. While busy they are `aria-disabled`
 * rather than disabled, so focus stays on them, and ignore clicks.
 */
export function WishlistItemActions({
  titleId,
  state,
  onAddToCart,
  unavailableReason,
  onRemove,
  labels,
}: WishlistItemActionsProps) {
  const busy = state !== 'idle';
  const whenIdle = (action: (() => void) | undefined) => () => {
    if (!busy) action?.();
  };

  return (
    <div className="ap-wishlist-item__actions">
      {onAddToCart && !unavailableReason ? (
        <Button
          className="ap-wishlist-item__add"
          size="sm"
          aria-describedby={titleId}
          aria-disabled={busy || undefined}
          onClick={whenIdle(onAddToCart)}
        >
          <Icon name="cart" size={18} />
          {state === 'adding' ? labels.adding : labels.addToCart}
        </Button>
      ) : null}
      {onRemove ? (
        <Button
          className="ap-wishlist-item__remove"
          variant="ghost"
          size="sm"
          aria-describedby={titleId}
          aria-disabled={busy || undefined}
          onClick={whenIdle(onRemove)}
        >
          <Icon name="close" size={18} />
          {labels.remove}
        </Button>
      ) : null}
    </div>
  );
}
