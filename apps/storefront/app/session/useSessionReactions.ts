import type { GuestMergedEvent, NotificationInput, Sdk } from '@agri-parts/sdk';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

import { guestMergeFailedNotice } from './guestMergeNotices';

/**
 * Starts what the SDK does at login and logout (`sdk.sessionReactions`: the guest's cart, wish
 * list and tractors merged into the account, the customer's given up at a logout) once the shell
 * is mounted and the session hydrated, and tells the shopper of the outcomes in Norwegian: the
 * cart lines that could not be moved (a persistent warning), a merge that failed (a persistent
 * danger notice). Tractors sent into the account ask the page's loaders again, so a page rendered
 * from the account shows the merged list. `wishlist` is whether the shop has a wish list.
 *
 * The SDK is made with `sessionReactions: false` and started here, in an effect: a render may
 * make an instance it throws away (strict mode), and the server's never reacts.
 */
export function useSessionReactions(sdk: Sdk, wishlist: boolean): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const notify = (notice: NotificationInput | null) => {
      if (notice) sdk.notifications.notify(notice);
    };
    const stopFailed = sdk.events.on('session:guest-merge-failed', (event) =>
      notify(guestMergeFailedNotice(event)),
    );
    const stopMerged = sdk.events.on('session:guest-merged', (event) => {
      if (event.target === 'tractors') void revalidate.current();
      if (event.target === 'cart') void unmovedLinesNotice(event).then(notify);
    });
    return () => {
      stopFailed();
      stopMerged();
    };
  }, [sdk]);

  useEffect(() => sdk.sessionReactions.start({ wishlist }), [sdk, wishlist]);
}

/** The warning naming the cart lines that could not be moved, or `null` when all moved. */
async function unmovedLinesNotice(
  event: Extract<GuestMergedEvent, { target: 'cart' }>,
): Promise<NotificationInput | null> {
  if (event.unmoved.length === 0) return null;
  // The refusals' texts load with the first lines that could not move, not with every page.
  const notices = await import('../cart/unmovedLinesNotice');
  return notices.unmovedLinesNotice(event.unmoved);
}
