import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/magento';
import { setupWishlistContext } from '../testing/wishlistTestSetup';
import { countWishlist } from './countWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('countWishlist', () => {
  it("asks for a guest's count by the stored sharing code, kept as the state's count", async () => {
    server.use(
      magento.query('GuestWishlistCount', ({ variables }) => {
        expect(variables).toEqual({ sharingCode: 'code-1' });
        return HttpResponse.json({ data: { WmWishlistItemsCount: 4 } });
      }),
    );
    const { context, store } = setupWishlistContext('guest', 'code-1');
    expect(await countWishlist(context)).toBe(4);
    expect(store.getSnapshot().count).toBe(4);
  });

  it('is 0 for a guest without a list, without a request', async () => {
    const { context } = setupWishlistContext();
    expect(await countWishlist(context)).toBe(0);
  });

  it("adds up a customer's lists", async () => {
    server.use(
      magento.query('CustomerWishlistCount', () =>
        HttpResponse.json({
          data: { customer: { wishlists: [{ items_count: 3 }, null, { items_count: 2 }] } },
        }),
      ),
    );
    const { context } = setupWishlistContext('authenticated');
    expect(await countWishlist(context)).toBe(5);
  });

  it('keeps a failure under errors.count until a count succeeds', async () => {
    let fail = true;
    server.use(
      magento.query('GuestWishlistCount', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'Down' }] })
          : HttpResponse.json({ data: { WmWishlistItemsCount: 1 } }),
      ),
    );
    const { context, store } = setupWishlistContext('guest', 'code-1');
    await expect(countWishlist(context)).rejects.toThrow('Down');
    expect(store.getSnapshot().errors.count).toBeDefined();
    fail = false;
    await countWishlist(context);
    expect(store.getSnapshot().errors).toEqual({});
  });
});
