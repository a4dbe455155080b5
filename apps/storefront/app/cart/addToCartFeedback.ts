import { isSdkError, refusalOf, type AddToCartCheck, type Refusal } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';
import { outOfStockText } from './cartSidebarMessages';

/**
 * A refusal of adding to the cart in Norwegian, by its kind; `null` for any other. The SDK's own
 * check (refused before sending) asks for a quantity the way the buying box does.
 */
function addRefusalText(refusal: Refusal, checkedBeforeSending: boolean): string | null {
  switch (refusal.kind) {
    case 'out_of_stock':
      return outOfStockText(refusal.availableQuantity);
    case 'not_salable':
      return translate('cart.errorNotAvailable');
    case 'invalid_quantity':
      return translate(
        checkedBeforeSending ? 'cart.quantityInvalid' : 'cart.errorQuantityNotPositive',
      );
    case 'options_required':
      return translate('cart.errorChooseOptions');
    case 'bundle_options_invalid':
      return translate('cart.errorBundleOptions');
    case 'online_purchase_not_allowed':
      return translate('checkout.error.onlinePurchaseNotAllowed', { phone: shopPhone.display });
    case 'quote_only':
      return translate('quote.notInCart');
    case 'not_found':
      return refusal.entity === 'product' ? translate('cart.errorProductNotFound') : null;
    default:
      return null;
  }
}

/**
 * What to tell the shopper when adding to the cart failed: the refusals the shop knows (the
 * API's, spec §8, and the SDK's own `canAddToCart` ones) in Norwegian, by kind; anything else —
 * another refusal, no connection, an unexpected failure — as the shop's own "could not add"
 * text (the SDK has logged the error). Pure.
 */
export function addToCartErrorMessage(error: unknown): string {
  const refusal = refusalOf(error);
  const text = refusal && addRefusalText(refusal, isSdkError(error, 'invalid-argument'));
  return text ?? translate('cart.addFailed');
}

/** What the buying box asks for before adding: the first option not chosen yet. */
export interface MissingChoice {
  /** The option's name, as the page shows it (for example "Farge"). */
  label: string;
  /** `variant`: a configurable product's option; `bundle`: a bundle's required option. */
  kind: 'variant' | 'bundle';
}

/**
 * Why the buying box cannot add the product as chosen, in Norwegian, or `null` when it can (spec
 * §5: choose the variant first, out of stock, only N left, a quantity above 0; a bundle's required
 * options; a grouped product's quantities). Pure.
 *
 * @param check - The SDK's `canAddToCart` answer for the choice.
 * @param missing - An option still to choose, which the message names instead.
 */
export function addToCartRefusalMessage(
  check: AddToCartCheck,
  missing: MissingChoice | null = null,
  productType = 'simple',
): string | null {
  if (missing) {
    const option = missing.label.toLocaleLowerCase('nb-NO');
    return missing.kind === 'bundle'
      ? translate('bundle.chooseRequired', { option })
      : translate('cart.chooseOptionFirst', { option });
  }
  if (check.ok) return null;
  switch (check.reason) {
    case 'out-of-stock':
      return translate('cart.outOfStockNote');
    case 'quantity-above-stock':
      return translate('cart.onlyLeftNote', { count: check.available });
    case 'invalid-quantity':
      return translate(
        productType === 'grouped' ? 'grouped.chooseQuantity' : 'cart.quantityInvalid',
      );
    case 'variant-required':
      return translate('cart.errorChooseOptions');
    case 'unsupported-type':
      return translate('cart.addFailed');
    case 'quote-only':
      return translate('quote.notInCart');
  }
}
