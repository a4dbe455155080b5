import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { isSdkError } from '../errors/SdkError';
import { buildCustomerData } from '../testing/customerData';
import { endpoint, magento } from '../testing/magento';
import {
  answerCustomer,
  answerLogin,
  answerRevoke,
  caught,
  graphQLErrors,
  setupSession,
  signInFailed,
} from '../testing/sessionTestSetup';
import { sessionErrorMessage } from './sessionErrorMessage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('login (sdk.session.login)', () => {
  it('keeps the token and credit flag, loads the customer with the new token', async () => {
    const logins = answerLogin(server, 'token-1', true);
    const authorizations = answerCustomer(server);
    const { session, tokenStorage, preferenceStorage, changes } = setupSession();

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
    const logins = answerLogin(server);
    answerCustomer(server);
    const { session } = setupSession();

    await session.login({ email: 'ola.nordmann@example.no', password: 'Traktor-2024' });

    expect(logins[0]?.recaptcha).toBeNull();
  });

  it('removes a credit flag of an earlier login when the answer has none', async () => {
    answerLogin(server, 'token-1', null);
    answerCustomer(server);
    const { session, preferenceStorage } = setupSession({ credit: 'true' });

    const state = await session.login({ email: 'a@example.no', password: 'Traktor-2024' });

    expect(preferenceStorage.get('vsf-credit-check-approved')).toBeNull();
    expect(state.creditCheckApproved).toBeNull();
  });

  it('keeps a refused credit check as false', async () => {
    answerLogin(server, 'token-1', false);
    answerCustomer(server);
    const { session, preferenceStorage } = setupSession();

    const state = await session.login({ email: 'a@example.no', password: 'Traktor-2024' });

    expect(preferenceStorage.get('vsf-credit-check-approved')).toBe('false');
    expect(state.creditCheckApproved).toBe(false);
  });

  it('is authenticated when a proxy kept the token out of the answer', async () => {
    answerLogin(server, null, true);
    const authorizations = answerCustomer(server);
    const { session, tokenStorage } = setupSession();

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
    const { session, tokenStorage, expired, changes } = setupSession();

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
    const { session } = setupSession();

    const error = await caught(session.login({ email: 'a@example.no', password: 'x' }));

    expect(isSdkError(error, 'network')).toBe(true);
    expect(session.getSnapshot().status).toBe('guest');
  });

  it('ends the session when the customer cannot be loaded after the token', async () => {
    answerLogin(server, 'token-1');
    server.use(magento.query('Customer', () => graphQLErrors('Boom', 'internal')));
    const revokes = answerRevoke(server);
    const { session, tokenStorage, expired } = setupSession();

    const error = await caught(session.login({ email: 'a@example.no', password: 'x' }));

    expect(isSdkError(error, 'graphql')).toBe(true);
    expect(revokes).toEqual(['Bearer token-1']);
    expect(tokenStorage.get('vsf-customer')).toBeNull();
    expect(session.getSnapshot().status).toBe('guest');
    expect(expired).toEqual([{ reason: 'user-load-failed' }]);
  });
});
