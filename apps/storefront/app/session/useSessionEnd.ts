import { guestSessionState, logoutDestination, type Sdk } from '@agri-parts/sdk';
import { useEffect } from 'react';

import { isProtectedAccountPath, sessionEndedLoginPath } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import { createSessionBroadcast } from './sessionBroadcast';

/**
 * What the shop does when the API ends the customer's session (the SDK's `session:ended`, by its
 * `sessionEndReaction`): this tab goes to the login page, which says "Du har ikke tilgang.
 * Vennligst logg inn." and returns the shopper to this page; the other tabs hear of it (a
 * `BroadcastChannel`, or local storage) and turn guest at once — a page a guest may not see
 * goes to the same login. After the next login, the add to cart the end interrupted is done again
 * by the SDK (`session:action-resumed`), and the shopper is told how it went.
 */
export function useSessionEnd(sdk: Sdk): void {
  useEffect(() => {
    const broadcast = createSessionBroadcast();
    const here = () => `${window.location.pathname}${window.location.search}`;
    const stopEnded = sdk.events.on('session:ended', () => {
      broadcast.post({ type: 'ended' });
      // A full load, so the server sees the session gone; after the refused call has settled
      // (the SDK keeps an interrupted add in local storage as it fails).
      window.setTimeout(() => window.location.assign(sessionEndedLoginPath(here())), 0);
    });
    const stopSignal = broadcast.subscribe(() => {
      if (sdk.session.getSnapshot().status === 'guest') return;
      sdk.session.hydrate(guestSessionState);
      const { pathname } = window.location;
      if (isProtectedAccountPath(pathname) || logoutDestination(pathname) === 'home') {
        window.location.assign(sessionEndedLoginPath(here()));
        return;
      }
      sdk.notifications.notify({ type: 'warning', message: translate('auth.notAuthorized') });
    });
    const stopResumed = sdk.events.on('session:action-resumed', (event) => {
      sdk.notifications.notify(
        event.outcome === 'done'
          ? { type: 'success', message: translate('auth.sessionResumedAdded') }
          : { type: 'warning', message: translate('auth.sessionResumeFailed'), persist: true },
      );
    });
    return () => {
      stopEnded();
      stopSignal();
      stopResumed();
      broadcast.close();
    };
  }, [sdk]);
}
