import {
  shouldLoadCustomer,
  type Customer,
  type SessionState,
  type SessionStore,
} from '@agri-parts/sdk';
import { useEffect, useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useSession} returns: the session state and the store's stable actions. */
export type UseSessionResult = SessionState &
  Pick<SessionStore, 'login' | 'register' | 'logout' | 'loadCustomer' | 'hydrate'>;

/**
 * The customer session of `sdk.session` — `status` (`guest` / `authenticated`), `customer`,
 * `creditCheckApproved` — with the store's stable actions, re-rendering when it changes. On the
 * server and during hydration it is the store's server snapshot: the first hydrated state (a
 * browser hydrates with the state its server rendered), else the current one.
 *
 * When the session is authenticated and its customer is not loaded yet, the hook loads it in the
 * browser (spec: "the user is loaded when authenticated and not yet loaded"); concurrent hooks
 * share one request, and a failed load ends the session (`session:expired`).
 *
 * @example
 * ```tsx
 * function AccountButton() {
 *   const { status, customer } = useSession();
 *   return status === 'authenticated' ? <span>{customer?.firstname}</span> : <LoginButton />;
 * }
 * ```
 */
export function useSession(): UseSessionResult {
  const { session } = useSdk();
  const state = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getServerSnapshot,
  );
  const needsCustomer = shouldLoadCustomer(state);

  useEffect(() => {
    // A failure has ended the session and is reported through `session:expired`.
    if (needsCustomer) session.loadCustomer().catch(() => undefined);
  }, [session, needsCustomer]);

  const { login, register, logout, loadCustomer, hydrate } = session;
  return { ...state, login, register, logout, loadCustomer, hydrate };
}

/**
 * The signed-in customer of `sdk.session`, or `null` for a guest and while the customer loads.
 * Derived from {@link useSession} (and so also loads a customer not loaded yet).
 *
 * @example
 * ```tsx
 * const customer = useCustomer();
 * const billingLocked = customer ? !canEditBilling(customer) : false;
 * ```
 */
export function useCustomer(): Customer | null {
  return useSession().customer;
}
