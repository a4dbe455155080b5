import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { cartData, cartLineData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { graphQLError, magento, refusalError } from '../testing/magento';
import { loadCart } from './loadCart';
import { mergeGuestCart } from './mergeGuestCart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mergeGuestCart', () => {
  it("merges a different guest cart into the customer's and stores the merged id", async () => {
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({
          data: { customerCart: cartData('cust', [cartLineData('l1', 'A', 1)]) },
        }),
      ),
      magento.mutation('MergeCarts', ({ variables }) => {
        expect(variables).toEqual({ sourceCartId: 'guest', destinationCartId: 'cust' });
        return HttpResponse.json({
          data: {
            mergeCarts: cartData('cust', [cartLineData('l1', 'A', 1), cartLineData('l2', 'B', 2)]),
          },
        });
      }),
    );
    const { context, storage } = setupCartContext('authenticated', {
      'vsf-customer': 'tok',
      'vsf-cart': 'guest',
    });
    const result = await mergeGuestCart(context);
    expect(result).toMatchObject({
      merged: true,
      cart: { id: 'cust', totalQuantity: 3 },
      unmoved: [],
    });
    expect(storage.get('vsf-cart')).toBe('cust');
  });

  it('does not merge without a guest cart, or when it is the same cart', async () => {
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
    );
    const none = setupCartContext('authenticated', { 'vsf-customer': 'tok' });
    expect(await mergeGuestCart(none.context)).toMatchObject({
      merged: false,
      reason: 'no-guest-cart',
    });
    const same = setupCartContext('authenticated', { 'vsf-customer': 'tok', 'vsf-cart': 'cust' });
    expect(await mergeGuestCart(same.context)).toMatchObject({
      merged: false,
      reason: 'same-cart',
    });
    const guest = setupCartContext('guest', { 'vsf-cart': 'g1' });
    expect(await mergeGuestCart(guest.context)).toMatchObject({
      merged: false,
      reason: 'not-authenticated',
    });
  });

  it('tries mergeCarts once more when it fails', async () => {
    let merges = 0;
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
      magento.mutation('MergeCarts', () => {
        merges += 1;
        return merges === 1
          ? HttpResponse.json({ errors: [graphQLError('Deadlock found', 'internal')] })
          : HttpResponse.json({
              data: { mergeCarts: cartData('cust', [cartLineData('l2', 'B', 2)]) },
            });
      }),
    );
    const { context, storage } = setupCartContext('authenticated', { 'vsf-cart': 'guest' });
    await expect(mergeGuestCart(context)).resolves.toMatchObject({
      merged: true,
      cart: { id: 'cust', totalQuantity: 2 },
      unmoved: [],
    });
    expect(merges).toBe(2);
    expect(storage.get('vsf-cart-merge')).toBeNull();
  });

  it('does not try again when the backend refused the token', async () => {
    let merges = 0;
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
      magento.mutation('MergeCarts', () => {
        merges += 1;
        return HttpResponse.json({
          errors: [
            graphQLError(
              'The current user cannot perform operations on cart',
              'graphql-authorization',
            ),
          ],
        });
      }),
    );
    const { context, expired } = setupCartContext('authenticated', { 'vsf-cart': 'guest' });
    const error = await mergeGuestCart(context).catch((caught: unknown) => caught);
    expect(isSdkError(error, 'authorization')).toBe(true);
    expect(merges).toBe(1);
    expect(expired).toEqual([{ reason: 'authorization' }]);
  });

  it('forgets a guest cart that is gone or merged already', async () => {
    let merges = 0;
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({
          data: { customerCart: cartData('cust', [cartLineData('l1', 'A', 1)]) },
        }),
      ),
      magento.mutation('MergeCarts', () => {
        merges += 1;
        return HttpResponse.json({
          errors: [graphQLError("The cart isn't active.", 'graphql-no-such-entity')],
        });
      }),
    );
    const { context, storage } = setupCartContext('authenticated', { 'vsf-cart': 'guest' });
    await expect(mergeGuestCart(context)).resolves.toMatchObject({
      merged: false,
      reason: 'no-guest-cart',
      cart: { id: 'cust', totalQuantity: 1 },
    });
    expect(merges).toBe(1);
    expect(storage.get('vsf-cart')).toBe('cust');
    expect(storage.get('vsf-cart-merge')).toBeNull();
  });

  it('moves the lines one by one when mergeCarts fails twice, and reports what the backend refused', async () => {
    const configurable = cartLineData('l2', 'HANSKE', 1, {
      __typename: 'ConfigurableCartItem',
      configured_variant: {
        sku: 'HANSKE-M',
        uid: 'p-HANSKE-M',
        name: 'Hanske M',
        thumbnail: null,
      },
      configurable_options: [{ option_label: 'Størrelse', value_label: 'M' }],
    });
    configurable.product.__typename = 'ConfigurableProduct';
    const bundle = cartLineData('l3', 'SETT', 1, {
      __typename: 'BundleCartItem',
      bundle_options: [
        {
          uid: 'b1',
          id: 7,
          label: 'Filter',
          values: [
            { id: 71, label: 'Oljefilter', quantity: 2 },
            { id: 72, label: 'Luftfilter', quantity: 2 },
          ],
        },
      ],
    });
    bundle.product.__typename = 'BundleProduct';
    bundle.product.name = 'Servicesett';
    const virtual = cartLineData('l4', 'KURS', 1, { __typename: 'VirtualCartItem' });
    const downloadable = cartLineData('l5', 'MANUAL', 1, { __typename: 'DownloadableCartItem' });
    const guestLines = [cartLineData('l1', 'A', 2), configurable, bundle, virtual, downloadable];
    let guestHeaders: Headers | undefined;
    const sent: Record<string, unknown>[] = [];
    const customerLines: ReturnType<typeof cartLineData>[] = [cartLineData('c1', 'Z', 1)];
    const added = (mutation: string) =>
      magento.mutation(mutation, ({ variables, request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer tok');
        sent.push({ mutation, ...variables });
        if (mutation === 'AddBundleProductsToCart') {
          return HttpResponse.json({
            errors: [
              refusalError('The requested qty is not available', 'INSUFFICIENT_STOCK', {
                available_quantity: 0,
              }),
            ],
          });
        }
        customerLines.push(cartLineData(`c${customerLines.length + 1}`, 'X', 1));
        const field = mutation.charAt(0).toLowerCase() + mutation.slice(1);
        return HttpResponse.json({
          data: { [field]: { cart: cartData('cust', [...customerLines]) } },
        });
      });
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({
          data: { customerCart: cartData('cust', [cartLineData('c1', 'Z', 1)]) },
        }),
      ),
      magento.mutation('MergeCarts', () =>
        HttpResponse.json({ errors: [graphQLError('Could not merge', 'internal')] }),
      ),
      magento.query('Cart', ({ request, variables }) => {
        guestHeaders = request.headers;
        expect(variables).toEqual({ cartId: 'guest' });
        return HttpResponse.json({ data: { cart: cartData('guest', guestLines) } });
      }),
      added('AddSimpleProductsToCart'),
      added('AddConfigurableProductsToCart'),
      added('AddBundleProductsToCart'),
      added('AddVirtualProductsToCart'),
      added('AddDownloadableProductsToCart'),
    );
    const { context, store, storage, logged } = setupCartContext('authenticated', {
      'vsf-cart': 'guest',
    });

    const result = await mergeGuestCart(context);

    // The guest cart is read as a guest: a customer token would be refused on it.
    expect(guestHeaders?.get('authorization')).toBeNull();
    expect(guestHeaders?.get('x-guest-request')).toBe('1');
    expect(sent).toEqual([
      {
        mutation: 'AddSimpleProductsToCart',
        cartId: 'cust',
        cartItems: [{ data: { sku: 'A', quantity: 2 } }],
      },
      {
        mutation: 'AddConfigurableProductsToCart',
        cartId: 'cust',
        cartItems: [{ parent_sku: 'HANSKE', data: { sku: 'HANSKE-M', quantity: 1 } }],
      },
      {
        mutation: 'AddBundleProductsToCart',
        cartId: 'cust',
        cartItems: [
          {
            data: { sku: 'SETT', quantity: 1 },
            bundle_options: [{ id: 7, quantity: 2, value: ['71', '72'] }],
          },
        ],
      },
      {
        mutation: 'AddVirtualProductsToCart',
        cartId: 'cust',
        cartItems: [{ data: { sku: 'KURS', quantity: 1 } }],
      },
      {
        mutation: 'AddDownloadableProductsToCart',
        cartId: 'cust',
        cartItems: [{ data: { sku: 'MANUAL', quantity: 1 } }],
      },
    ]);
    expect(result).toMatchObject({
      merged: true,
      cart: { id: 'cust', totalQuantity: 5 },
      unmoved: [
        {
          sku: 'SETT',
          name: 'Servicesett',
          quantity: 1,
          message: 'The requested qty is not available',
          refusal: { kind: 'out_of_stock', availableQuantity: 0 },
        },
      ],
    });
    expect(storage.get('vsf-cart')).toBe('cust');
    expect(storage.get('vsf-cart-merge')).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'cust' } });
    expect(logged.length).toBeGreaterThan(0);
  });

  it('keeps the guest cart for the next try when it cannot even be read', async () => {
    let merges = 0;
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
      magento.mutation('MergeCarts', () => {
        merges += 1;
        return HttpResponse.json({ errors: [graphQLError('Merge failed', 'graphql')] });
      }),
      magento.query('Cart', () => HttpResponse.error()),
    );
    const { context, store, storage } = setupCartContext('authenticated', { 'vsf-cart': 'guest' });
    const error = await mergeGuestCart(context).catch((caught: unknown) => caught);
    expect(isSdkError(error, 'network')).toBe(true);
    expect(merges).toBe(2);
    expect(storage.get('vsf-cart-merge')).toBe('guest');
    expect(store.getSnapshot().error).toMatchObject({ action: 'merge' });

    // The customer cart's load stores its own id; the guest cart still waits for the merge.
    await loadCart(context);
    expect(storage.get('vsf-cart')).toBe('cust');
    expect(storage.get('vsf-cart-merge')).toBe('guest');
  });
});
