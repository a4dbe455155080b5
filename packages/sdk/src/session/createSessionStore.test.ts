import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { isSdkError } from '../errors/SdkError';
import { StoreConfigDocument } from '../config/storeConfig.generated';
import { buildCustomerData } from '../testing/customerData';
import { magento } from '../testing/magento';
import { answerCustomer, caught, graphQLErrors, setupSession } from '../testing/sessionTestSetup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createSessionStore', () => {
  describe('the initial state', () => {
    it('is a guest without a token', () => {
      const { session } = setupSession();

      expect(session.getSnapshot()).toEqual({
        status: 'guest',
        customer: null,
        creditCheckApproved: null,
      });
    });

    it('is authenticated, with the customer to load, when the token storage holds a token', () => {
      const { session } = setupSession({ token: 'token-0', credit: 'false' });

      expect(session.getSnapshot()).toEqual({
        status: 'authenticated',
        customer: null,
        creditCheckApproved: false,
      });
    });
  });

  describe('ending itself on session:expired', () => {
    it('clears every key of the customer session and becomes a guest on any graphql-authorization error', async () => {
      answerCustomer(server);
      server.use(
        magento.query('StoreConfig', () =>
          graphQLErrors("The current customer isn't authorized.", 'graphql-authorization'),
        ),
      );
      const { session, transport, storage, tokenStorage, preferenceStorage, expired, changes } =
        setupSession({ token: 'token-1', credit: 'true' });
      await session.loadCustomer();

      const error = await caught(transport.request(StoreConfigDocument));

      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(expired).toEqual([{ reason: 'authorization' }]);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(storage.get('vsf-cart')).toBeNull();
      expect(storage.get('vsf-cache-id')).toBeNull();
      expect(preferenceStorage.get('vsf-credit-check-approved')).toBeNull();
      expect(session.getSnapshot()).toEqual({
        status: 'guest',
        customer: null,
        creditCheckApproved: null,
      });
      expect(changes).toHaveBeenCalledTimes(2);
    });

    it('changes nothing more at a second expiry', async () => {
      const { session, events, changes } = setupSession({ token: 'token-1' });

      events.emit('session:expired', { reason: 'authorization' });
      const afterFirst = session.getSnapshot();
      events.emit('session:expired', { reason: 'authorization' });

      expect(session.getSnapshot()).toBe(afterFirst);
      expect(changes).toHaveBeenCalledTimes(1);
    });
  });

  describe('hydrate and the server snapshot', () => {
    const customer = mapCustomer(buildCustomerData());

    it('takes the hydrated state and renders the first one on the server', () => {
      const { session, changes } = setupSession();
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
      answerCustomer(server);
      const { session } = setupSession({ token: 'token-1' });

      await session.loadCustomer();

      expect(session.getServerSnapshot()).toBe(session.getSnapshot());
      expect(session.getServerSnapshot().customer?.email).toBe('ola.nordmann@example.no');
    });

    it('puts a changed customer into the state', () => {
      const { session, changes } = setupSession({ token: 'token-1' });
      const changed = { ...customer, firstname: 'Kari' };

      session.setCustomer(changed);

      expect(session.getSnapshot().customer).toBe(changed);
      expect(changes).toHaveBeenCalledTimes(1);
    });
  });
});
