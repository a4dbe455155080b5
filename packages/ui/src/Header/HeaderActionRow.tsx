import type { HeaderLabels, HeaderProps } from './Header';
import { HeaderAction } from './HeaderAction';

/** Props of {@link HeaderActionRow}: the {@link Header}'s props for its account, wishlist and cart. */
export interface HeaderActionRowProps extends Pick<
  HeaderProps,
  | 'account'
  | 'accountHref'
  | 'onAccountClick'
  | 'wishlistHref'
  | 'wishlistCount'
  | 'onWishlistClick'
  | 'showCart'
  | 'cartQuantity'
  | 'onCartClick'
  | 'cartHref'
> {
  labels: Pick<HeaderLabels, 'account' | 'wishlist' | 'wishlistCount' | 'cart' | 'cartQuantity'>;
}

/**
 * The {@link Header}'s action row: the account control (or the `account` given in its place),
 * the wishlist link and the cart control, each only when it has somewhere to go.
 */
export function HeaderActionRow({
  account,
  accountHref,
  onAccountClick,
  wishlistHref,
  wishlistCount,
  onWishlistClick,
  showCart,
  cartQuantity,
  onCartClick,
  cartHref,
  labels,
}: HeaderActionRowProps) {
  return (
    <div className="ap-header__actions">
      {account ??
        (onAccountClick || accountHref ? (
          <HeaderAction
            icon="user"
            text={labels.account}
            href={onAccountClick ? undefined : accountHref}
            onClick={onAccountClick}
          />
        ) : null)}
      {wishlistHref ? (
        <HeaderAction
          icon="heart"
          text={labels.wishlist}
          href={wishlistHref}
          onClick={onWishlistClick}
          count={wishlistCount}
          countLabel={labels.wishlistCount}
        />
      ) : null}
      {showCart && (onCartClick || cartHref) ? (
        <HeaderAction
          icon="cart"
          text={labels.cart}
          href={cartHref}
          onClick={onCartClick}
          count={cartQuantity}
          countLabel={labels.cartQuantity}
        />
      ) : null}
    </div>
  );
}
