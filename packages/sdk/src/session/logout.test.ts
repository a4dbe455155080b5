import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { buildCustomerData } from '../testing/customerData';
import { endpoint, magento } from '../testing/magento';
import { answerRevoke, graphQLErrors, setupSession } from '../testing/sessionTestSetup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('logout (sdk.session.logout)', () => {
  it('revokes the token, clears the logout keys everywhere and keeps store, currency and taxOff', async () => {
    const revokes = answerRevoke(server);
    const { session, storage, tokenStorage, preferenceStorage, changes } = setupSession({
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
    answerRevoke(server);
    const { session } = setupSession({ token: 'token-1' });

    await expect(session.logout({ pathname: '/checkout/bestilling' })).resolves.toEqual({
      destination: 'home',
    });
  });

  it('logs out all the same when the revocation fails, and reports it', async () => {
    server.use(http.post(endpoint, () => HttpResponse.error()));
    const { session, tokenStorage, logger } = setupSession({ token: 'token-1' });

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
    const { session, storage, expired } = setupSession({ token: 'old' });

    await session.logout({ pathname: '/' });

    expect(session.getSnapshot().status).toBe('guest');
    expect(storage.get('vsf-cache-id')).toBeNull();
    expect(expired).toEqual([{ reason: 'authorization' }]);
  });

  it('revokes for a hydrated session without a token of its own (the proxy holds it)', async () => {
    const revokes = answerRevoke(server);
    const { session } = setupSession();
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
    const { session, storage, changes } = setupSession();

    await expect(session.logout({ pathname: '/' })).resolves.toEqual({ destination: 'reload' });

    expect(storage.get('vsf-cart')).toBeNull();
    expect(changes).not.toHaveBeenCalled();
  });
});
