import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../events/createEventBus';
import { isSdkError } from '../errors/SdkError';
import type { SdkEvents } from '../events/createEventBus';
import { createSessionStore } from '../session/createSessionStore';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport, type Transport } from '../transport/createTransport';
import { withRequestHeaders } from '../transport/withRequestHeaders';
import { createCartStore } from './createCartStore';
import { mapCart } from './mapCart';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const money = (value: number | null) => ({ value });

function line(uid: string, sku: string, quantity: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'SimpleCartItem',
    uid,
    quantity,
    is_available: true,
    not_available_message: null,
    errors: [],
    product: {
      __typename: 'SimpleProduct',
      sku,
      uid: `p-${sku}`,
      name: `Produkt ${sku}`,
      url_key: sku.toLowerCase(),
      url_suffix: '.html',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      thumbnail: { url: `https://img.test/${sku}.jpg`, label: null },
      listing_attributes: {
        items: [{ code: 'wm_part_numbers', value: `OEM-${sku}, OEM-${sku}2` }],
      },
    },
    prices: {
      price: money(80),
      price_including_tax: money(100),
      row_total: money(80 * quantity),
      row_total_including_tax: money(100 * quantity),
      total_item_discount: money(0),
    },
    ...extra,
  };
}

function cartData(
  id: string,
  items: ReturnType<typeof line>[] = [],
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    applied_coupons: [],
    items,
    prices: {
      subtotal_including_tax: money(100),
      subtotal_excluding_tax: money(80),
      grand_total: money(100),
      applied_taxes: [{ label: 'MVA 25 %', amount: money(20) }],
      discounts: [],
    },
    available_payment_methods: [{ code: 'wm_card', title: 'Kortbetaling' }],
    wm_customer_order_fields: null,
    ...extra,
  };
}

/**
 * A cart store over a real session store (same transport, events and storages, as `createSdk`
 * wires them), so session changes reach the cart. `authenticated` without a token gets one.
 */
function setup(status: SessionState['status'] = 'guest', stored: Record<string, string> = {}) {
  const storage = createMemoryStorage();
  const tokenStorage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) {
    (key === 'vsf-customer' ? tokenStorage : storage).set(key, value);
  }
  if (status === 'authenticated' && !tokenStorage.get('vsf-customer')) {
    tokenStorage.set('vsf-customer', 'tok');
  }
  const events = createEventBus();
  const updates: unknown[] = [];
  events.on('cart:updated', (event) => updates.push(event));
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const logged: unknown[][] = [];
  const logger = { error: (...args: unknown[]) => logged.push(args) };
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => tokenStorage.get('vsf-customer'),
    events,
  });
  const tokenless = createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' });
  const guestTransport: Transport = {
    request: (document, ...variablesAndOptions) =>
      tokenless.request(
        document,
        ...withRequestHeaders(variablesAndOptions, { 'X-Guest-Request': '1' }),
      ),
  };
  const session = createSessionStore({
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage: createMemoryStorage(),
    logger,
  });
  const store = createCartStore({
    transport,
    guestTransport,
    session,
    storage,
    events,
    logger,
  });
  return { store, session, storage, tokenStorage, updates, expired, logged };
}

const graphQLError = (message: string, category = 'graphql-input') => ({
  message,
  extensions: { category },
});

