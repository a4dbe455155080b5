import { isSdkError } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { translateBackendMessage } from '../session/backendMessages';

/**
 * The API's messages about a cart (Magento's words, as commerce-api sends them) that the cart
 * shows in Norwegian, matched from the start of the message.
 */
const knownCartMessages: readonly (readonly [pattern: RegExp, text: string])[] = [
  [/^The coupon code ".*" is not valid/i, translate('coupon.invalid')],
  [/^The coupon code isn't valid/i, translate('coupon.invalid')],
  [/^A coupon is already applied to the cart/i, translate('cart.couponAlreadyApplied')],
  [/^The requested qty is not available/i, translate('cart.errorQuantityNotAvailable')],
  [/^This product is out of stock/i, translate('cart.errorOutOfStock')],
  [/^Product that you are trying to add is not available/i, translate('cart.errorNotAvailable')],
  [/^The product quantity should be greater than 0/i, translate('cart.errorQuantityNotPositive')],
  [/^(Could not find cart item|The cart doesn't contain the item)/i, translate('cart.lineGone')],
];

/**
 * One message of the API about the cart in Norwegian (spec §8: the invalid coupon, a quantity
 * stock cannot cover…); any other one as the account messages translate it, else as the API
 * wrote it. Pure.
 */
export function translateCartMessage(message: string): string {
  const trimmed = message.trim();
  for (const [pattern, text] of knownCartMessages) if (pattern.test(trimmed)) return text;
  return translateBackendMessage(trimmed);
}

/**
 * What to tell the shopper about a failed change of the cart (quantity, remove, coupon): the
 * SDK throws the API's first message (spec §8), shown in Norwegian; when the API could not be
 * reached or something unexpected failed, the shop's own text. Pure.
 */
export function cartErrorMessage(error: unknown): string {
  if (isSdkError(error, 'network') || isSdkError(error, 'http') || !isSdkError(error)) {
    return translate('cart.changeFailed');
  }
  const message = error.message.trim();
  return message === '' ? translate('cart.changeFailed') : translateCartMessage(message);
}
