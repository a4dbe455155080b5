import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFinderData } from '../../src/vehicles/finderCatalog.js';
import { NOT_AUTHORIZED, bearer, registerCustomer, HOME_ADDRESS } from '../customerHelpers.js';
import { startTestApi, type GraphQLErrorBody, type TestApi } from '../testApi.js';
import { ALL_TABLES, checksums, expectHarmless } from './securityHelpers.js';

/**
 * Every way one customer (or a guest) could reach another customer's cart, orders, addresses,
 * wish list or tractors by knowing or guessing its id, each answered with Magento's category
 * and message, and nothing of the owner's changed afterwards (checksums of every table).
 *
 * Some of these are also covered, one or two at a time, next to their feature: carts.test.ts
 * ("nobody else reads or changes a customer's cart", mergeCarts), checkout.test.ts ("someone
 * else cannot place a customer's cart", "does not give another customer the order of a cart
 * placed already"), orders.test.ts ("shows each account only its own orders"),
 * customerAddresses.test.ts ("treats another customer's address as not found"),
 * wishlists.test.ts and myTractors.test.ts. This file is the complete list in one place.
 */

interface Owner {
  token: string;
  cart: string;
  itemUid: string;
  placedCart: string;
  orderNumber: string;
  address: number;
  wishlist: string;
  wishlistCode: string;
  wishlistItem: string;
  tractor: string;
}

interface Attempt {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** What the attempt must get: an error (category, and message when Magento fixes one) or an answer that shows nothing. */
  refusal:
    | { category: string; message?: string | (() => string) }
    | { data: (data: Record<string, unknown>) => void };
}

const cartDenied = () => `The current user cannot perform operations on cart "${owner.cart}"`;
let owner: Owner;

