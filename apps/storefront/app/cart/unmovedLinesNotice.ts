import type { NotificationInput, UnmovedCartLine } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { cartRefusalMessage } from './cartSidebarMessages';

/**
 * The warning naming the guest cart's lines that could not be moved into the account at login
 * (each with its quantity and, in Norwegian, why), or `null` when every line moved. Pure.
 */
export function unmovedLinesNotice(unmoved: readonly UnmovedCartLine[]): NotificationInput | null {
  if (unmoved.length === 0) return null;
  const items = unmoved
    .map((line) =>
      translate('cart.unmovedItem', {
        name: line.name,
        quantity: line.quantity,
        reason: cartRefusalMessage(line.refusal, line.message),
      }),
    )
    .join('; ');
  return {
    type: 'warning',
    title: translate('cart.unmovedTitle'),
    message: translate('cart.unmoved', { items }),
    persist: true,
  };
}
