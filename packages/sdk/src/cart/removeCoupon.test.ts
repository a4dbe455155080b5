import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { graphQLError, magento } from '../testing/magento';
import { applyCoupon } from './applyCoupon';
import { removeCoupon } from './removeCoupon';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('removeCoupon', () => {
  it('removes the coupon and clears the error of the last action', async () => {
    server.use(
      magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1') } })),
      magento.mutation('ApplyCouponToCart', ({ variables }) =>
        variables.code === 'VAAR10'
          ? HttpResponse.json({
              data: {
                applyCouponToCart: {
                  cart: cartData('g1', [], { applied_coupons: [{ code: 'VAAR10' }] }),
                },
              },
            })
          : HttpResponse.json({
              errors: [graphQLError(`The coupon code "${variables.code}" is not valid.`)],
            }),
      ),
      magento.mutation('RemoveCouponFromCart', () =>
        HttpResponse.json({ data: { removeCouponFromCart: { cart: cartData('g1') } } }),
      ),
    );
    const { context, store } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    await applyCoupon(context, 'NOPE').catch(() => undefined);
    expect(store.getSnapshot().error).toMatchObject({ action: 'apply-coupon' });
    expect((await removeCoupon(context)).appliedCoupons).toEqual([]);
    expect(store.getSnapshot().error).toBeNull();
  });
});
