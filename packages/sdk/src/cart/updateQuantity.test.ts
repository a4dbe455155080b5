import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError, refusalOf } from '../errors/SdkError';
import { cartData, cartLineData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { magento } from '../testing/magento';
import { loadCart } from './loadCart';
import { updateQuantity } from './updateQuantity';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('updateQuantity', () => {
  it('sends a quantity only above 0 and throws the first updateCartItems error', async () => {
    let calls = 0;
    server.use(
      magento.query('Cart', () =>
        HttpResponse.json({ data: { cart: cartData('g1', [cartLineData('l1', 'A', 1)]) } }),
      ),
      magento.mutation('UpdateCartItems', ({ variables }) => {
        calls += 1;
        expect(variables).toEqual({
          cartId: 'g1',
          cartItems: [{ cart_item_uid: 'l1', quantity: 50 }],
        });
        return HttpResponse.json({
          data: {
            updateCartItems: {
              cart: cartData('g1', [cartLineData('l1', 'A', 1)]),
              errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
            },
          },
        });
      }),
    );
    const { context } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    await loadCart(context);
    expect((await updateQuantity(context, 'l1', 0)).totalQuantity).toBe(1);
    expect(calls).toBe(0);
    const error = await updateQuantity(context, 'l1', 50).catch((caught: unknown) => caught);
    expect(isSdkError(error) && error.message).toBe('The requested qty is not available');
    expect(refusalOf(error)).toEqual({ kind: 'out_of_stock', availableQuantity: null });
    expect(calls).toBe(1);
  });

  it('says how many are left when the refusal tells it (wm_available_quantity)', async () => {
    server.use(
      magento.query('Cart', () =>
        HttpResponse.json({ data: { cart: cartData('g1', [cartLineData('l1', 'A', 1)]) } }),
      ),
      magento.mutation('UpdateCartItems', () =>
        HttpResponse.json({
          data: {
            updateCartItems: {
              cart: cartData('g1', [cartLineData('l1', 'A', 1)]),
              errors: [
                {
                  code: 'INSUFFICIENT_STOCK',
                  message: 'The requested qty is not available',
                  wm_available_quantity: 2,
                },
              ],
            },
          },
        }),
      ),
    );
    const { context } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    await loadCart(context);
    const error = await updateQuantity(context, 'l1', 5).catch((caught: unknown) => caught);
    expect(refusalOf(error)).toEqual({ kind: 'out_of_stock', availableQuantity: 2 });
    // The cart is as it was: the line keeps its quantity.
    expect(context.store.getSnapshot().cart?.items[0]?.quantity).toBe(1);
  });
});
