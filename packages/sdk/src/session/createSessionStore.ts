import { shopConstants } from '../config/shopConstants';
import type { Customer } from '../customer/mapCustomer';
import { isSdkError, SdkError } from '../errors/SdkError';
import type { EventBus } from '../events/createEventBus';
import { type CustomerCreateInput } from '../generated/graphql';
import type { SdkLogger } from '../logging/SdkLogger';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import type { Transport } from '../transport/createTransport';
import { logoutDestination, type LogoutDestination } from './logoutDestination';
import { recaptchaRequestOptions } from './recaptcha';
import {
  guestSessionState,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from './sessionReducer';
import {
  storageKeysClearedAtExpiry,
  storageKeysClearedAtLogout,
} from './storageKeysClearedAtLogout';

/** What {@link SessionStore.login} needs. */
export interface LoginInput {
  email: string;
  password: string;
  /** A reCAPTCHA token, sent in the `X-ReCaptcha` header when given. */
  recaptchaToken?: string;
}

/** What {@link SessionStore.register} needs: the account to open. */
export interface RegisterInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** VAT number; business customers give one. Left out when empty. */
  taxvat?: string | null;
  /** Whether to send the newsletter. */
  isSubscribed?: boolean;
  /** Birth date, `YYYY-MM-DD`. */
  dateOfBirth?: string;
  /** Magento's gender code. */
  gender?: number;
  /** A reCAPTCHA token for the registration, sent in the `X-ReCaptcha` header when given. */
  recaptchaToken?: string;
  /**
   * A second reCAPTCHA token for the login that follows the registration. A token can be
   * verified only once, so with verification on the login needs its own; without it the login
   * is sent without a token.
   */
  loginRecaptchaToken?: string;
}

/**
 * How a registration ended: logged in at once, or (when the store requires account confirmation)
 * registered but not logged in; the storefront then shows "You must confirm your account…".
 */
export interface RegisterResult {
  outcome: 'logged-in' | 'confirmation-required';
  state: SessionState;
}

/** What {@link SessionStore.logout} needs. */
export interface LogoutOptions {
  /** The path of the page the shopper logs out from; decides the destination. */
  pathname: string;
}

/** Where to go after {@link SessionStore.logout}. */
export interface LogoutResult {
  destination: LogoutDestination;
}

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

const tokenKey = shopConstants.cookies.names.customer;

/** The documents and mapper of the session's requests, loaded with its first request. */
const sessionRequests = () => import('./sessionRequests');
const creditKey = shopConstants.localStorageKeys.creditCheckApproved;

