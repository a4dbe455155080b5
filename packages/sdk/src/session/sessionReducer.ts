import type { Customer } from '../customer/mapCustomer';

/**
 * The customer session of one SDK instance.
 *
 * - `status`: `authenticated` once a login succeeded (or the state was hydrated so), `guest`
 *   otherwise.
 * - `customer`: the signed-in customer once loaded; `null` for a guest and for an authenticated
 *   session whose customer is not loaded yet (see {@link shouldLoadCustomer}).
 * - `creditCheckApproved`: the login's `credit_check_approved` (may pay by invoice), kept in local
 *   storage; `null` when unknown.
 */
export interface SessionState {
  status: 'guest' | 'authenticated';
  customer: Customer | null;
  creditCheckApproved: boolean | null;
}

/**
 * Everything that can happen to a {@link SessionState}: a state given by the server
 * (`hydrated`), a successful login (`logged-in`), the customer loaded or changed
 * (`customer-loaded`), and the end of the session by logout or expiry (`logged-out`).
 */
export type SessionAction =
  | { type: 'hydrated'; state: SessionState }
  | { type: 'logged-in'; creditCheckApproved: boolean | null }
  | { type: 'customer-loaded'; customer: Customer }
  | { type: 'logged-out' };

/** The state of a guest: no customer, no credit flag. */
export const guestSessionState: SessionState = {
  status: 'guest',
  customer: null,
  creditCheckApproved: null,
};

/**
 * The one place a {@link SessionState} changes. Returns the same state when nothing changes (a
 * second logout, a hydration with equal values), so listeners are not called for nothing. Pure.
 */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'hydrated': {
      const next =
        action.state.status === 'guest'
          ? guestSessionState
          : {
              status: 'authenticated' as const,
              customer: action.state.customer,
              creditCheckApproved: action.state.creditCheckApproved,
            };
      return sameState(state, next) ? state : next;
    }
    case 'logged-in':
      return {
        status: 'authenticated',
        customer: null,
        creditCheckApproved: action.creditCheckApproved,
      };
    case 'customer-loaded':
      if (state.status === 'authenticated' && state.customer === action.customer) return state;
      return {
        status: 'authenticated',
        customer: action.customer,
        creditCheckApproved: state.creditCheckApproved,
      };
    case 'logged-out':
      return sameState(state, guestSessionState) ? state : guestSessionState;
  }
}

/**
 * Whether the customer should be loaded now: the session is authenticated and its customer is
 * not loaded yet (spec: "the user is loaded when authenticated and not yet loaded"). Pure.
 */
export function shouldLoadCustomer(state: SessionState): boolean {
  return state.status === 'authenticated' && state.customer === null;
}

function sameState(a: SessionState, b: SessionState): boolean {
  return (
    a.status === b.status &&
    a.customer === b.customer &&
    a.creditCheckApproved === b.creditCheckApproved
  );
}
