import { useCart } from '@agri-parts/react-hooks';
import { formatPrice } from '@agri-parts/sdk';
import { Link, TotalBar } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { checkoutHref } from './CartContents';
import { useCanBuyOnline } from './useCanBuyOnline';

/**
 * The cart sidebar's footer (issue 22, #3): the grand total and "Gå til kassen", in view however
 * long the cart, on a phone too. Nothing while the cart is empty or loading, or for a shopper who
 * may not buy online (the sidebar says why).
 */
export function CartCheckoutBar() {
  const cart = useCart((state) => state.cart);
  const canBuy = useCanBuyOnline();
  const total = cart?.prices.grandTotal ?? null;
  if (!canBuy || !cart || cart.items.length === 0 || total === null) return null;
  return (
    <TotalBar
      className="cart-checkout-bar"
      label={translate('cart.grandTotal')}
      total={formatPrice(total)}
      action={
        <Link href={checkoutHref} className="ap-button ap-button--primary ap-button--lg">
          {translate('cart.checkout')}
        </Link>
      }
    />
  );
}
