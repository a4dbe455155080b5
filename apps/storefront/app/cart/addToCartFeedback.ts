import { isSdkError, type AddToCartCheck } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/**
 * The API's messages about adding to the cart (Magento's words, as commerce-api sends them) that
 * the shop shows in Norwegian, matched from the start of the message.
 */
const knownAddMessages: readonly (readonly [pattern: RegExp, text: string])[] = [
  [/^This product is out of stock/i, translate('cart.errorOutOfStock')],
  [/^Product that you are trying to add is not available/i, translate('cart.errorNotAvailable')],
  [/^The requested qty is not available/i, translate('cart.errorQuantityNotAvailable')],
  [
    /^The requested qty exceeds the maximum qty allowed/i,
    translate('cart.errorQuantityNotAvailable'),
  ],
  [/^The product quantity should be greater than 0/i, translate('cart.errorQuantityNotPositive')],
  [/^You need to choose options for your item/i, translate('cart.errorChooseOptions')],
  [/^Please specify product option\(s\)/i, translate('cart.errorBundleOptions')],
  [/^Could not find a product with SKU/i, translate('cart.errorProductNotFound')],
];

/** The SDK's refusals (`canAddToCart` reasons, thrown before anything is sent). */
const refusalTexts: Readonly<Record<string, string>> = {
  'out-of-stock': translate('cart.errorOutOfStock'),
  'quantity-above-stock': translate('cart.errorQuantityNotAvailable'),
  'invalid-quantity': translate('cart.quantityInvalid'),
  'variant-required': translate('cart.errorChooseOptions'),
};

/**
 * What to tell the shopper when adding to the cart failed (spec §8: the SDK throws the API's
 * first message): the messages the shop knows in Norwegian; anything else — another API message,
 * no connection, an unexpected failure — as the shop's own "could not add" text (the SDK has
 * logged the error). Pure.
 */
export function addToCartErrorMessage(error: unknown): string {
  if (!isSdkError(error) || isSdkError(error, 'network') || isSdkError(error, 'http')) {
    return translate('cart.addFailed');
  }
  const message = error.message.trim();
  const refusal = refusalTexts[message];
  if (isSdkError(error, 'invalid-argument') && refusal) return refusal;
  for (const [pattern, text] of knownAddMessages) if (pattern.test(message)) return text;
  return translate('cart.addFailed');
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
  }
}
