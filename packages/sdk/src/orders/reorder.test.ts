import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapCart } from '../cart/mapCart';
import { createEventBus } from '../events/createEventBus';
import { cartData, cartLineData } from '../testing/cartData';
import { buildOrderData } from '../testing/orderData';
import { createTransport } from '../transport/createTransport';
import { createOrderService } from './createOrderService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function orders() {
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => 'token-1',
    events: createEventBus(),
  });
  return createOrderService(transport);
}

describe('sdk.orders.reorder', () => {
  it('sends reorderItems for the order and names the lines it could not add', async () => {
    const order = buildOrderData();
    const cart = cartData('cart-1', [cartLineData('line-1', 'DF-9', 1)]);
    let sent: unknown;
    server.use(
      magento.query('CustomerOrder', () =>
        HttpResponse.json({ data: { customer: { orders: { items: [order] } } } }),
      ),
      magento.mutation('ReorderItems', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: {
            reorderItems: {
              cart,
              userInputErrors: [
                { code: 'NOT_SALABLE', message: 'Product is not salable.', path: ['OF-1234'] },
              ],
            },
          },
        });
      }),
    );

    const result = await orders().reorder(' 000000123 ');
    expect(sent).toEqual({ orderNumber: '000000123' });
    expect(result?.cart).toEqual(mapCart(cart as never));
    expect(result?.summary.missed).toEqual([
      {
        sku: 'OF-1234',
        name: 'Oljefilter',
        problem: 'not-salable',
        message: 'Product is not salable.',
      },
    ]);
    expect(result?.summary.added).toBe((order.items ?? []).length - 1);
  });

  it('is null, sending nothing, for an order the customer does not have', async () => {
    server.use(
      magento.query('CustomerOrder', () =>
        HttpResponse.json({ data: { customer: { orders: { items: [] } } } }),
      ),
    );
    await expect(orders().reorder('999')).resolves.toBeNull();
  });
});
