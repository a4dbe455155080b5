import { isSdkError, refusalOf, type Refusal } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { accountRefusalText } from '../session/backendMessages';

/** Stock that does not cover a quantity: none at all, or not as many as asked for. */
export function outOfStockText(availableQuantity: number | null): string {
  return translate(
    availableQuantity === 0 ? 'cart.errorOutOfStock' : 'cart.errorQuantityNotAvailable',
  );
}

/**
 * A refusal about the cart in Norwegian (spec §8: the invalid coupon, a quantity stock cannot
 * cover, a line that is gone…), by its kind; any other as the account messages say it; `null`
 * when the shop has no text for it. Pure.
 */
export function cartRefusalText(refusal: Refusal | null): string | null {
  switch (refusal?.kind) {
    case 'coupon_refused':
      return translate(
        refusal.reason === 'already_applied' ? 'cart.couponAlreadyApplied' : 'coupon.invalid',
      );
    case 'out_of_stock':
      return outOfStockText(refusal.availableQuantity);
    case 'not_salable':
      return translate('cart.errorNotAvailable');
    case 'invalid_quantity':
      return translate('cart.errorQuantityNotPositive');
    case 'not_found':
      return refusal.entity === 'cart_line' ? translate('cart.lineGone') : null;
    default:
      return accountRefusalText(refusal);
  }
}

/** A refusal about the cart in Norwegian, else the API's message as it wrote it. Pure. */
export function cartRefusalMessage(refusal: Refusal | null, message: string): string {
  return cartRefusalText(refusal) ?? message.trim();
}

/**
 * What to tell the shopper about a failed change of the cart (quantity, remove, coupon): the
 * refusal in Norwegian (the SDK throws the API's first, spec §8), else the API's message as
 * written; when the API could not be reached or something unexpected failed, the shop's own
 * text. Pure.
 */
export function cartErrorMessage(error: unknown): string {
  if (isSdkError(error, 'network') || isSdkError(error, 'http') || !isSdkError(error)) {
    return translate('cart.changeFailed');
  }
  return cartRefusalMessage(refusalOf(error), error.message) || translate('cart.changeFailed');
}
