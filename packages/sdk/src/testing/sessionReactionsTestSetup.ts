import { createSdk } from '../createSdk';
import { mapCustomer } from '../customer/mapCustomer';
import type { SdkEvents } from '../events/createEventBus';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { buildCustomerData } from './customerData';
import { endpoint } from './magento';

/** A signed-in session as a storefront's server hands it to the browser: the customer loaded. */
export const signedInState: SessionState = {
  status: 'authenticated',
  customer: mapCustomer(buildCustomerData()),
  creditCheckApproved: null,
};

/**
 * A browser's SDK with its session reactions started, as a storefront makes it: the token out of
 * its reach (the proxy adds it), the session hydrated from the server (`signIn`, `signOut`); the
 * SDK's storage holding `stored`, the preference storage `preferences`, the token storage
 * `token` when given (a session that starts signed in). With the merges' events and the logged.
 */
export function setupSessionReactions(
  options: {
    stored?: Record<string, string>;
    preferences?: Record<string, string>;
    token?: string;
    sessionReactions?: boolean;
  } = {},
) {
  const storage = createMemoryStorage(Object.entries(options.stored ?? {}));
  const preferenceStorage = createMemoryStorage(Object.entries(options.preferences ?? {}));
  const tokenStorage = createMemoryStorage(options.token ? [['vsf-customer', options.token]] : []);
  const logged: unknown[][] = [];
  const sdk = createSdk({
    endpoint,
    storage,
    tokenStorage,
    preferenceStorage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
    ...(options.sessionReactions !== undefined && { sessionReactions: options.sessionReactions }),
  });
  const merged: SdkEvents['session:guest-merged'][] = [];
  const failed: SdkEvents['session:guest-merge-failed'][] = [];
  sdk.events.on('session:guest-merged', (event) => merged.push(event));
  sdk.events.on('session:guest-merge-failed', (event) => failed.push(event));
  return {
    sdk,
    storage,
    preferenceStorage,
    merged,
    failed,
    logged,
    /** Hydrates the session as signed in (a login, or a page opened signed in) and waits. */
    async signIn(state: SessionState = signedInState) {
      sdk.session.hydrate(state);
      await sdk.sessionReactions.settled();
    },
    /** Hydrates the session as a guest's (a logout) and waits for the reactions. */
    async signOut() {
      sdk.session.hydrate(guestSessionState);
      await sdk.sessionReactions.settled();
    },
  };
}
