import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { buildCustomerData } from '../testing/customerData';
import { endpoint, magento } from '../testing/magento';
import {
  answerCustomer,
  answerRevoke,
  caught,
  graphQLErrors,
  setupSession,
} from '../testing/sessionTestSetup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadCustomer (sdk.session.loadCustomer)', () => {
  it('loads the customer into the state, keeping the credit flag', async () => {
    const authorizations = answerCustomer(
      server,
      buildCustomerData({ taxvat: 'NO987654321MVA', company_id: '7' }),
    );
    const { session } = setupSession({ token: 'token-1', credit: 'true' });

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
    const authorizations = answerCustomer(server);
    const { session } = setupSession({ token: 'token-1' });

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
    const revokes = answerRevoke(server);
    const { session, storage, tokenStorage, preferenceStorage, expired } = setupSession({
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
    const { session, tokenStorage, expired } = setupSession({ token: 'token-1' });

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
    const { session, storage, tokenStorage, expired } = setupSession({ token: 'expired' });

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
    answerRevoke(server);
    const { session } = setupSession({ token: 'token-1' });

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
    const { session } = setupSession({ token: 'token-1' });

    const load = session.loadCustomer();
    await vi.waitFor(() => expect(asked).toBe(true));
    session.hydrate({ status: 'guest', customer: null, creditCheckApproved: null });
    answer();
    await load;

    expect(session.getSnapshot().status).toBe('guest');
  });
});
