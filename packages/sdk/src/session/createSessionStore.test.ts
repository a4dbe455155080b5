import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { isSdkError } from '../errors/SdkError';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { StoreConfigDocument } from '../config/storeConfig.generated';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { buildCustomerData } from '../testing/customerData';
import { createTransport } from '../transport/createTransport';
import { createSessionStore, type SessionStoreOptions } from './createSessionStore';
import { sessionErrorMessage } from './sessionErrorMessage';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signInFailed =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** A session store over a real transport, with separate memory storages as in a browser. */
function setup(
  options: {
    token?: string;
    credit?: string;
    confirmationRequired?: boolean;
  } = {},
) {
  const storage = createMemoryStorage([
    ['vsf-cart', 'cart-1'],
    ['vsf-cache-id', 'cache-1'],
    ['vsf-store', 'ad_nb_no'],
    ['vsf-currency', 'NOK'],
    ['vsf-locale', 'nb'],
    ['vsf-wishlist', 'share-1'],
  ]);
  const tokenStorage = createMemoryStorage(options.token ? [['vsf-customer', options.token]] : []);
  const preferenceStorage = createMemoryStorage([
    ['taxOff', 'false'],
    ...(options.credit ? [['vsf-credit-check-approved', options.credit] as const] : []),
  ]);
  const events = createEventBus();
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const logger = { error: vi.fn() };
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => tokenStorage.get('vsf-customer'),
    cacheIdStorage: storage,
    events,
  });
  const sessionOptions: SessionStoreOptions = {
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage,
    logger,
    ...(options.confirmationRequired !== undefined && {
      confirmationRequired: options.confirmationRequired,
    }),
  };
  const session = createSessionStore(sessionOptions);
  const changes = vi.fn();
  session.subscribe(changes);
  return {
    session,
    transport,
    storage,
    tokenStorage,
    preferenceStorage,
    events,
    expired,
    logger,
    changes,
  };
}

/** Answers the login, recording what it was sent. */
function answerLogin(
  token: string | null = 'token-1',
  creditCheckApproved: boolean | null = true,
): { variables: unknown; recaptcha: string | null }[] {
  const seen: { variables: unknown; recaptcha: string | null }[] = [];
  server.use(
    magento.mutation('GenerateCustomerToken', ({ variables, request }) => {
      seen.push({ variables, recaptcha: request.headers.get('X-ReCaptcha') });
      return HttpResponse.json({
        data: { generateCustomerToken: { token, credit_check_approved: creditCheckApproved } },
      });
    }),
  );
  return seen;
}

/** Answers the customer query, recording the Authorization header of each request. */
function answerCustomer(data = buildCustomerData()): (string | null)[] {
  const authorizations: (string | null)[] = [];
  server.use(
    magento.query('Customer', ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: { customer: data } });
    }),
  );
  return authorizations;
}

function answerRevoke(): (string | null)[] {
  const authorizations: (string | null)[] = [];
  server.use(
    magento.mutation('RevokeCustomerToken', ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
    }),
  );
  return authorizations;
}

