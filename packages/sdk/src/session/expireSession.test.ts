import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/magento';
import { answerRevoke, setupSession } from '../testing/sessionTestSetup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('expireSession (sdk.session.expire)', () => {
  it('expire: revokes the token, clears the token and cart id, becomes a guest and tells why', async () => {
    const revokes = answerRevoke(server);
    const { session, storage, tokenStorage, expired } = setupSession({ token: 'token-1' });

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
    const { session, expired, logger } = setupSession({ token: 'token-1' });
    await session.expire('cart-load-failed');
    expect(session.getSnapshot().status).toBe('guest');
    expect(logger.error).toHaveBeenCalledTimes(1);

    await session.expire('cart-load-failed');
    expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
  });
});
