import { translate } from '../i18n/translate';

/**
 * The texts before a product's part numbers — "Varenr." and "Orig.nr." — wherever the shop shows
 * them: product cards, the search overlay, the cart's lines.
 */
export const partNumberLabels = {
  sku: translate('partNumber.sku'),
  originalNumber: translate('partNumber.originalNumber'),
};