function graphQLErrors(message: string, category: string) {
  return HttpResponse.json<{ errors: { message: string; extensions: { category: string } }[] }>({
    errors: [{ message, extensions: { category } }],
  });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createSessionStore', () => {
  describe('the initial state', () => {
    it('is a guest without a token', () => {
      const { session } = setup();

      expect(session.getSnapshot()).toEqual({
        status: 'guest',
        customer: null,
        creditCheckApproved: null,
      });
    });

    it('is authenticated, with the customer to load, when the token storage holds a token', () => {
      const { session } = setup({ token: 'token-0', credit: 'false' });

      expect(session.getSnapshot()).toEqual({
        status: 'authenticated',
        customer: null,
        creditCheckApproved: false,
      });
    });
  });

  describe('login', () => {
    it('keeps the token and credit flag, loads the customer with the new token', async () => {
      const logins = answerLogin('token-1', true);
      const authorizations = answerCustomer();
      const { session, tokenStorage, preferenceStorage, changes } = setup();

      const state = await session.login({
        email: 'ola.nordmann@example.no',
        password: 'Traktor-2024',
        recaptchaToken: 'recaptcha-1',
      });

      expect(logins).toEqual([
        {
          variables: { email: 'ola.nordmann@example.no', password: 'Traktor-2024' },
          recaptcha: 'recaptcha-1',
        },
      ]);
      expect(tokenStorage.get('vsf-customer')).toBe('token-1');
      expect(preferenceStorage.get('vsf-credit-check-approved')).toBe('true');
      expect(authorizations).toEqual(['Bearer token-1']);
      expect(state).toEqual({
        status: 'authenticated',
        customer: mapCustomer(buildCustomerData()),
        creditCheckApproved: true,
      });
      expect(session.getSnapshot()).toBe(state);
      expect(changes).toHaveBeenCalledTimes(2);
    });

    it('sends no reCAPTCHA header without a token', async () => {
      const logins = answerLogin();
      answerCustomer();
      const { session } = setup();

      await session.login({ email: 'ola.nordmann@example.no', password: 'Traktor-2024' });

      expect(logins[0]?.recaptcha).toBeNull();
    });

    it('removes a credit flag of an earlier login when the answer has none', async () => {
      answerLogin('token-1', null);
      answerCustomer();
      const { session, preferenceStorage } = setup({ credit: 'true' });

      const state = await session.login({ email: 'a@example.no', password: 'Traktor-2024' });

      expect(preferenceStorage.get('vsf-credit-check-approved')).toBeNull();
      expect(state.creditCheckApproved).toBeNull();
    });

    it('keeps a refused credit check as false', async () => {
      answerLogin('token-1', false);
      answerCustomer();
      const { session, preferenceStorage } = setup();

      const state = await session.login({ email: 'a@example.no', password: 'Traktor-2024' });

      expect(preferenceStorage.get('vsf-credit-check-approved')).toBe('false');
      expect(state.creditCheckApproved).toBe(false);
    });

    it('is authenticated when a proxy kept the token out of the answer', async () => {
      answerLogin(null, true);
      const authorizations = answerCustomer();
      const { session, tokenStorage } = setup();

      const state = await session.login({ email: 'a@example.no', password: 'Traktor-2024' });

      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(authorizations).toEqual([null]);
      expect(state.status).toBe('authenticated');
      expect(state.customer?.email).toBe('ola.nordmann@example.no');
    });

    it('stays a guest and throws the backend’s message when the sign-in is refused', async () => {
      server.use(
        magento.mutation('GenerateCustomerToken', () =>
          graphQLErrors(signInFailed, 'graphql-authentication'),
        ),
      );
      const { session, tokenStorage, expired, changes } = setup();

      const error = await caught(session.login({ email: 'a@example.no', password: 'feil' }));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(sessionErrorMessage(error)).toEqual({ code: 'backend', message: signInFailed });
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(session.getSnapshot().status).toBe('guest');
      expect(expired).toEqual([]);
      expect(changes).not.toHaveBeenCalled();
    });

    it('throws a network error when the backend cannot be reached', async () => {
      server.use(http.post(endpoint, () => HttpResponse.error()));
      const { session } = setup();

      const error = await caught(session.login({ email: 'a@example.no', password: 'x' }));

      expect(isSdkError(error, 'network')).toBe(true);
      expect(session.getSnapshot().status).toBe('guest');
    });

    it('ends the session when the customer cannot be loaded after the token', async () => {
      answerLogin('token-1');
      server.use(magento.query('Customer', () => graphQLErrors('Boom', 'internal')));
      const revokes = answerRevoke();
      const { session, tokenStorage, expired } = setup();

      const error = await caught(session.login({ email: 'a@example.no', password: 'x' }));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(revokes).toEqual(['Bearer token-1']);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(session.getSnapshot().status).toBe('guest');
      expect(expired).toEqual([{ reason: 'user-load-failed' }]);
    });
  });

  describe('register', () => {
    it('opens the account, then logs in with the same e-mail and password', async () => {
      let registration: { input: unknown; recaptcha: string | null } | undefined;
      server.use(
        magento.mutation('CreateCustomer', ({ variables, request }) => {
          registration = {
            input: variables['input'],
            recaptcha: request.headers.get('X-ReCaptcha'),
          };
          return HttpResponse.json({
            data: { createCustomerV2: { customer: buildCustomerData({ addresses: [] }) } },
          });
        }),
      );
      const logins = answerLogin('token-2', false);
      answerCustomer();
      const { session, tokenStorage } = setup();

      const result = await session.register({
        email: ' kari@example.no ',
        password: 'Traktor-2024',
        firstname: 'Kari',
        lastname: 'Nordmann',
        taxvat: ' NO987654321MVA ',
        isSubscribed: true,
        recaptchaToken: 'recaptcha-register',
        loginRecaptchaToken: 'recaptcha-login',
      });

      expect(registration).toEqual({
        input: {
          email: 'kari@example.no',
          password: 'Traktor-2024',
          firstname: 'Kari',
          lastname: 'Nordmann',
          taxvat: 'NO987654321MVA',
          is_subscribed: true,
        },
        recaptcha: 'recaptcha-register',
      });
      expect(logins).toEqual([
        {
          variables: { email: 'kari@example.no', password: 'Traktor-2024' },
          recaptcha: 'recaptcha-login',
        },
      ]);
      expect(tokenStorage.get('vsf-customer')).toBe('token-2');
      expect(result.outcome).toBe('logged-in');
      expect(result.state).toMatchObject({ status: 'authenticated', creditCheckApproved: false });
    });

    it('leaves out an empty VAT number and sends the optional fields given', async () => {
      let input: unknown;
      server.use(
        magento.mutation('CreateCustomer', ({ variables }) => {
          input = variables['input'];
          return HttpResponse.json({
            data: { createCustomerV2: { customer: buildCustomerData() } },
          });
        }),
      );
      const { session } = setup({ confirmationRequired: true });

      await session.register({
        email: 'kari@example.no',
        password: 'Traktor-2024',
        firstname: 'Kari',
        lastname: 'Nordmann',
        taxvat: ' ',
        dateOfBirth: '1990-05-17',
        gender: 2,
      });

      expect(input).toEqual({
        email: 'kari@example.no',
        password: 'Traktor-2024',
        firstname: 'Kari',
        lastname: 'Nordmann',
        date_of_birth: '1990-05-17',
        gender: 2,
      });
    });

    it('does not log in when the account must be confirmed first', async () => {
      server.use(
        magento.mutation('CreateCustomer', () =>
          HttpResponse.json({ data: { createCustomerV2: { customer: buildCustomerData() } } }),
        ),
      );
      const { session, tokenStorage } = setup({ confirmationRequired: true });

      const result = await session.register({
        email: 'kari@example.no',
        password: 'Traktor-2024',
        firstname: 'Kari',
        lastname: 'Nordmann',
      });

      expect(result).toEqual({
        outcome: 'confirmation-required',
        state: { status: 'guest', customer: null, creditCheckApproved: null },
      });
      expect(tokenStorage.get('vsf-customer')).toBeNull();
    });

    it('throws the backend’s messages and does not log in when the registration is refused', async () => {
      server.use(
        magento.mutation('CreateCustomer', () =>
          HttpResponse.json({
            errors: [
              {
                message:
                  'A customer with the same email address already exists in an associated website.',
                extensions: { category: 'graphql-input' },
              },
              {
                message: 'Required parameters are missing: firstname',
                extensions: { category: 'graphql-input' },
              },
            ],
          }),
        ),
      );
      const { session } = setup();

      const error = await caught(
        session.register({
          email: 'ola.nordmann@example.no',
          password: 'Traktor-2024',
          firstname: '',
          lastname: 'Nordmann',
        }),
      );

      expect(sessionErrorMessage(error).message).toBe(
        'A customer with the same email address already exists in an associated website., Required parameters are missing: firstname',
      );
      expect(session.getSnapshot().status).toBe('guest');
    });
  });

  describe('logout', () => {
    it('revokes the token, clears the logout keys everywhere and keeps store, currency and taxOff', async () => {
      const revokes = answerRevoke();
      const { session, storage, tokenStorage, preferenceStorage, changes } = setup({
        token: 'token-1',
        credit: 'true',
      });

      const result = await session.logout({ pathname: '/customer/my-profile' });

      expect(revokes).toEqual(['Bearer token-1']);
      expect(result).toEqual({ destination: 'reload' });
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(storage.get('vsf-cart')).toBeNull();
      expect(storage.get('vsf-cache-id')).toBeNull();
      expect(storage.get('vsf-locale')).toBeNull();
      expect(storage.get('vsf-wishlist')).toBeNull();
      expect(preferenceStorage.get('vsf-credit-check-approved')).toBeNull();
      expect(storage.get('vsf-store')).toBe('ad_nb_no');
      expect(storage.get('vsf-currency')).toBe('NOK');
      expect(preferenceStorage.get('taxOff')).toBe('false');
      expect(session.getSnapshot()).toEqual({
        status: 'guest',
        customer: null,
        creditCheckApproved: null,
      });
      expect(changes).toHaveBeenCalledTimes(1);
    });

    it('goes home from a checkout page', async () => {
      answerRevoke();
      const { session } = setup({ token: 'token-1' });

      await expect(session.logout({ pathname: '/checkout/bestilling' })).resolves.toEqual({
        destination: 'home',
      });
    });

    it('logs out all the same when the revocation fails, and reports it', async () => {
      server.use(http.post(endpoint, () => HttpResponse.error()));
      const { session, tokenStorage, logger } = setup({ token: 'token-1' });

      const result = await session.logout({ pathname: '/' });

      expect(result.destination).toBe('reload');
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(session.getSnapshot().status).toBe('guest');
      expect(logger.error).toHaveBeenCalledTimes(1);
    });

    it('logs out when the backend no longer knows the token', async () => {
      server.use(
        magento.mutation('RevokeCustomerToken', () =>
          graphQLErrors("The current customer isn't authorized.", 'graphql-authorization'),
        ),
      );
      const { session, storage, expired } = setup({ token: 'old' });

      await session.logout({ pathname: '/' });

      expect(session.getSnapshot().status).toBe('guest');
      expect(storage.get('vsf-cache-id')).toBeNull();
      expect(expired).toEqual([{ reason: 'authorization' }]);
    });

    it('revokes for a hydrated session without a token of its own (the proxy holds it)', async () => {
      const revokes = answerRevoke();
      const { session } = setup();
      session.hydrate({
        status: 'authenticated',
        customer: mapCustomer(buildCustomerData()),
        creditCheckApproved: null,
      });

      await session.logout({ pathname: '/' });

      expect(revokes).toEqual([null]);
      expect(session.getSnapshot().status).toBe('guest');
    });

    it('asks nothing for a guest without a token, and still clears the keys', async () => {
      const { session, storage, changes } = setup();

      await expect(session.logout({ pathname: '/' })).resolves.toEqual({ destination: 'reload' });

      expect(storage.get('vsf-cart')).toBeNull();
      expect(changes).not.toHaveBeenCalled();
    });
  });

  describe('an expired session', () => {
    it('clears the token and cart id and becomes a guest on any graphql-authorization error', async () => {
      answerCustomer();
      server.use(
        magento.query('StoreConfig', () =>
          graphQLErrors("The current customer isn't authorized.", 'graphql-authorization'),
        ),
      );
      const { session, transport, storage, tokenStorage, preferenceStorage, expired, changes } =
        setup({ token: 'token-1', credit: 'true' });
      await session.loadCustomer();

      const error = await caught(transport.request(StoreConfigDocument));

      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(expired).toEqual([{ reason: 'authorization' }]);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(storage.get('vsf-cart')).toBeNull();
      expect(storage.get('vsf-cache-id')).toBe('cache-1');
      expect(preferenceStorage.get('vsf-credit-check-approved')).toBe('true');
      expect(session.getSnapshot()).toEqual({
        status: 'guest',
        customer: null,
        creditCheckApproved: null,
      });
      expect(changes).toHaveBeenCalledTimes(2);
    });

    it('changes nothing more at a second expiry', async () => {
      const { session, events, changes } = setup({ token: 'token-1' });

      events.emit('session:expired', { reason: 'authorization' });
      const afterFirst = session.getSnapshot();
      events.emit('session:expired', { reason: 'authorization' });

      expect(session.getSnapshot()).toBe(afterFirst);
      expect(changes).toHaveBeenCalledTimes(1);
    });

    it('expire: revokes the token, clears the token and cart id, becomes a guest and tells why', async () => {
      const revokes = answerRevoke();
      const { session, storage, tokenStorage, expired } = setup({ token: 'token-1' });

      await session.expire('cart-load-failed');

      expect(revokes).toEqual(['Bearer token-1']);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(storage.get('vsf-cart')).toBeNull();
      expect(storage.get('vsf-wishlist')).toBe('share-1');
      expect(session.getSnapshot().status).toBe('guest');
      expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
    });

    it('expire: ends the session even when the revocation fails, and does nothing for a guest', async () => {
      server.use(magento.mutation('RevokeCustomerToken', () => HttpResponse.error()));
      const { session, expired, logger } = setup({ token: 'token-1' });
      await session.expire('cart-load-failed');
      expect(session.getSnapshot().status).toBe('guest');
      expect(logger.error).toHaveBeenCalledTimes(1);

      await session.expire('cart-load-failed');
      expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
    });
  });

  describe('loadCustomer', () => {
    it('loads the customer into the state, keeping the credit flag', async () => {
      const authorizations = answerCustomer(
        buildCustomerData({ taxvat: 'NO987654321MVA', company_id: '7' }),
      );
      const { session } = setup({ token: 'token-1', credit: 'true' });

      const customer = await session.loadCustomer();

      expect(authorizations).toEqual(['Bearer token-1']);
      expect(customer).toMatchObject({ taxvat: 'NO987654321MVA', companyId: '7' });
      expect(session.getSnapshot()).toEqual({
        status: 'authenticated',
        customer,
        creditCheckApproved: true,
      });
    });

    it('shares one request between concurrent calls', async () => {
      const authorizations = answerCustomer();
      const { session } = setup({ token: 'token-1' });

      const [first, second] = await Promise.all([session.loadCustomer(), session.loadCustomer()]);

      expect(first).toBe(second);
      expect(authorizations).toHaveLength(1);
    });

    it('ends the session like a logout when the load fails, and says why', async () => {
      server.use(
        magento.query('Customer', () =>
          HttpResponse.json({ errors: [{ message: 'Internal server error' }] }),
        ),
      );
      const revokes = answerRevoke();
      const { session, storage, tokenStorage, preferenceStorage, expired } = setup({
        token: 'token-1',
        credit: 'true',
      });

      const error = await caught(session.loadCustomer());

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(revokes).toEqual(['Bearer token-1']);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(storage.get('vsf-cart')).toBeNull();
      expect(storage.get('vsf-cache-id')).toBeNull();
      expect(preferenceStorage.get('vsf-credit-check-approved')).toBeNull();
      expect(storage.get('vsf-store')).toBe('ad_nb_no');
      expect(session.getSnapshot().status).toBe('guest');
      expect(expired).toEqual([{ reason: 'user-load-failed' }]);
    });

    it('does not try to revoke when the backend cannot be reached', async () => {
      server.use(http.get(endpoint, () => HttpResponse.error()));
      const { session, tokenStorage, expired } = setup({ token: 'token-1' });

      const error = await caught(session.loadCustomer());

      expect(isSdkError(error, 'network')).toBe(true);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(expired).toEqual([{ reason: 'user-load-failed' }]);
    });

    it('ends the session once, as expired, when the backend refuses the token', async () => {
      server.use(
        magento.query('Customer', () =>
          graphQLErrors("The current customer isn't authorized.", 'graphql-authorization'),
        ),
      );
      const { session, storage, tokenStorage, expired } = setup({ token: 'expired' });

      const error = await caught(session.loadCustomer());

      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(expired).toEqual([{ reason: 'authorization' }]);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(storage.get('vsf-cart')).toBeNull();
      expect(session.getSnapshot().status).toBe('guest');
    });

    it('drops a customer that arrives after the logout', async () => {
      let asked = false;
      let answer: () => void = () => undefined;
      server.use(
        magento.query('Customer', () => {
          asked = true;
          return new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ data: { customer: buildCustomerData() } }));
          });
        }),
      );
      answerRevoke();
      const { session } = setup({ token: 'token-1' });

      const load = session.loadCustomer();
      await vi.waitFor(() => expect(asked).toBe(true));
      await session.logout({ pathname: '/' });
      answer();
      await load;

      expect(session.getSnapshot().status).toBe('guest');
    });
    it('drops a customer that arrives after the server said the session ended', async () => {
      let asked = false;
      let answer: () => void = () => undefined;
      server.use(
        magento.query('Customer', () => {
          asked = true;
          return new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ data: { customer: buildCustomerData() } }));
          });
        }),
      );
      const { session } = setup({ token: 'token-1' });

      const load = session.loadCustomer();
      await vi.waitFor(() => expect(asked).toBe(true));
      session.hydrate({ status: 'guest', customer: null, creditCheckApproved: null });
      answer();
      await load;

      expect(session.getSnapshot().status).toBe('guest');
    });
  });

  describe('hydrate and the server snapshot', () => {
    const customer = mapCustomer(buildCustomerData());

    it('takes the hydrated state and renders the first one on the server', () => {
      const { session, changes } = setup();
      const hydrated = { status: 'authenticated', customer, creditCheckApproved: null } as const;

      session.hydrate(hydrated);
      const rendered = session.getSnapshot();
      session.hydrate({ status: 'guest', customer: null, creditCheckApproved: null });

      expect(rendered).toEqual(hydrated);
      expect(session.getServerSnapshot()).toBe(rendered);
      expect(session.getSnapshot().status).toBe('guest');
      expect(changes).toHaveBeenCalledTimes(2);
    });

    it('renders the current state on the server when nothing was hydrated', async () => {
      answerCustomer();
      const { session } = setup({ token: 'token-1' });

      await session.loadCustomer();

      expect(session.getServerSnapshot()).toBe(session.getSnapshot());
      expect(session.getServerSnapshot().customer?.email).toBe('ola.nordmann@example.no');
    });

    it('puts a changed customer into the state', () => {
      const { session, changes } = setup({ token: 'token-1' });
      const changed = { ...customer, firstname: 'Kari' };

      session.setCustomer(changed);

      expect(session.getSnapshot().customer).toBe(changed);
      expect(changes).toHaveBeenCalledTimes(1);
    });
  });
});
