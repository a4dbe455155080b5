import { formatPrice, shopConstants } from '@agri-parts/sdk';
import type { ProductInfoNote } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/**
 * The notes under the buying box: free shipping above the shop's threshold (6 000 NOK) always,
 * and same-day dispatch before 14:00 only for what is in stock (what is not cannot leave today).
 * Pure.
 */
export function productInfoNotes({ inStock }: { inStock: boolean }): ProductInfoNote[] {
  return [
    {
      id: 'free-shipping',
      icon: 'truck',
      text: translate('product.freeShipping', {
        // The shop's price format (`6 000,–`), no `kr` (spec §9).
        amount: formatPrice(shopConstants.freeShippingThresholdNok),
      }),
    },
    ...(inStock
      ? [
          {
            id: 'same-day-dispatch',
            icon: 'clock' as const,
            text: translate('product.sameDayDispatch', {
              time: shopConstants.sameDayDispatchCutoff.label,
            }),
          },
        ]
      : []),
  ];
}
