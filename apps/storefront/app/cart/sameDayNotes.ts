import { sameDayDispatchOpen, shopConstants, type Cart } from '@agri-parts/sdk';
import type { ProductInfoNote } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/** The same-day note, while it holds at `now` and every line can leave today. Pure. */
export function sameDayNotes(cart: Pick<Cart, 'items'>, now: Date): ProductInfoNote[] {
  return sameDayDispatchOpen(now) && cart.items.every((line) => line.isAvailable)
    ? [
        {
          id: 'same-day-dispatch',
          icon: 'clock',
          text: translate('cart.sameDayDispatch', {
            time: shopConstants.sameDayDispatchCutoff.label,
          }),
        },
      ]
    : [];
}
