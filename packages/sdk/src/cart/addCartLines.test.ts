import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { refusalOf } from '../errors/SdkError';
import { cartData, cartLineData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { buildCustomerData } from '../testing/customerData';
import { magento } from '../testing/magento';
import { addCartLines } from './addCartLines';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const createCart = () =>
  magento.mutation('CreateGuestCart', () =>
    HttpResponse.json({ data: { createGuestCart: { cart: cartData('g1') } } }),
  );

describe('addCartLines', () => {
  it('adds every line in one addProductsToCart and names the refused ones by place', async () => {
    const sent: unknown[] = [];
    server.use(
      createCart(),
      magento.mutation('AddCartLines', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            addProductsToCart: {
              cart: cartData('g1', [cartLineData('l1', 'A', 2), cartLineData('l2', 'V1', 1)]),
              user_errors: [
                {
                  __typename: 'CartUserInputError',
                  code: 'PRODUCT_NOT_FOUND',
                  message: 'Could not find a product with SKU "X"',
                  wm_available_quantity: null,
                  wm_cart_item_position: 1,
                },
              ],
            },
          },
        });
      }),
    );
    const { context } = setupCartContext();
    const added: string[] = [];
    context.events.on('cart:item-added', ({ sku, quantity }) => added.push(`${sku}×${quantity}`));
    const result = await addCartLines(context, [
      { sku: 'A', quantity: 2 },
      { sku: 'X', quantity: 1 },
      { sku: 'V1', quantity: 1, parentSku: 'C1' },
    ]);
    expect(sent).toEqual([
      {
        cartId: 'g1',
        cartItems: [
          { sku: 'A', quantity: 2 },
          { sku: 'X', quantity: 1 },
          { sku: 'V1', quantity: 1, parent_sku: 'C1' },
        ],
      },
    ]);
    expect(result.cart.totalQuantity).toBe(3);
    expect(result.errors).toEqual([
      {
        index: 1,
        code: 'PRODUCT_NOT_FOUND',
        message: 'Could not find a product with SKU "X"',
        availableQuantity: null,
      },
    ]);
    expect(added).toEqual(['A×2', 'V1×1']);
  });

  it('sends more than 200 lines in parts, the places counted over the whole list', async () => {
    const sizes: number[] = [];
    server.use(
      createCart(),
      magento.mutation('AddCartLines', ({ variables }) => {
        const items = variables.cartItems as unknown[];
        sizes.push(items.length);
        return HttpResponse.json({
          data: {
            addProductsToCart: {
              cart: cartData('g1'),
              user_errors:
                items.length === 50
                  ? [
                      {
                        __typename: 'CartUserInputError',
                        code: 'INSUFFICIENT_STOCK',
                        message: 'The requested qty is not available',
                        wm_available_quantity: 2,
                        wm_cart_item_position: 4,
                      },
                    ]
                  : [],
            },
          },
        });
      }),
    );
    const { context } = setupCartContext();
    const lines = Array.from({ length: 250 }, (_, i) => ({ sku: `S${i}`, quantity: 1 }));
    const result = await addCartLines(context, lines);
    expect(sizes).toEqual([200, 50]);
    expect(result.errors).toEqual([
      expect.objectContaining({ index: 204, code: 'INSUFFICIENT_STOCK', availableQuantity: 2 }),
    ]);
  });

  it('sends nothing for no lines or a customer who may not buy online', async () => {
    const { context } = setupCartContext();
    await expect(addCartLines(context, [])).rejects.toMatchObject({ code: 'invalid-argument' });
    const blocked = setupCartContext('authenticated');
    blocked.session.setCustomer(mapCustomer(buildCustomerData({ hide_cart_button: true })));
    const error: unknown = await addCartLines(blocked.context, [{ sku: 'A', quantity: 1 }]).catch(
      (caught: unknown) => caught,
    );
    expect(refusalOf(error)).toEqual({ kind: 'online_purchase_not_allowed' });
  });
});