/**
 * Creates the session store of one SDK instance (`sdk.session`). It starts authenticated (with
 * the customer still to load) when the token storage holds a token, else as a guest. It listens
 * to `session:expired` (emitted by the transport for any `graphql-authorization` error): the
 * token and the cart id are removed and the state becomes guest; the app sends the shopper home.
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
  const {
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage,
    logger,
    confirmationRequired = shopConstants.accounts.confirmationRequired,
  } = options;
  const storages = [...new Set([storage, tokenStorage, preferenceStorage])];
  const listeners = new Set<() => void>();

  let state: SessionState = tokenStorage.get(tokenKey)
    ? { status: 'authenticated', customer: null, creditCheckApproved: readCreditFlag() }
    : guestSessionState;
  // What the page is rendered with: the first hydrated state.
  let renderedState: SessionState | undefined;
  // Changes at every login and end of session, so an answer for an earlier session is dropped.
  let sessionNumber = 0;
  let pendingLoad: Promise<Customer> | undefined;

  function dispatch(action: SessionAction): void {
    const next = sessionReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function readCreditFlag(): boolean | null {
    const saved = preferenceStorage.get(creditKey);
    return saved === 'true' ? true : saved === 'false' ? false : null;
  }

  function removeKeys(keys: readonly string[]): void {
    for (const target of storages) {
      for (const key of keys) if (target.get(key) !== null) target.remove(key);
    }
  }

  function endSession(keys: readonly string[]): void {
    sessionNumber += 1;
    pendingLoad = undefined;
    removeKeys(keys);
    dispatch({ type: 'logged-out' });
  }

  async function revokeToken(): Promise<void> {
    try {
      const { RevokeCustomerTokenDocument } = await sessionRequests();
      await transport.request(RevokeCustomerTokenDocument);
    } catch (error) {
      logger.error('Could not revoke the customer token; logging out all the same', error);
    }
  }

  events.on('session:expired', () => endSession(storageKeysClearedAtExpiry()));

  async function requestCustomer(session: number): Promise<Customer> {
    try {
      const { CustomerDocument, mapCustomer } = await sessionRequests();
      const { customer } = await transport.request(CustomerDocument);
      if (!customer) throw new SdkError('graphql', 'The backend answered without a customer');
      const mapped = mapCustomer(customer);
      if (session === sessionNumber) dispatch({ type: 'customer-loaded', customer: mapped });
      return mapped;
    } catch (error) {
      // An authorization error has ended the session already (`session:expired`).
      if (session === sessionNumber) {
        if (!isSdkError(error, 'network')) await revokeToken();
        if (session === sessionNumber) {
          endSession(storageKeysClearedAtLogout());
          events.emit('session:expired', { reason: 'user-load-failed' });
        }
      }
      throw error;
    }
  }

  function loadCustomer(): Promise<Customer> {
    const session = sessionNumber;
    pendingLoad ??= requestCustomer(session).finally(() => {
      if (session === sessionNumber) pendingLoad = undefined;
    });
    return pendingLoad;
  }

  async function login({ email, password, recaptchaToken }: LoginInput): Promise<SessionState> {
    const { GenerateCustomerTokenDocument } = await sessionRequests();
    const { generateCustomerToken } = await transport.request(
      GenerateCustomerTokenDocument,
      { email: email.trim(), password },
      recaptchaRequestOptions(recaptchaToken),
    );
    if (!generateCustomerToken) {
      throw new SdkError('graphql', 'The backend answered the login without a token');
    }
    const { token, credit_check_approved: creditCheckApproved } = generateCustomerToken;
    if (token) tokenStorage.set(tokenKey, token);
    if (creditCheckApproved == null) preferenceStorage.remove(creditKey);
    else preferenceStorage.set(creditKey, String(creditCheckApproved));
    sessionNumber += 1;
    pendingLoad = undefined;
    dispatch({ type: 'logged-in', creditCheckApproved: creditCheckApproved ?? null });
    await loadCustomer();
    return state;
  }

  return {
    getSnapshot: () => state,
    getServerSnapshot: () => renderedState ?? state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    hydrate(hydrated) {
      if (hydrated.status !== state.status) {
        // Another session than the one a customer load under way was for.
        sessionNumber += 1;
        pendingLoad = undefined;
      }
      dispatch({ type: 'hydrated', state: hydrated });
      renderedState ??= state;
    },
    login,
    async register(input) {
      const { CreateCustomerDocument } = await sessionRequests();
      await transport.request(
        CreateCustomerDocument,
        { input: createCustomerInput(input) },
        recaptchaRequestOptions(input.recaptchaToken),
      );
      if (confirmationRequired) return { outcome: 'confirmation-required', state };
      const loggedIn = await login({
        email: input.email.trim(),
        password: input.password,
        recaptchaToken: input.loginRecaptchaToken,
      });
      return { outcome: 'logged-in', state: loggedIn };
    },
    async logout({ pathname }) {
      if (state.status === 'authenticated' || tokenStorage.get(tokenKey)) await revokeToken();
      endSession(storageKeysClearedAtLogout());
      return { destination: logoutDestination(pathname) };
    },
    loadCustomer,
    async expire(reason) {
      if (state.status !== 'authenticated' && !tokenStorage.get(tokenKey)) return;
      const session = sessionNumber;
      await revokeToken();
      if (session !== sessionNumber) return;
      endSession(storageKeysClearedAtExpiry());
      events.emit('session:expired', { reason });
    },
    setCustomer(customer) {
      dispatch({ type: 'customer-loaded', customer });
    },
  };
}

function createCustomerInput(input: RegisterInput): CustomerCreateInput {
  const taxvat = input.taxvat?.trim();
  return {
    email: input.email.trim(),
    password: input.password,
    firstname: input.firstname,
    lastname: input.lastname,
    ...(taxvat && { taxvat }),
    ...(input.isSubscribed !== undefined && { is_subscribed: input.isSubscribed }),
    ...(input.dateOfBirth && { date_of_birth: input.dateOfBirth }),
    ...(input.gender !== undefined && { gender: input.gender }),
  };
}