describe('mapCart', () => {
  it('maps lines, prices, coupons, payment methods and order fields', () => {
    const cart = mapCart(
      cartData('c1', [line('l1', 'A', 2)], {
        applied_coupons: [{ code: 'VAAR10' }, null],
        wm_customer_order_fields: { customer_ref: 'Ref', customer_order_no: null },
        prices: {
          subtotal_including_tax: money(200),
          subtotal_excluding_tax: money(160),
          grand_total: money(180),
          applied_taxes: [{ label: 'MVA 25 %', amount: money(36) }],
          discounts: [{ label: 'VAAR10', amount: money(20) }],
        },
      }) as never,
    );
    expect(cart).toEqual({
      id: 'c1',
      totalQuantity: 2,
      items: [
        {
          uid: 'l1',
          quantity: 2,
          product: {
            sku: 'A',
            originalNumber: 'OEM-A',
            uid: 'p-A',
            name: 'Produkt A',
            type: 'simple',
            url: '/a.html',
            stockStatus: 'in-stock',
            onlyXLeftInStock: null,
            thumbnail: { url: 'https://img.test/A.jpg', label: null },
          },
          configuredVariant: null,
          options: [],
          prices: {
            price: 80,
            priceIncludingTax: 100,
            rowTotal: 160,
            rowTotalIncludingTax: 200,
            totalItemDiscount: 0,
          },
          isAvailable: true,
          notAvailableMessage: null,
          errors: [],
        },
      ],
      appliedCoupons: ['VAAR10'],
      prices: {
        subtotalIncludingTax: 200,
        subtotalExcludingTax: 160,
        grandTotal: 180,
        appliedTaxes: [{ label: 'MVA 25 %', amount: 36 }],
        discounts: [{ label: 'VAAR10', amount: 20 }],
      },
      availablePaymentMethods: [{ code: 'wm_card', title: 'Kortbetaling' }],
      orderFields: { customerRef: 'Ref', customerOrderNo: null },
    });
  });

  it('maps a configurable line with its variant and options, and a bundle line', () => {
    const configurable = line('l1', 'SHIRT', 1, {
      __typename: 'ConfigurableCartItem',
      is_available: false,
      not_available_message: 'The requested qty is not available',
      errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
      configured_variant: { sku: 'SHIRT-M', uid: 'v1', name: 'Skjorte M', thumbnail: null },
      configurable_options: [{ option_label: 'Størrelse', value_label: 'M' }],
    });
    const bundle = line('l2', 'KIT', 1, {
      __typename: 'BundleCartItem',
      bundle_options: [
        { uid: 'b1', label: 'Filter', values: [{ label: 'Oljefilter', quantity: 2 }] },
      ],
    });
    const cart = mapCart(cartData('c1', [configurable, bundle]) as never);
    expect(cart.items[0]).toMatchObject({
      configuredVariant: { sku: 'SHIRT-M', uid: 'v1', name: 'Skjorte M', thumbnail: null },
      options: [{ label: 'Størrelse', value: 'M' }],
      isAvailable: false,
      notAvailableMessage: 'The requested qty is not available',
      errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
    });
    expect(cart.items[1]).toMatchObject({
      configuredVariant: null,
      options: [{ label: 'Filter', value: '2 x Oljefilter' }],
    });
  });

  it('leaves out lines without a SKU and reads missing lists as empty', () => {
    const noSku = line('l1', 'A', 1);
    noSku.product = { ...noSku.product, sku: null as unknown as string };
    const cart = mapCart(
      cartData('c1', [noSku], {
        applied_coupons: null,
        available_payment_methods: null,
        prices: null,
      }) as never,
    );
    expect(cart.items).toEqual([]);
    expect(cart.appliedCoupons).toEqual([]);
    expect(cart.availablePaymentMethods).toEqual([]);
    expect(cart.prices).toEqual({
      subtotalIncludingTax: null,
      subtotalExcludingTax: null,
      grandTotal: null,
      appliedTaxes: [],
      discounts: [],
    });
  });
});

