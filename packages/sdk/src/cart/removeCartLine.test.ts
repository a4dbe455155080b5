import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartData, cartLineData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { magento } from '../testing/magento';
import { removeCartLine } from './removeCartLine';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('removeCartLine', () => {
  it('removes a line of the stored cart', async () => {
    server.use(
      magento.query('Cart', () =>
        HttpResponse.json({ data: { cart: cartData('g1', [cartLineData('l1', 'A', 1)]) } }),
      ),
      magento.mutation('RemoveItemFromCart', ({ variables }) => {
        expect(variables).toEqual({ cartId: 'g1', uid: 'l1' });
        return HttpResponse.json({ data: { removeItemFromCart: { cart: cartData('g1') } } });
      }),
    );
    const { context } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    expect((await removeCartLine(context, 'l1')).items).toEqual([]);
  });
});
