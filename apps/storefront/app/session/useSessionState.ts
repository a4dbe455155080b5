import type { SessionState } from '@agri-parts/sdk';
import { useSdk } from '@agri-parts/react-hooks';
import { useSyncExternalStore } from 'react';

/**
 * The customer session of the page's SDK (`sdk.session`), hydrated from the root loader: guest
 * or authenticated, the customer, the credit flag. Renders what the server rendered first.
 */
export function useSessionState(): SessionState {
  const { session } = useSdk();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}