describe('createCartStore', () => {
  describe('load', () => {
    it("loads a signed-in customer's cart and stores its id", async () => {
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust', [line('l1', 'A', 3)]) } }),
        ),
      );
      const { store, storage, updates } = setup('authenticated', { 'vsf-customer': 'tok' });
      const cart = await store.load();
      expect(cart.id).toBe('cust');
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: null });
      expect(storage.get('vsf-cart')).toBe('cust');
      expect(updates).toEqual([{ cartId: 'cust', totalQuantity: 3 }]);
    });

    it('ends the session through sdk.session when the customer cart fails, and uses the guest cart of before the login', async () => {
      let cartToken: string | null = 'not asked';
      const revoked: (string | null)[] = [];
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({ errors: [graphQLError('Something failed', 'graphql')] }),
        ),
        magento.mutation('RevokeCustomerToken', ({ request }) => {
          revoked.push(request.headers.get('authorization'));
          return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
        }),
        magento.query('Cart', ({ request, variables }) => {
          cartToken = request.headers.get('authorization');
          return HttpResponse.json({ data: { cart: cartData(variables.cartId as string) } });
        }),
      );
      const { store, session, storage, tokenStorage, expired, logged } = setup('authenticated', {
        'vsf-customer': 'tok',
        'vsf-cart': 'guest1',
      });
      const states: string[] = [];
      store.subscribe(() => states.push(store.getSnapshot().status));

      expect((await store.load()).id).toBe('guest1');
      expect(revoked).toEqual(['Bearer tok']);
      expect(tokenStorage.get('vsf-customer')).toBeNull();
      expect(session.getSnapshot().status).toBe('guest');
      expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
      expect(cartToken).toBeNull();
      expect(storage.get('vsf-cart')).toBe('guest1');
      expect(storage.get('vsf-cart-merge')).toBeNull();
      // The load goes on for the guest: never back to idle in between.
      expect(states).not.toContain('idle');
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'guest1' } });
      expect(logged).toHaveLength(1);
    });

    it("reads the kept cart as a guest: when it is the customer's own, a new guest cart follows and the session ends once", async () => {
      const created: (string | null)[] = [];
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({ errors: [graphQLError('Something failed', 'graphql')] }),
        ),
        magento.mutation('RevokeCustomerToken', () =>
          HttpResponse.json({ data: { revokeCustomerToken: { result: true } } }),
        ),
        magento.query('Cart', () =>
          HttpResponse.json({
            errors: [
              graphQLError(
                'The current user cannot perform operations on cart "own"',
                'graphql-authorization',
              ),
            ],
          }),
        ),
        magento.mutation('CreateGuestCart', ({ request }) => {
          created.push(request.headers.get('authorization'));
          return HttpResponse.json({ data: { createGuestCart: { cart: cartData('new1') } } });
        }),
      );
      const { store, expired, storage } = setup('authenticated', { 'vsf-cart': 'own' });

      expect((await store.load()).id).toBe('new1');
      expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
      expect(created).toEqual([null]);
      expect(storage.get('vsf-cart')).toBe('new1');
    });

    it('goes on as a guest when the backend refused the token (the transport ended the session)', async () => {
      let revoked = 0;
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({
            errors: [
              graphQLError("The current customer isn't authorized.", 'graphql-authorization'),
            ],
          }),
        ),
        magento.mutation('RevokeCustomerToken', () => {
          revoked += 1;
          return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
        }),
        magento.query('Cart', ({ variables }) =>
          HttpResponse.json({ data: { cart: cartData(variables.cartId as string) } }),
        ),
      );
      const { store, session, expired } = setup('authenticated', { 'vsf-cart': 'guest1' });

      expect((await store.load()).id).toBe('guest1');
      expect(expired).toEqual([{ reason: 'authorization' }]);
      expect(revoked).toBe(0);
      expect(session.getSnapshot().status).toBe('guest');
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'guest1' } });
    });

    it('keeps the session when the customer cart gets no answer (or a gateway error), and fails the load', async () => {
      const gateway = {
        errors: [
          { message: 'The shop API is unreachable', extensions: { category: 'graphql-proxy' } },
        ],
      };
      server.use(magento.query('CustomerCart', () => HttpResponse.json(gateway, { status: 502 })));
      const proxied = setup('authenticated');
      const bad = await proxied.store.load().catch((caught: unknown) => caught);
      expect(isSdkError(bad) && bad.statusCode).toBe(502);
      expect(proxied.session.getSnapshot().status).toBe('authenticated');

      server.use(magento.query('CustomerCart', () => HttpResponse.error()));
      const { store, session, tokenStorage, expired } = setup('authenticated');

      const error = await store.load().catch((caught: unknown) => caught);
      expect(isSdkError(error, 'network')).toBe(true);
      expect(session.getSnapshot().status).toBe('authenticated');
      expect(tokenStorage.get('vsf-customer')).toBe('tok');
      expect(expired).toEqual([]);
      expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { action: 'load' } });
    });

    it('creates no cart for a guest without one when create is false', async () => {
      let created = 0;
      server.use(
        magento.mutation('CreateGuestCart', () => {
          created += 1;
          return HttpResponse.json({ data: { createGuestCart: { cart: cartData('new1') } } });
        }),
        magento.query('Cart', () =>
          HttpResponse.json({
            errors: [graphQLError("The cart isn't active.", 'graphql-no-such-entity')],
          }),
        ),
      );
      const none = setup();
      await expect(none.store.load({ create: false })).resolves.toBeNull();
      expect(none.store.getSnapshot()).toEqual({ status: 'ready', cart: null, error: null });
      expect(none.storage.get('vsf-cart')).toBeNull();

      const unreadable = setup('guest', { 'vsf-cart': 'old' });
      await expect(unreadable.store.load({ create: false })).resolves.toBeNull();
      expect(unreadable.storage.get('vsf-cart')).toBeNull();
      expect(created).toBe(0);

      // An explicit load (and an add) still creates one (spec §4).
      expect((await none.store.load()).id).toBe('new1');
      expect(created).toBe(1);
    });

    it('reads a stored guest cart and the customer cart when create is false', async () => {
      server.use(
        magento.query('Cart', ({ variables }) =>
          HttpResponse.json({ data: { cart: cartData(variables.cartId as string) } }),
        ),
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust') } }),
        ),
      );
      const guest = setup('guest', { 'vsf-cart': 'g1' });
      expect((await guest.store.load({ create: false }))?.id).toBe('g1');
      const customer = setup('authenticated');
      expect((await customer.store.load({ create: false }))?.id).toBe('cust');
    });

    it('creates a new guest cart without a stored one, never with a token', async () => {
      let created = 0;
      server.use(
        magento.mutation('CreateGuestCart', ({ request }) => {
          created += 1;
          expect(request.headers.get('authorization')).toBeNull();
          return HttpResponse.json({ data: { createGuestCart: { cart: cartData('new1') } } });
        }),
      );
      const { store, storage } = setup();
      expect((await store.load()).id).toBe('new1');
      expect(created).toBe(1);
      expect(storage.get('vsf-cart')).toBe('new1');
    });

    it('replaces a stored guest cart that cannot be read', async () => {
      server.use(
        magento.query('Cart', () =>
          HttpResponse.json({
            errors: [graphQLError("The cart isn't active.", 'graphql-no-such-entity')],
          }),
        ),
        magento.mutation('CreateGuestCart', () =>
          HttpResponse.json({ data: { createGuestCart: { cart: cartData('new2') } } }),
        ),
      );
      const { store, storage } = setup('guest', { 'vsf-cart': 'old' });
      expect((await store.load()).id).toBe('new2');
      expect(storage.get('vsf-cart')).toBe('new2');
    });

    it('keeps the stored guest cart when it gets no answer', async () => {
      server.use(magento.query('Cart', () => HttpResponse.error()));
      const { store, storage } = setup('guest', { 'vsf-cart': 'g1' });
      const error = await store.load().catch((caught: unknown) => caught);
      expect(isSdkError(error, 'network')).toBe(true);
      expect(storage.get('vsf-cart')).toBe('g1');
      expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { action: 'load' } });
    });

    it('throws the first error and keeps it when no cart can be had', async () => {
      server.use(
        magento.mutation('CreateGuestCart', () =>
          HttpResponse.json({ errors: [graphQLError('First'), graphQLError('Second')] }),
        ),
      );
      const { store } = setup();
      const error = await store.load().catch((caught: unknown) => caught);
      expect(isSdkError(error, 'graphql') && error.message).toBe('First');
      expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { action: 'load' } });
    });
  });

  describe('add', () => {
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
            data: { addSimpleProductsToCart: { cart: cartData('g1', [line('l1', 'A', 2)]) } },
          });
        }),
      );
      const { store, updates } = setup();
      const result = await store.add(simple, { quantity: 2 });
      expect(result.notice).toBe('product-added');
      expect(result.cart.totalQuantity).toBe(2);
      expect(sent).toEqual({ cartId: 'g1', cartItems: [{ data: { sku: 'A', quantity: 2 } }] });
      expect(updates).toEqual([
        { cartId: 'g1', totalQuantity: 0 },
        { cartId: 'g1', totalQuantity: 2 },
      ]);
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
      const { store } = setup('guest', { 'vsf-cart': 'g1' });
      const error = await store
        .add(
          { sku: 'S', type: 'configurable', stockStatus: 'in-stock' },
          { quantity: 9, variantSku: 'S-M' },
        )
        .catch((caught: unknown) => caught);
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
      const { store } = setup('guest', { 'vsf-cart': 'g1' });
      const error = await store
        .add(
          { sku: 'KIT', type: 'grouped', stockStatus: 'in-stock' },
          { quantity: 1, groupedItems: [{ sku: 'M1', quantity: 1 }] },
        )
        .catch((caught: unknown) => caught);
      expect(isSdkError(error) && error.message).toBe(
        'Product that you are trying to add is not available.',
      );
    });

    it('refuses an unsupported type or an out-of-stock product without a request', async () => {
      const { store } = setup();
      const unsupported = await store
        .add({ sku: 'G', type: 'GiftCard', stockStatus: 'in-stock' }, { quantity: 1 })
        .catch((caught: unknown) => caught);
      expect(isSdkError(unsupported, 'invalid-argument') && unsupported.message).toBe(
        'Product Type GiftCard not supported in add to cart yet',
      );
      const outOfStock = await store
        .add({ ...simple, stockStatus: 'out-of-stock' }, { quantity: 1 })
        .catch((caught: unknown) => caught);
      expect(isSdkError(outOfStock, 'invalid-argument') && outOfStock.message).toBe('out-of-stock');
    });
  });

  describe('changes', () => {
    it('sends a quantity only above 0 and throws the first updateCartItems error', async () => {
      let calls = 0;
      server.use(
        magento.query('Cart', () =>
          HttpResponse.json({ data: { cart: cartData('g1', [line('l1', 'A', 1)]) } }),
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
                cart: cartData('g1', [line('l1', 'A', 1)]),
                errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
              },
            },
          });
        }),
      );
      const { store } = setup('guest', { 'vsf-cart': 'g1' });
      await store.load();
      expect((await store.updateQuantity('l1', 0)).totalQuantity).toBe(1);
      expect(calls).toBe(0);
      const error = await store.updateQuantity('l1', 50).catch((caught: unknown) => caught);
      expect(isSdkError(error) && error.message).toBe('The requested qty is not available');
      expect(calls).toBe(1);
    });

    it('removes a line and applies and removes a coupon', async () => {
      server.use(
        magento.query('Cart', () =>
          HttpResponse.json({ data: { cart: cartData('g1', [line('l1', 'A', 1)]) } }),
        ),
        magento.mutation('RemoveItemFromCart', ({ variables }) => {
          expect(variables).toEqual({ cartId: 'g1', uid: 'l1' });
          return HttpResponse.json({ data: { removeItemFromCart: { cart: cartData('g1') } } });
        }),
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
      const { store } = setup('guest', { 'vsf-cart': 'g1' });
      expect((await store.remove('l1')).items).toEqual([]);
      expect((await store.applyCoupon('VAAR10')).appliedCoupons).toEqual(['VAAR10']);
      const error = await store.applyCoupon('NOPE').catch((caught: unknown) => caught);
      expect(isSdkError(error) && error.message).toBe('The coupon code "NOPE" is not valid.');
      expect(store.getSnapshot().error).toMatchObject({ action: 'apply-coupon' });
      expect((await store.removeCoupon()).appliedCoupons).toEqual([]);
      expect(store.getSnapshot().error).toBeNull();
    });

    it("sets the order fields, and says 'Unable to set order fields' without a result", async () => {
      let answer: unknown = null;
      server.use(
        magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1') } })),
        magento.mutation('AddCustomFieldsToCart', ({ variables }) => {
          expect(variables).toEqual({ cartId: 'g1', customerRef: 'Ref 1', customerOrderNo: null });
          return HttpResponse.json({ data: { addCustomFieldsToCart: answer } });
        }),
      );
      const { store } = setup('guest', { 'vsf-cart': 'g1' });
      const error = await store
        .setOrderFields({ customerRef: 'Ref 1' })
        .catch((caught: unknown) => caught);
      expect(isSdkError(error) && error.message).toBe('Unable to set order fields');
      answer = {
        cart: cartData('g1', [], {
          wm_customer_order_fields: { customer_ref: 'Ref 1', customer_order_no: null },
        }),
      };
      expect((await store.setOrderFields({ customerRef: 'Ref 1' })).orderFields).toEqual({
        customerRef: 'Ref 1',
        customerOrderNo: null,
      });
    });
  });

  describe('mergeGuestCart', () => {
    it("merges a different guest cart into the customer's and stores the merged id", async () => {
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust', [line('l1', 'A', 1)]) } }),
        ),
        magento.mutation('MergeCarts', ({ variables }) => {
          expect(variables).toEqual({ sourceCartId: 'guest', destinationCartId: 'cust' });
          return HttpResponse.json({
            data: { mergeCarts: cartData('cust', [line('l1', 'A', 1), line('l2', 'B', 2)]) },
          });
        }),
      );
      const { store, storage } = setup('authenticated', {
        'vsf-customer': 'tok',
        'vsf-cart': 'guest',
      });
      const result = await store.mergeGuestCart();
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
      const none = setup('authenticated', { 'vsf-customer': 'tok' });
      expect(await none.store.mergeGuestCart()).toMatchObject({
        merged: false,
        reason: 'no-guest-cart',
      });
      const same = setup('authenticated', { 'vsf-customer': 'tok', 'vsf-cart': 'cust' });
      expect(await same.store.mergeGuestCart()).toMatchObject({
        merged: false,
        reason: 'same-cart',
      });
      const guest = setup('guest', { 'vsf-cart': 'g1' });
      expect(await guest.store.mergeGuestCart()).toMatchObject({
        merged: false,
        reason: 'not-authenticated',
      });
    });

    it('asks once for the customer cart when the first load and the merge run together', async () => {
      let reads = 0;
      server.use(
        magento.query('CustomerCart', () => {
          reads += 1;
          return HttpResponse.json({
            data: { customerCart: cartData('cust', [line('l1', 'A', 1)]) },
          });
        }),
      );
      // A page opened signed in: useCart loads the cart while useCartSessionSync merges.
      const { store } = setup('authenticated', { 'vsf-customer': 'tok', 'vsf-cart': 'cust' });
      const [loaded, merge] = await Promise.all([
        store.load({ create: false }),
        store.mergeGuestCart(),
      ]);
      expect(loaded?.id).toBe('cust');
      expect(merge).toMatchObject({ merged: false, reason: 'same-cart' });
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'cust' } });
      expect(reads).toBe(1);

      // A later load asks again: the shared read ends with its answer.
      await store.load({ create: false });
      expect(reads).toBe(2);
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
            : HttpResponse.json({ data: { mergeCarts: cartData('cust', [line('l2', 'B', 2)]) } });
        }),
      );
      const { store, storage } = setup('authenticated', { 'vsf-cart': 'guest' });
      await expect(store.mergeGuestCart()).resolves.toMatchObject({
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
      const { store, expired } = setup('authenticated', { 'vsf-cart': 'guest' });
      const error = await store.mergeGuestCart().catch((caught: unknown) => caught);
      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(merges).toBe(1);
      expect(expired).toEqual([{ reason: 'authorization' }]);
    });

    it('forgets a guest cart that is gone or merged already', async () => {
      let merges = 0;
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust', [line('l1', 'A', 1)]) } }),
        ),
        magento.mutation('MergeCarts', () => {
          merges += 1;
          return HttpResponse.json({
            errors: [graphQLError("The cart isn't active.", 'graphql-no-such-entity')],
          });
        }),
      );
      const { store, storage } = setup('authenticated', { 'vsf-cart': 'guest' });
      await expect(store.mergeGuestCart()).resolves.toMatchObject({
        merged: false,
        reason: 'no-guest-cart',
        cart: { id: 'cust', totalQuantity: 1 },
      });
      expect(merges).toBe(1);
      expect(storage.get('vsf-cart')).toBe('cust');
      expect(storage.get('vsf-cart-merge')).toBeNull();
    });

    it('moves the lines one by one when mergeCarts fails twice, and reports what the backend refused', async () => {
      const configurable = line('l2', 'HANSKE', 1, {
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
      const bundle = line('l3', 'SETT', 1, {
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
      const virtual = line('l4', 'KURS', 1, { __typename: 'VirtualCartItem' });
      const downloadable = line('l5', 'MANUAL', 1, { __typename: 'DownloadableCartItem' });
      const guestLines = [line('l1', 'A', 2), configurable, bundle, virtual, downloadable];
      let guestHeaders: Headers | undefined;
      const sent: Record<string, unknown>[] = [];
      const customerLines: ReturnType<typeof line>[] = [line('c1', 'Z', 1)];
      const added = (mutation: string) =>
        magento.mutation(mutation, ({ variables, request }) => {
          expect(request.headers.get('authorization')).toBe('Bearer tok');
          sent.push({ mutation, ...variables });
          if (mutation === 'AddBundleProductsToCart') {
            return HttpResponse.json({
              errors: [graphQLError('The requested qty is not available')],
            });
          }
          customerLines.push(line(`c${customerLines.length + 1}`, 'X', 1));
          const field = mutation.charAt(0).toLowerCase() + mutation.slice(1);
          return HttpResponse.json({
            data: { [field]: { cart: cartData('cust', [...customerLines]) } },
          });
        });
      server.use(
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust', [line('c1', 'Z', 1)]) } }),
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
      const { store, storage, logged } = setup('authenticated', { 'vsf-cart': 'guest' });

      const result = await store.mergeGuestCart();

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
      const { store, storage } = setup('authenticated', { 'vsf-cart': 'guest' });
      const error = await store.mergeGuestCart().catch((caught: unknown) => caught);
      expect(isSdkError(error, 'network')).toBe(true);
      expect(merges).toBe(2);
      expect(storage.get('vsf-cart-merge')).toBe('guest');
      expect(store.getSnapshot().error).toMatchObject({ action: 'merge' });

      // The customer cart's load stores its own id; the guest cart still waits for the merge.
      await store.load();
      expect(storage.get('vsf-cart')).toBe('cust');
      expect(storage.get('vsf-cart-merge')).toBe('guest');
    });
  });

  describe('following the session', () => {
    const customerState: SessionState = {
      status: 'authenticated',
      customer: null,
      creditCheckApproved: null,
    };

    it('becomes idle at a login and keeps the guest cart for the merge', async () => {
      const merged: unknown[] = [];
      server.use(
        magento.query('Cart', ({ variables }) =>
          HttpResponse.json({
            data: { cart: cartData(variables.cartId as string, [line('l1', 'A', 1)]) },
          }),
        ),
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust') } }),
        ),
        magento.mutation('MergeCarts', ({ variables }) => {
          merged.push(variables);
          return HttpResponse.json({
            data: { mergeCarts: cartData('cust', [line('l1', 'A', 1)]) },
          });
        }),
      );
      const { store, session, storage } = setup('guest', { 'vsf-cart': 'g1' });
      await store.load();
      expect(store.getSnapshot().cart?.id).toBe('g1');

      // A browser's session after the login (the token stays with the server).
      session.hydrate(customerState);
      expect(store.getSnapshot()).toEqual({ status: 'idle', cart: null, error: null });
      expect(storage.get('vsf-cart-merge')).toBe('g1');

      // The header's load comes first: the guest cart is not lost for the merge.
      expect((await store.load({ create: false }))?.id).toBe('cust');
      expect(storage.get('vsf-cart')).toBe('cust');
      await expect(store.mergeGuestCart()).resolves.toMatchObject({ merged: true, unmoved: [] });
      expect(merged).toEqual([{ sourceCartId: 'g1', destinationCartId: 'cust' }]);
      expect(storage.get('vsf-cart-merge')).toBeNull();
    });

    it("becomes idle at a logout and drops the previous session's answer", async () => {
      let answer: (() => void) | null = null;
      server.use(
        magento.query('CustomerCart', async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({
            data: { customerCart: cartData('cust', [line('l1', 'A', 4)]) },
          });
        }),
      );
      const { store, session, storage, updates } = setup('authenticated');
      const loading = store.load();
      await vi.waitFor(() => expect(answer).not.toBeNull());
      session.hydrate(guestSessionState);
      expect(store.getSnapshot().status).toBe('idle');
      answer!();

      expect((await loading).id).toBe('cust');
      expect(store.getSnapshot()).toEqual({ status: 'idle', cart: null, error: null });
      expect(storage.get('vsf-cart')).toBeNull();
      expect(updates).toEqual([]);
    });

    it('does nothing when the status stays the same', () => {
      const { store, session } = setup('authenticated');
      const listener = vi.fn();
      store.subscribe(listener);
      session.hydrate(customerState);
      session.setCustomer({ email: 'ola@example.no' } as never);
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