describe("access to another customer's data", () => {
  let t: TestApi;
  let other: { token: string; cart: string };
  let guestCart: string;
  let sku: string;
  let before: Record<string, string>;
  /** Refused sign-ins are the only thing an attempt may record; none is made here. */
  const UNCHANGED_TABLES = ALL_TABLES.filter(
    // Hostile requests still count as attempts and spend the client's budget.
    (table) => !['login_failures', 'rate_limit_counters'].includes(table),
  );

  const mutate = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const result = await t.query(query, variables, {
      method: 'POST',
      ...(token ? bearer(token) : {}),
    });
    expect(result.errors, query).toBeUndefined();
    return result.data as unknown;
  };

  beforeAll(async () => {
    t = await startTestApi();
    const found = await t.query<{ products: { items: { sku: string; __typename: string }[] } }>(
      `{ products(search: "filter", pageSize: 50) { items { sku __typename } } }`,
    );
    sku = found.data!.products.items.find((item) => item.__typename === 'SimpleProduct')!.sku;

    // The owner: one order placed, a cart with a line, an address, a wish list item, a tractor.
    const { token } = await registerCustomer(t);
    const cartId = async (auth: string) =>
      ((await mutate(`{ customerCart { id } }`, {}, auth)) as { customerCart: { id: string } })
        .customerCart.id;
    const add = (cart: string, auth?: string) =>
      mutate(
        `mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { uid } } } }`,
        { id: cart, sku },
        auth,
      ) as Promise<{ addProductsToCart: { cart: { items: { uid: string }[] } } }>;
    const placedCart = await cartId(token);
    await add(placedCart, token);
    await mutate(
      `mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      { id: placedCart, a: HOME_ADDRESS },
      token,
    );
    await mutate(
      `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
      { id: placedCart },
      token,
    );
    await mutate(
      `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`,
      { id: placedCart },
      token,
    );
    await mutate(
      `mutation ($id: String!, $card: WmCardPaymentInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_card", wm_card: $card } }) { cart { id } } }`,
      { id: placedCart, card: { token: await t.payment.cardToken() } },
      token,
    );
    const placed = (await mutate(
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code } orderV2 { number } } }`,
      { id: placedCart },
      token,
    )) as { placeOrder: { orderV2: { number: string } } };
    const cart = await cartId(token);
    const itemUid = (await add(cart, token)).addProductsToCart.cart.items[0]!.uid;
    const address = (
      (await mutate(
        `mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
        { a: HOME_ADDRESS },
        token,
      )) as { createCustomerAddress: { id: number } }
    ).createCustomerAddress.id;
    const wishlist = (
      (await mutate(`{ customer { wishlists { id sharing_code } } }`, {}, token)) as {
        customer: { wishlists: { id: string; sharing_code: string }[] };
      }
    ).customer.wishlists[0]!;
    const wishlistItem = (
      (await mutate(
        `mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { items_v2 { items { id } } } } }`,
        { id: wishlist.id, sku },
        token,
      )) as { addProductsToWishlist: { wishlist: { items_v2: { items: { id: string }[] } } } }
    ).addProductsToWishlist.wishlist.items_v2.items[0]!.id;
    const tractor = (
      (await mutate(
        `mutation ($m: Int!) { WmAddTractors(input: [{ model_id: $m, nickname: "Gamle Fergusen" }]) { id } }`,
        { m: seededFinderData().models[0]!.id },
        token,
      )) as { WmAddTractors: { id: string }[] }
    ).WmAddTractors[0]!.id;
    owner = {
      token,
      cart,
      itemUid,
      placedCart,
      orderNumber: placed.placeOrder.orderV2.number,
      address,
      wishlist: wishlist.id,
      wishlistCode: wishlist.sharing_code,
      wishlistItem,
      tractor,
    };

    const stranger = await registerCustomer(t);
    other = { token: stranger.token, cart: await cartId(stranger.token) };
    // The stranger's own wish list is made on first use; make it now, before the snapshot.
    await mutate(`{ customer { wishlists { id } } }`, {}, stranger.token);
    guestCart = (
      (await mutate(`mutation { createGuestCart { cart { id } } }`, {})) as {
        createGuestCart: { cart: { id: string } };
      }
    ).createGuestCart.cart.id;
    await add(guestCart);
    before = await checksums(t.api.db, UNCHANGED_TABLES);
  });
  afterAll(() => t?.close());

  const onOwnersCart = (
    name: string,
    query: string,
    extra: () => Record<string, unknown> = () => ({}),
  ) => ({
    name,
    query,
    variables: () => ({ id: owner.cart, ...extra() }),
    refusal: { category: 'graphql-authorization', message: cartDenied },
  });

  /** Attempts on the owner's cart; each is made as a guest and as another customer. */
  const cartAttempts: Attempt[] = [
    onOwnersCart(
      'cart(cart_id)',
      `query ($id: String!) { cart(cart_id: $id) { id items { uid } } }`,
    ),
    onOwnersCart(
      'addProductsToCart',
      `mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
      () => ({ sku }),
    ),
    onOwnersCart(
      'addSimpleProductsToCart',
      `mutation ($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }`,
      () => ({ sku }),
    ),
    onOwnersCart(
      'updateCartItems',
      `mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 7 }] }) { cart { id } } }`,
      () => ({ uid: owner.itemUid }),
    ),
    onOwnersCart(
      'removeItemFromCart',
      `mutation ($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }`,
      () => ({ uid: owner.itemUid }),
    ),
    onOwnersCart(
      'applyCouponToCart',
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "VAAR10" }) { cart { id } } }`,
    ),
    onOwnersCart(
      'removeCouponFromCart',
      `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }`,
    ),
    onOwnersCart(
      'setGuestEmailOnCart',
      `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "tyv@example.no" }) { cart { id } } }`,
    ),
    onOwnersCart(
      'setShippingAddressesOnCart',
      `mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      () => ({ a: { ...HOME_ADDRESS, city: 'Tyvstad' } }),
    ),
    onOwnersCart(
      'setBillingAddressOnCart',
      `mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }`,
      () => ({ a: { ...HOME_ADDRESS, city: 'Tyvstad' } }),
    ),
    onOwnersCart(
      'setShippingMethodsOnCart',
      `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`,
    ),
    onOwnersCart(
      'setPaymentMethodOnCart',
      `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_credit" } }) { cart { id } } }`,
    ),
    onOwnersCart(
      'addCustomFieldsToCart',
      `mutation ($id: String!) { addCustomFieldsToCart(input: { cart_id: $id, customer_ref: "Tyv" }) { cart { id } } }`,
    ),
    onOwnersCart(
      'placeOrder',
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`,
    ),
  ];

  describe.each([
    ['a guest', () => undefined],
    ['another customer', () => other.token],
  ])("the owner's cart, as %s", (_who, token) => {
    it.each(cartAttempts)('$name', async (attempt) => {
      const customer = token();
      // Magento refuses setGuestEmailOnCart to any signed-in customer before looking at the cart.
      const refusal =
        customer && attempt.name === 'setGuestEmailOnCart'
          ? {
              category: 'graphql-input',
              message: 'The request is not allowed for logged in customers',
            }
          : attempt.refusal;
      await expectRefused({ ...attempt, refusal }, customer);
    });
  });

  /** Attempts only a signed-in customer can make; as a guest they need a token first. */
  const customerAttempts: Attempt[] = [
    {
      name: 'mergeCarts with the owner’s cart as source',
      query: `mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }`,
      variables: () => ({ s: owner.cart }),
      refusal: { category: 'graphql-authorization', message: cartDenied },
    },
    {
      name: 'mergeCarts into the owner’s cart',
      query: `mutation ($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }`,
      variables: () => ({ s: guestCart, d: owner.cart }),
      refusal: { category: 'graphql-authorization', message: cartDenied },
    },
    {
      name: 'placeOrder on the owner’s placed cart (its order is not handed out)',
      query: `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`,
      variables: () => ({ id: owner.placedCart }),
      refusal: {
        data: (data) =>
          expect(data).toEqual({
            placeOrder: {
              errors: [{ code: 'CART_NOT_ACTIVE', message: "The cart isn't active." }],
              orderV2: null,
            },
          }),
      },
    },
    {
      name: 'customer.orders filtered by the owner’s order number (eq and match)',
      query: `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { total_count items { number } } m: orders(filter: { number: { match: $n } }) { total_count } } }`,
      variables: () => ({ n: owner.orderNumber }),
      refusal: {
        data: (data) =>
          expect(data).toEqual({
            customer: { orders: { total_count: 0, items: [] }, m: { total_count: 0 } },
          }),
      },
    },
    {
      name: 'setBillingAddressOnCart with the owner’s customer_address_id',
      query: `mutation ($id: String!, $a: Int!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $a } }) { cart { id } } }`,
      variables: () => ({ id: other.cart, a: owner.address }),
      refusal: {
        category: 'graphql-no-such-entity',
        message: () => `Could not find a address with ID "${owner.address}"`,
      },
    },
    {
      name: 'setShippingAddressesOnCart with the owner’s customer_address_id',
      query: `mutation ($id: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $a }] }) { cart { id } } }`,
      variables: () => ({ id: other.cart, a: owner.address }),
      refusal: {
        category: 'graphql-no-such-entity',
        message: () => `Could not find a address with ID "${owner.address}"`,
      },
    },
    {
      name: 'updateCustomerAddress of the owner’s address',
      query: `mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Tyvstad" }) { id } }`,
      variables: () => ({ id: owner.address }),
      refusal: {
        category: 'graphql-no-such-entity',
        message: () => `Could not find a address with ID "${owner.address}"`,
      },
    },
    {
      name: 'deleteCustomerAddress of the owner’s address',
      query: `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`,
      variables: () => ({ id: owner.address }),
      refusal: {
        category: 'graphql-no-such-entity',
        message: () => `Could not find a address with ID "${owner.address}"`,
      },
    },
    {
      name: 'customer.wishlist_v2 with the owner’s wish list id',
      query: `query ($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } } }`,
      variables: () => ({ id: owner.wishlist }),
      refusal: { data: (data) => expect(data).toEqual({ customer: { wishlist_v2: null } }) },
    },
    {
      name: 'addProductsToWishlist to the owner’s wish list',
      query: `mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { id } } }`,
      variables: () => ({ id: owner.wishlist, sku }),
      // Magento answers this one as an input error (AddProductsToWishlist resolver).
      refusal: { category: 'graphql-input', message: 'The wishlist was not found.' },
    },
    {
      name: 'removeProductsFromWishlist from the owner’s wish list',
      query: `mutation ($id: ID!, $item: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$item]) { wishlist { id } } }`,
      variables: () => ({ id: owner.wishlist, item: owner.wishlistItem }),
      // Magento answers this one as an input error (AddProductsToWishlist resolver).
      refusal: { category: 'graphql-input', message: 'The wishlist was not found.' },
    },
    {
      name: 'WmMergeWishlist with the owner’s sharing code',
      query: `mutation ($code: String!) { WmMergeWishlist(sharing_code: $code) { wishlist { id items_count } } }`,
      variables: () => ({ code: owner.wishlistCode }),
      refusal: {
        category: 'graphql-no-such-entity',
        message: () => `Could not find a wish list with sharing code "${owner.wishlistCode}"`,
      },
    },
    {
      name: 'WmRemoveTractor of the owner’s machine',
      query: `mutation ($id: ID!) { WmRemoveTractor(id: $id) { id } }`,
      variables: () => ({ id: owner.tractor }),
      refusal: { category: 'graphql-no-such-entity' },
    },
    {
      name: 'WmSetActiveTractor of the owner’s machine',
      query: `mutation ($id: ID) { WmSetActiveTractor(id: $id) { id } }`,
      variables: () => ({ id: owner.tractor }),
      refusal: { category: 'graphql-no-such-entity' },
    },
    {
      name: 'customer.wm_tractors (lists only one’s own)',
      query: `{ customer { wm_tractors { id } } }`,
      variables: () => ({}),
      refusal: { data: (data) => expect(data).toEqual({ customer: { wm_tractors: [] } }) },
    },
  ];

  describe('as another customer', () => {
    it.each(customerAttempts)('$name', async (attempt) => {
      await expectRefused(attempt, other.token);
    });

    it('cannot use a guest cart either (Magento: a customer works on their own cart)', async () => {
      await expectRefused(
        {
          name: 'cart(guest cart)',
          query: `query ($id: String!) { cart(cart_id: $id) { id } }`,
          variables: () => ({ id: guestCart }),
          refusal: {
            category: 'graphql-authorization',
            message: `The current user cannot perform operations on cart "${guestCart}"`,
          },
        },
        other.token,
      );
    });
  });

  describe('as a guest', () => {
    const guestMessages: Record<string, string | (() => string) | undefined> = {
      'mergeCarts with the owner’s cart as source': NOT_AUTHORIZED,
      'customer.orders filtered by the owner’s order number (eq and match)': NOT_AUTHORIZED,
      'updateCustomerAddress of the owner’s address': NOT_AUTHORIZED,
      'deleteCustomerAddress of the owner’s address': NOT_AUTHORIZED,
      'addProductsToWishlist to the owner’s wish list':
        'The current user cannot perform operations on wishlist',
      'removeProductsFromWishlist from the owner’s wish list':
        'The current user cannot perform operations on wishlist',
      'WmRemoveTractor of the owner’s machine': NOT_AUTHORIZED,
      'WmSetActiveTractor of the owner’s machine': NOT_AUTHORIZED,
    };

    it.each(customerAttempts.filter((attempt) => !attempt.name.startsWith('placeOrder')))(
      '$name',
      async (attempt) => {
        await expectRefused(
          {
            ...attempt,
            // Magento's message depends on the resolver ("The current customer isn't
            // authorized.", or the cart's or wish list's own words); the category does not.
            refusal: { category: 'graphql-authorization', message: guestMessages[attempt.name] },
          },
          undefined,
        );
      },
    );

    it('the guest wish-list API never reaches a customer’s list by its sharing code', async () => {
      const code = owner.wishlistCode;
      const read = await t.query<{ WmWishlist: unknown; WmWishlistItemsCount: unknown }>(
        `query ($code: String!) { WmWishlist(sharing_code: $code) { id } WmWishlistItemsCount(sharing_code: $code) }`,
        { code },
      );
      expect(read.data).toEqual({ WmWishlist: null, WmWishlistItemsCount: null });
      for (const query of [
        `mutation ($code: String!, $sku: String!) { WmWishlistAddItems(sharing_code: $code, items: [{ sku: $sku, quantity: 1 }]) { wishlist { id } } }`,
        `mutation ($code: String!, $item: ID!) { WmWishlistRemoveItems(sharing_code: $code, item_ids: [$item]) { wishlist { id } } }`,
      ]) {
        const result = await t.query(query, { code, sku, item: owner.wishlistItem });
        expect(result.errors?.[0]).toMatchObject({
          message: `Could not find a wish list with sharing code "${code}"`,
          extensions: { category: 'graphql-no-such-entity' },
        });
      }
    });

    it('WmAddTractors needs a token', async () => {
      const result = await t.query(
        `mutation ($m: Int!) { WmAddTractors(input: [{ model_id: $m }]) { id } }`,
        { m: seededFinderData().models[0]!.id },
      );
      expect(result.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });
    });
  });

  it("leaves everything of the owner's as it was", async () => {
    // Vitest keeps file order: every attempt above has been made. Not a row of any table
    // changed, and the owner sees all of their things as they were.
    expect(await checksums(t.api.db, UNCHANGED_TABLES)).toEqual(before);
    const view = await t.query(
      `query ($id: String!) {
        cart(cart_id: $id) { items { uid quantity } applied_coupons { code } email shipping_addresses { city } wm_customer_order_fields { customer_ref } }
        customer {
          addresses { id city }
          orders { total_count items { number } }
          wishlists { id items_count }
          wm_tractors { id nickname is_active }
        }
      }`,
      { id: owner.cart },
      bearer(owner.token),
    );
    expect(view.errors).toBeUndefined();
    expect(view.data).toMatchObject({
      cart: {
        items: [{ uid: owner.itemUid, quantity: 1 }],
        applied_coupons: [],
        shipping_addresses: [],
        wm_customer_order_fields: { customer_ref: null },
      },
      customer: {
        addresses: [{ id: owner.address, city: 'Hamar' }],
        orders: { total_count: 1, items: [{ number: owner.orderNumber }] },
        wishlists: [{ id: owner.wishlist, items_count: 1 }],
        wm_tractors: [{ id: owner.tractor, nickname: 'Gamle Fergusen', is_active: false }],
      },
    });
  });

  it('hands out cart ids and wish-list sharing codes nobody can guess (32 random characters)', async () => {
    const carts = await Promise.all(
      Array.from({ length: 5 }, () =>
        mutate(`mutation { createGuestCart { cart { id } } }`, {}).then(
          (data) => (data as { createGuestCart: { cart: { id: string } } }).createGuestCart.cart.id,
        ),
      ),
    );
    const codes = await Promise.all(
      Array.from({ length: 5 }, () =>
        mutate(`mutation { WmWishlistCreate { sharing_code } }`, {}).then(
          (data) =>
            (data as { WmWishlistCreate: { sharing_code: string } }).WmWishlistCreate.sharing_code,
        ),
      ),
    );
    for (const id of [...carts, ...codes, owner.cart, owner.wishlistCode]) {
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    }
    // No shared prefix (no counter or timestamp inside).
    const prefixes = new Set([...carts, ...codes].map((id) => id.slice(0, 4)));
    expect(prefixes.size).toBe(10);
  });

  async function expectRefused(attempt: Attempt, token: string | undefined) {
    const result = await t.query<Record<string, unknown>>(attempt.query, attempt.variables(), {
      method: 'POST',
      ...(token ? bearer(token) : {}),
    });
    expectHarmless(result, attempt.name);
    const { refusal } = attempt;
    if ('data' in refusal) {
      expect(result.errors, attempt.name).toBeUndefined();
      refusal.data(result.data!);
      return;
    }
    const error: GraphQLErrorBody | undefined = result.errors?.[0];
    expect(error?.extensions?.category, `${attempt.name}: ${error?.message}`).toBe(
      refusal.category,
    );
    if (refusal.message !== undefined) {
      const message = typeof refusal.message === 'function' ? refusal.message() : refusal.message;
      expect(error?.message, attempt.name).toBe(message);
    }
  }
});
