import { isSdkError, refusalOf, type NotificationInput } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { cartRefusalMessage } from '../cart/cartSidebarMessages';

/** Spec §8's success notice after an item went from the wishlist to the cart. Pure. */
export function movedToCartNotice(productName: string): NotificationInput {
  return { type: 'success', message: translate('wishlist.addedToCart', { product: productName }) };
}

/**
 * Spec §8's danger notice titled 'Wishlist error' when the cart refused an item from the
 * wishlist: the cart's refusal (the SDK throws the API's first one) in Norwegian where the shop
 * knows its kind, else the API's message; the shop's own text when the API could not be reached
 * or something unexpected failed. The item stays on the wishlist. Pure.
 */
export function wishlistCartErrorNotice(error: unknown): NotificationInput {
  const refused =
    isSdkError(error) && !isSdkError(error, 'network') && !isSdkError(error, 'http')
      ? cartRefusalMessage(refusalOf(error), error.message)
      : '';
  const message = refused || translate('cart.addFailed');
  return { type: 'danger', title: translate('wishlist.errorTitle'), message };
}

/** The danger notice when removing an item failed (it is still on the list). Pure. */
export function removeFailedNotice(): NotificationInput {
  return {
    type: 'danger',
    title: translate('wishlist.errorTitle'),
    message: translate('wishlist.removeFailed'),
  };
}

/**
 * The persistent danger notice when the guest wishlist could not be moved into the account at
 * login: nothing is lost (the SDK keeps the sharing code) and the next page load tries again.
 * Pure.
 */
export function mergeFailedNotice(): NotificationInput {
  return {
    type: 'danger',
    title: translate('wishlist.errorTitle'),
    message: translate('wishlist.mergeFailed'),
    persist: true,
  };
}
