import { translate } from '../i18n/translate';

/**
 * The navigation state the checkout sends the shopper to the cart page with when the cart has
 * nothing left to order (the last line removed in its summary, or an empty cart opened there).
 */
export const checkoutEmptiedState = { notice: 'checkout-emptied' } as const;

/**
 * What the cart page says about how the shopper got there, from the navigation state it was
 * opened with; `null` for none (an ordinary visit, a reload's state from elsewhere). Pure.
 */
export function cartPageNotice(state: unknown): string | null {
  const notice =
    typeof state === 'object' && state !== null && 'notice' in state ? state.notice : null;
  return notice === checkoutEmptiedState.notice ? translate('cart.checkoutEmptied') : null;
}
