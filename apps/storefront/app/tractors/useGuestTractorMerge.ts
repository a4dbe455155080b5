import {
  createLocalStorage,
  parseStoredTractors,
  shopConstants,
  type MyTractorsStore,
  type SessionState,
} from '@agri-parts/sdk';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** Whether a stored guest list (local storage's `vsf-my-tractors`) has any machine. Pure. */
export function hasGuestTractors(stored: string | null): boolean {
  return parseStoredTractors(stored).tractors.length > 0;
}

/**
 * Moves a guest's "My tractors" into the account once the shopper is signed in: the login is a
 * server action, but the guest list lives in this browser's local storage, so the browser sends
 * it (`sdk.tractors.mergeGuestList()`, one request) when the session turns `authenticated` and a
 * local list exists — then asks the page's loaders again, so a page rendered from the account
 * shows the merged list. Nothing is lost on failure: the SDK keeps the local list until the
 * account has it, and the next page load (or login) tries again. Call it after the session has
 * been hydrated, so the store already belongs to the customer.
 */
export function useGuestTractorMerge(
  tractors: Pick<MyTractorsStore, 'mergeGuestList'>,
  status: SessionState['status'],
  readStored: () => string | null = () =>
    createLocalStorage().get(shopConstants.localStorageKeys.myTractors),
): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const merging = useRef(false);

  useEffect(() => {
    if (status !== 'authenticated' || merging.current || !hasGuestTractors(readStored())) return;
    merging.current = true;
    tractors
      .mergeGuestList()
      .then(({ sent }) => {
        if (sent > 0) void revalidate.current();
      })
      // Logged by the SDK; the local list stays for the next try.
      .catch(() => undefined)
      .finally(() => {
        merging.current = false;
      });
  }, [tractors, status, readStored]);
}
