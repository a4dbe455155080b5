import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { cartData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { graphQLError, magento } from '../testing/magento';
import { applyCoupon } from './applyCoupon';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('applyCoupon', () => {
  it("applies a coupon, and throws and keeps the backend's message for a refused one", async () => {
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
    );
    const { context, store } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    expect((await applyCoupon(context, 'VAAR10')).appliedCoupons).toEqual(['VAAR10']);
    const error = await applyCoupon(context, 'NOPE').catch((caught: unknown) => caught);
    expect(isSdkError(error) && error.message).toBe('The coupon code "NOPE" is not valid.');
    expect(store.getSnapshot().error).toMatchObject({ action: 'apply-coupon' });
  });
});
