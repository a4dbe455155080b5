import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';

/**
 * What a shopper who may not buy online sees instead of buying (`canBuyOnline`): why, and the
 * shop's phone as a link. `role="status"` where it answers an action (the cart, the checkout).
 */
export function ContactToOrder({ announce = false }: { announce?: boolean }) {
  return (
    <p className="contact-to-order" role={announce ? 'status' : undefined}>
      {translate('cart.onlinePurchaseNotAllowed')}{' '}
      <a href={`tel:${shopPhone.number}`}>{shopPhone.display}</a>
    </p>
  );
}
