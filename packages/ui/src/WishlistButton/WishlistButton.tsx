import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Texts of {@link WishlistButton}. */
export interface WishlistButtonLabels {
  /** Shown while the product is not on the wishlist (for example `'Legg i ønskelisten'`). */
  add: string;
  /** Shown while it is (for example `'Lagt i ønskelisten'`). */
  added: string;
}

/** Props of {@link WishlistButton}: a `<button>`'s props (but `onClick`) plus its state. */
export interface WishlistButtonProps extends Omit<
  ComponentProps<'button'>,
  'type' | 'onClick' | 'onToggle' | 'children' | 'aria-pressed'
> {
  /** Whether the product is on the wishlist (the heart is filled and the button pressed). */
  wishlisted: boolean;
  /** Called with the new wishlist state. */
  onToggle: (wishlisted: boolean) => void;
  /** While the change is being saved: the button says so (`aria-busy`) and ignores clicks. */
  busy?: boolean;
  labels: WishlistButtonLabels;
}

/**
 * The wishlist heart with a visible text, for a product page: a toggle button (`aria-pressed`)
 * whose heart is filled while the product is on the wishlist. The root carries `data-state`
 * (`on`/`off`).
 *
 * @example
 * ```tsx
 * <WishlistButton
 *   wishlisted={has(sku)}
 *   onToggle={() => toggle(product)}
 *   labels={{ add: 'Legg i ønskelisten', added: 'Lagt i ønskelisten' }}
 * />
 * ```
 */
export function WishlistButton({
  wishlisted,
  onToggle,
  busy = false,
  labels,
  className,
  ...buttonProps
}: WishlistButtonProps) {
  return (
    <button
      {...buttonProps}
      type="button"
      className={joinClassNames('ap-wishlist-button', className)}
      aria-pressed={wishlisted}
      aria-busy={busy || undefined}
      data-state={wishlisted ? 'on' : 'off'}
      onClick={() => {
        if (!busy) onToggle(!wishlisted);
      }}
    >
      <Icon name="heart" size={20} />
      <span className="ap-wishlist-button__text">{wishlisted ? labels.added : labels.add}</span>
    </button>
  );
}
