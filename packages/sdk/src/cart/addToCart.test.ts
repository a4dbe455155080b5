import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError, refusalOf } from '../errors/SdkError';
import { mapCustomer } from '../customer/mapCustomer';
import { cartData, cartLineData } from '../testing/cartData';
import { buildCustomerData } from '../testing/customerData';
import { setupCartContext } from '../testing/cartTestSetup';
import { graphQLError, magento } from '../testing/magento';
import { addToCart } from './addToCart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('addToCart', () => {
  const simple = { sku: 'A', type: 'simple', stockStatus: 'in-stock' as const };

  it('creates a cart first, adds and returns the notice', async () => {
    let sent: unknown;
    server.use(
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ data: { createGuestCart: { cart: cartData('g1') } } }),
      ),
      magento.mutation('AddSimpleProductsToCart', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { addSimpleProductsToCart: { cart: cartData('g1', [cartLineData('l1', 'A', 2)]) } },
        });
      }),
    );
    const { context, updates } = setupCartContext();
    const result = await addToCart(context, simple, { quantity: 2 });
    expect(result.notice).toBe('product-added');
    expect(result.cart.totalQuantity).toBe(2);
    expect(sent).toEqual({ cartId: 'g1', cartItems: [{ data: { sku: 'A', quantity: 2 } }] });
    expect(updates).toEqual([
      { cartId: 'g1', totalQuantity: 0 },
      { cartId: 'g1', totalQuantity: 2 },
    ]);
  });

  it('sends nothing for a customer who may not buy online (hide_cart_button)', async () => {
    const { context, session, store } = setupCartContext('authenticated', { 'vsf-cart': 'c1' });
    session.setCustomer(mapCustomer(buildCustomerData({ hide_cart_button: true })));
    // No handler: with `onUnhandledRequest: 'error'` any request would fail the test differently.
    const error = await addToCart(context, simple, { quantity: 1 }).catch(
      (caught: unknown) => caught,
    );
    expect(refusalOf(error)).toEqual({ kind: 'online_purchase_not_allowed' });
    expect(store.getSnapshot().error).toMatchObject({ action: 'add' });
  });

  it('throws the first backend message', async () => {
    server.use(
      magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1') } })),
      magento.mutation('AddConfigurableProductsToCart', () =>
        HttpResponse.json({
          errors: [graphQLError('The requested qty is not available'), graphQLError('Other')],
        }),
      ),
    );
    const { context, store } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    const error = await addToCart(
      context,
      { sku: 'S', type: 'configurable', stockStatus: 'in-stock' },
      { quantity: 9, variantSku: 'S-M' },
    ).catch((caught: unknown) => caught);
    expect(isSdkError(error) && error.message).toBe('The requested qty is not available');
    expect(store.getSnapshot().error).toMatchObject({ action: 'add' });
  });

  it("throws a grouped product's first user error", async () => {
    server.use(
      magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1') } })),
      magento.mutation('AddProductsToCart', ({ variables }) => {
        expect(variables.cartItems).toEqual([{ sku: 'M1', quantity: 1, parent_sku: 'KIT' }]);
        return HttpResponse.json({
          data: {
            addProductsToCart: {
              cart: cartData('g1'),
              user_errors: [
                {
                  code: 'NOT_SALABLE',
                  message: 'Product that you are trying to add is not available.',
                },
                { code: 'INSUFFICIENT_STOCK', message: 'Second' },
              ],
            },
          },
        });
      }),
    );
    const { context } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    const error = await addToCart(
      context,
      { sku: 'KIT', type: 'grouped', stockStatus: 'in-stock' },
      { quantity: 1, groupedItems: [{ sku: 'M1', quantity: 1 }] },
    ).catch((caught: unknown) => caught);
    expect(isSdkError(error) && error.message).toBe(
      'Product that you are trying to add is not available.',
    );
  });

  it('refuses an unsupported type, an out-of-stock product or a quote product without a request', async () => {
    const { context } = setupCartContext();
    const unsupported = await addToCart(
      context,
      { sku: 'G', type: 'GiftCard', stockStatus: 'in-stock' },
      { quantity: 1 },
    ).catch((caught: unknown) => caught);
    expect(isSdkError(unsupported, 'invalid-argument') && unsupported.message).toBe(
      'Product Type GiftCard not supported in add to cart yet',
    );
    const outOfStock = await addToCart(
      context,
      { ...simple, stockStatus: 'out-of-stock' },
      { quantity: 1 },
    ).catch((caught: unknown) => caught);
    expect(isSdkError(outOfStock, 'invalid-argument') && outOfStock.message).toBe('out-of-stock');
    expect(refusalOf(unsupported)).toEqual({ kind: 'unsupported_product_type' });
    expect(refusalOf(outOfStock)).toEqual({ kind: 'out_of_stock', availableQuantity: 0 });
    const quote = await addToCart(
      context,
      { ...simple, orderOnRequest: true },
      { quantity: 1 },
    ).catch((caught: unknown) => caught);
    expect(refusalOf(quote)).toEqual({ kind: 'quote_only' });
  });
});
