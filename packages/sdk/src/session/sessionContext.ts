import { shopConstants } from '../config/shopConstants';
import type { Customer } from '../customer/mapCustomer';
import type { EventBus } from '../events/createEventBus';
import type { SdkLogger } from '../logging/SdkLogger';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createGeneration, type Generation } from '../store/createGeneration';
import { createStore, type Store } from '../store/createStore';
import type { Transport } from '../transport/createTransport';
import type { SessionStoreOptions } from './createSessionStore';
import {
  guestSessionState,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from './sessionReducer';

/** Where the customer token is kept. */
export const tokenKey = shopConstants.cookies.names.customer;
/** Where the login's credit flag is kept. */
export const creditKey = shopConstants.localStorageKeys.creditCheckApproved;

/** The documents and mapper of the session's requests, loaded with its first request. */
export const sessionRequests = () => import('./sessionRequests');

/**
 * What every session operation works with (`login`, `logout`, `loadCustomer` ...): the
 * requests, the storages, the session's state and which session an answer is for. One per
 * session store.
 */
export interface SessionContext {
  transport: Transport;
  events: EventBus;
  storage: KeyValueStorage;
  tokenStorage: KeyValueStorage;
  preferenceStorage: KeyValueStorage;
  logger: SdkLogger;
  confirmationRequired: boolean;
  /** Every storage a logout clears keys from, each once. */
  storages: KeyValueStorage[];
  /** The session's state; changed only through {@link dispatchSession}. */
  store: Store<SessionState>;
  /** Changes at every login and end of session, so an answer for an earlier session is dropped. */
  sessions: Generation;
  /** The customer load under way, shared by the callers meanwhile. */
  pendingLoad: Promise<Customer> | undefined;
}

/**
 * Creates the context of one session store: authenticated (with the customer still to load)
 * when the token storage holds a token, else a guest.
 */
export function createSessionContext(options: SessionStoreOptions): SessionContext {
  const { storage, tokenStorage, preferenceStorage } = options;
  const initial: SessionState = tokenStorage.get(tokenKey)
    ? {
        status: 'authenticated',
        customer: null,
        creditCheckApproved: readCreditFlag(preferenceStorage),
      }
    : guestSessionState;
  return {
    ...options,
    confirmationRequired:
      options.confirmationRequired ?? shopConstants.accounts.confirmationRequired,
    storages: [...new Set([storage, tokenStorage, preferenceStorage])],
    store: createStore(initial),
    sessions: createGeneration(),
    pendingLoad: undefined,
  };
}

/** Changes the state through {@link sessionReducer}; listeners hear only of a real change. */
export function dispatchSession(context: SessionContext, action: SessionAction): void {
  context.store.setState((state) => sessionReducer(state, action), true);
}

/** Starts another session: answers for the previous one (a customer load) are dropped. */
export function startNewSession(context: SessionContext): void {
  context.sessions.next();
  context.pendingLoad = undefined;
}

/** Ends the session: removes `keys` from every storage and becomes a guest. */
export function endSession(context: SessionContext, keys: readonly string[]): void {
  startNewSession(context);
  for (const target of context.storages) {
    for (const key of keys) if (target.get(key) !== null) target.remove(key);
  }
  dispatchSession(context, { type: 'logged-out' });
}

/** Revokes the customer token (`revokeCustomerToken`); a failure is logged, not thrown. */
export async function revokeToken(context: SessionContext): Promise<void> {
  try {
    const { RevokeCustomerTokenDocument } = await sessionRequests();
    await context.transport.request(RevokeCustomerTokenDocument);
  } catch (error) {
    context.logger.error('Could not revoke the customer token; logging out all the same', error);
  }
}

function readCreditFlag(preferenceStorage: KeyValueStorage): boolean | null {
  const saved = preferenceStorage.get(creditKey);
  return saved === 'true' ? true : saved === 'false' ? false : null;
}
