import { guestSessionState, logoutDestination, type Sdk } from '@agri-parts/sdk';
import { useEffect } from 'react';

import {
  accountPaths,
  isProtectedAccountPath,
  sessionEndedLoginPath,
} from '../account/accountPaths';
import { translate } from '../i18n/translate';
import { createSessionBroadcast } from './sessionBroadcast';

/**
 * What the shop does when the API ends the customer's session (the SDK's `session:ended`, by its
 * `sessionEndReaction`): this tab goes to the login page, which says "Du har ikke tilgang.
 * Vennligst logg inn." and returns the shopper to this page; the other tabs hear of it (a
 * `BroadcastChannel`, or local storage) and turn guest at once — a page a guest may not see
 * goes to the same login. After the next login, the add to cart the end interrupted is done again
 * by the SDK (`session:action-resumed`), and the shopper is told how it went.
 *
 * A shopper who logs out is not sent there: the logout form's post revokes the token while the
 * page may still have requests under way, and their refusals would otherwise turn the logout's
 * way home into "you were signed out" (the checkout's logout raced so).
 */
export function useSessionEnd(sdk: Sdk): void {
  useEffect(() => {
    const broadcast = createSessionBroadcast();
    const here = () => `${window.location.pathname}${window.location.search}`;
    let loggingOut = false;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (new URL(form.action, window.location.href).pathname === accountPaths.logout) {
        loggingOut = true;
      }
    };
    document.addEventListener('submit', onSubmit, true);
    const stopEnded = sdk.events.on('session:ended', () => {
      if (loggingOut) return;
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
      document.removeEventListener('submit', onSubmit, true);
      stopEnded();
      stopSignal();
      stopResumed();
      broadcast.close();
    };
  }, [sdk]);
}
