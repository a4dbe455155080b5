import type { Customer } from '../customer/mapCustomer';
import type { EventBus } from '../events/createEventBus';
import type { SdkLogger } from '../logging/SdkLogger';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';
import { expireSession } from './expireSession';
import { loadCustomer } from './loadCustomer';
import { login, type LoginInput } from './login';
import { logout, type LogoutOptions, type LogoutResult } from './logout';
import { registerCustomer, type RegisterInput, type RegisterResult } from './registerCustomer';
import {
  createSessionContext,
  dispatchSession,
  endSession,
  startNewSession,
} from './sessionContext';
import type { SessionState } from './sessionReducer';
import { sessionEndReaction } from './sessionEndReaction';

/**
 * The customer session of one SDK instance (`sdk.session`), as an observable store shaped for
 * `useSyncExternalStore`, with the actions that change it.
 */
export interface SessionStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): SessionState;
  /**
   * The state a server renders and a browser hydrates with: the state of the first
   * {@link SessionStore.hydrate}, else the current state (a server that loaded the customer
   * renders it). A browser hydrates with the state the server rendered before React hydrates.
   */
  getServerSnapshot(): SessionState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Takes the state from outside, such as the server's root loader in a browser whose token is
   * out of its reach (an httpOnly cookie). The first call also fixes the server snapshot; later
   * calls (after the server changed the session in an action) only replace the state.
   */
  hydrate(state: SessionState): void;
  /**
   * Logs in: `generateCustomerToken`, then keeps the token in the token storage (a proxy that
   * keeps it in an httpOnly cookie may leave it out of the answer; the session is authenticated
   * all the same), keeps `credit_check_approved` under `vsf-credit-check-approved` in the
   * preference storage (removes it when the answer has none) and loads the customer.
   *
   * @throws {@link SdkError} when the backend refuses (a `graphql` error whose messages
   * `sessionErrorMessage` joins) or cannot be reached; and as {@link SessionStore.loadCustomer}.
   */
  login(input: LoginInput): Promise<SessionState>;
  /**
   * Registers (`createCustomerV2`); then, unless the store requires account confirmation
   * (`shopConstants.accounts.confirmationRequired`, false), logs in with the same e-mail and
   * password.
   *
   * @throws {@link SdkError} when the backend refuses the registration or the login after it.
   */
  register(input: RegisterInput): Promise<RegisterResult>;
  /**
   * Logs out: revokes the token (`revokeCustomerToken`; a failure is logged and the logout goes
   * on), removes the keys of `storageKeysClearedAtLogout()` from every storage and becomes a
   * guest. Resolves with where to go: `home` from checkout pages, else `reload`.
   */
  logout(options: LogoutOptions): Promise<LogoutResult>;
  /**
   * Loads the signed-in customer (`customer`) into the state. Concurrent calls share one request.
   * When it fails the session ends as at logout (the token revoked unless the backend was
   * unreachable or already refused it, the logout keys cleared, state guest) and
   * `session:expired` is emitted with `user-load-failed` (an authorization error has already
   * emitted it with `authorization`).
   *
   * @throws {@link SdkError} what the request threw.
   */
  loadCustomer(): Promise<Customer>;
  /**
   * Ends the session because something the session needs failed (`cart-load-failed`: the
   * customer's cart, spec §4), as a failed customer load does: the token is revoked (a failure is
   * logged; a storefront's proxy clears its cookie then), the token and the cart id are removed,
   * the state becomes guest and `session:expired` is emitted with `reason`. Does nothing for a
   * guest.
   */
  expire(reason: 'cart-load-failed'): Promise<void>;
  /**
   * Puts a customer the backend returned after a change (profile, e-mail, password, addresses)
   * into the state. `sdk.customer` and `sdk.addresses` call it; a browser whose server made the
   * change may call it with the server's answer.
   */
  setCustomer(customer: Customer): void;
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  transport: Transport;
  /** Where `session:expired` is heard (and emitted after a failed customer load). */
  events: EventBus;
  /** The SDK's storage (cookies in a browser): cart id, cache id and the other `vsf-` keys. */
  storage: KeyValueStorage;
  /** Where the customer token is kept, under `vsf-customer`. */
  tokenStorage: KeyValueStorage;
  /** Where the credit flag is kept (local storage in a browser). */
  preferenceStorage: KeyValueStorage;
  /** Where a failed token revocation is reported. */
  logger: SdkLogger;
  /**
   * Whether a new account must be confirmed before it can log in;
   * `shopConstants.accounts.confirmationRequired` by default.
   */
  confirmationRequired?: boolean;
}

/**
 * Creates the session store of one SDK instance (`sdk.session`). It starts authenticated (with
 * the customer still to load) when the token storage holds a token, else as a guest. It listens
 * to `session:expired` (emitted by the transport for any `graphql-authorization` error): the
 * keys of `sessionEndReaction` (token, cart id, cache id, message, credit flag) are removed, the
 * state becomes guest and, when a signed-in session ended so, `session:ended` says what the app
 * does about it (the message and a login that returns the shopper).
 * Each action is one operation of its own module (`login`, `registerCustomer`, `logout`,
 * `loadCustomer`, `expireSession`) over the store's `SessionContext`.
 *
 * @example
 * ```ts
 * const state = await sdk.session.login({ email, password, recaptchaToken });
 * const { destination } = await sdk.session.logout({ pathname: location.pathname });
 * if (destination === 'home') location.assign('/');
 * else location.reload();
 * ```
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const context = createSessionContext(options);
  const { store } = context;
  // What the page is rendered with: the first hydrated state.
  let renderedState: SessionState | undefined;
  options.events.on('session:expired', ({ reason }) => {
    // Only the first of a burst of refused requests ends a signed-in session; a guest's
    // authorization error (another's cart id) ends nothing.
    const ending = store.getSnapshot().status === 'authenticated' || reason !== 'authorization';
    const reaction = sessionEndReaction(reason);
    endSession(context, reaction.clearKeys);
    if (ending) options.events.emit('session:ended', reaction);
  });
  return {
    getSnapshot: store.getSnapshot,
    getServerSnapshot: () => renderedState ?? store.getSnapshot(),
    subscribe: store.subscribe,
    hydrate(hydrated) {
      // Another session than the one a customer load under way was for.
      if (hydrated.status !== store.getSnapshot().status) startNewSession(context);
      dispatchSession(context, { type: 'hydrated', state: hydrated });
      renderedState ??= store.getSnapshot();
    },
    login: (input) => login(context, input),
    register: (input) => registerCustomer(context, input),
    logout: (logoutOptions) => logout(context, logoutOptions),
    loadCustomer: () => loadCustomer(context),
    expire: (reason) => expireSession(context, reason),
    setCustomer: (customer) => dispatchSession(context, { type: 'customer-loaded', customer }),
  };
}
