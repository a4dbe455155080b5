import {
  couponMinimumShortfall,
  formatKroner,
  isSdkError,
  refusalOf,
  type Cart,
  type CouponRefusalReason,
  type Refusal,
} from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';
import { accountRefusalText } from '../session/backendMessages';

/**
 * Stock that does not cover a quantity: none at all, how many there are when the API said it
 * ("Det er bare 3 på lager."), else that there are not as many as asked for.
 */
export function outOfStockText(availableQuantity: number | null): string {
  if (availableQuantity === 0) return translate('cart.errorOutOfStock');
  if (availableQuantity === null) return translate('cart.errorQuantityNotAvailable');
  return translate('cart.errorOnlyInStock', { count: availableQuantity });
}

/** Why a coupon was refused, in Norwegian (the minimum without its amounts: see `couponErrorMessage`). */
function couponRefusalText(reason: CouponRefusalReason): string {
  switch (reason) {
    case 'not_found':
      return translate('coupon.notFound');
    case 'inactive':
      return translate('coupon.inactive');
    case 'expired':
      return translate('coupon.expired');
    case 'minimum_not_reached':
      return translate('coupon.belowMinimum');
    case 'not_applicable':
      return translate('coupon.notApplicable');
    case 'already_applied':
      return translate('cart.couponAlreadyApplied');
  }
}

/**
 * A refusal about the cart in Norwegian (spec §8: the invalid coupon, a quantity stock cannot
 * cover, a line that is gone…), by its kind; any other as the account messages say it; `null`
 * when the shop has no text for it. Pure.
 */
export function cartRefusalText(refusal: Refusal | null): string | null {
  switch (refusal?.kind) {
    case 'coupon_refused':
      return couponRefusalText(refusal.reason);
    case 'out_of_stock':
      return outOfStockText(refusal.availableQuantity);
    case 'not_salable':
      return translate('cart.errorNotAvailable');
    case 'invalid_quantity':
      return translate('cart.errorQuantityNotPositive');
    case 'online_purchase_not_allowed':
      return translate('checkout.error.onlinePurchaseNotAllowed', { phone: shopPhone.display });
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

/**
 * What to tell the shopper at the coupon field when a code was refused: each reason in its own
 * words, a minimum with the amount the cart still lacks (`couponMinimumShortfall`, in the same
 * tax display as the cart's totals: "Rabattkoden gjelder fra 5 000 kr. Du mangler 1 234 kr.");
 * any other failure as {@link cartErrorMessage} says it. Pure.
 */
export function couponErrorMessage(
  error: unknown,
  cart: Pick<Cart, 'prices'> | null,
  display: { showIncludingTax: boolean },
): string {
  const shortfall = couponMinimumShortfall(refusalOf(error), cart, display);
  if (!shortfall) return cartErrorMessage(error);
  const minimum = formatKroner(shortfall.minimum);
  if (shortfall.missing === null) {
    return display.showIncludingTax
      ? translate('coupon.minimum', { minimum })
      : translate('coupon.minimumExclVat', { minimum });
  }
  const missing = formatKroner(shortfall.missing);
  return display.showIncludingTax
    ? translate('coupon.minimumMissing', { minimum, missing })
    : translate('coupon.minimumMissingExclVat', { minimum, missing });
}
