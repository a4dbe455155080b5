import type { GuestMergeFailedEvent, NotificationInput } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { mergeFailedNotice } from '../wishlist/wishlistNotices';

/**
 * The persistent danger notice when a guest's cart or wish list could not be moved into the
 * account at login (the SDK keeps it for the next try, so nothing is lost); `null` for "My
 * tractors", whose local list simply stays until the next page load tries again. Pure.
 */
export function guestMergeFailedNotice(event: GuestMergeFailedEvent): NotificationInput | null {
  switch (event.target) {
    case 'cart':
      return {
        type: 'danger',
        title: translate('cart.mergeFailedTitle'),
        message: translate('cart.mergeFailed'),
        persist: true,
      };
    case 'wishlist':
      return mergeFailedNotice();
    case 'tractors':
      return null;
  }
}
