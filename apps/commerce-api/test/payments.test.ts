import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentProviderUnavailable,
  type PaymentProvider,
} from '../src/checkout/paymentProvider.js';
import { bearer, registerCustomer, HOME_ADDRESS } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Card payments through the provider's token (issue 21, finding 8): the API takes a token, never a
 * card; a provider that is down is a clear refusal that loses nothing; a retry never pays twice.
 */

const CART = `{ customerCart { id total_quantity selected_payment_method { code wm_card { brand last4 } } prices { grand_total { value } } } }`;
const ADD = `mutation ($id: String!, $sku: String!) {
  addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`;
const SET_SHIPPING = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }`;
const SET_BILLING = `mutation ($id: String!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`;
const SET_METHOD = `mutation ($id: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`;
const SET_CARD = `mutation ($id: String!, $token: String!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_card", wm_card: { token: $token } } }) {
    cart { selected_payment_method { wm_card { brand last4 } } } } }`;
const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code message wm_error_code } orderV2 { number } } }`;

interface Cart {
  id: string;
  total_quantity: number;
  selected_payment_method: { code: string; wm_card: { brand: string; last4: string } | null };
  prices: { grand_total: { value: number } };
}

describe('card payments by token', () => {
  let t: TestApi;
  let sku: string;
  /** What the API pays through: the simulated provider, or a test's stand-in around it. */
  let provider: PaymentProvider;

  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 80 },
      {
        paymentProvider: {
          verify: (token) => provider.verify(token),
          capture: (request) => provider.capture(request),
          cancel: (id) => provider.cancel(id),
          startVipps: (request) => provider.startVipps(request),
        },
      },
    );
    provider = t.payment.adapter;
    const row = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.api.db
      .updateTable('products')
      .set({
        price: 300,
        special_price: null,
        min_final_price: 300,
        max_final_price: 300,
        quantity: 500,
        weight: 1,
      })
      .where('id', '=', row.id)
      .execute();
    sku = row.sku;
  }, 120_000);

  afterAll(() => t?.close());

  async function ask<T>(query: string, variables: Record<string, unknown>, token: string) {
    return t.query<T>(query, variables, bearer(token));
  }

  /** A new customer's cart with one line, ready to pay; the card is left to the test. */
  async function readyCart() {
    const { token } = await registerCustomer(t);
    const cart = (await ask<{ customerCart: Cart }>(CART, {}, token)).data!.customerCart;
    for (const [query, variables] of [
      [ADD, { id: cart.id, sku }],
      [SET_SHIPPING, { id: cart.id, address: HOME_ADDRESS }],
      [SET_BILLING, { id: cart.id }],
      [SET_METHOD, { id: cart.id }],
    ] as const) {
      expect((await ask(query, variables, token)).errors).toBeUndefined();
    }
    return { token, cartId: cart.id };
  }

  const cartNow = async (token: string) =>
    (await ask<{ customerCart: Cart }>(CART, {}, token)).data!.customerCart;

  it('keeps the token, brand and last four digits, and places the order with a capture', async () => {
    const { token, cartId } = await readyCart();
    const card = await t.payment.cardToken('5555555555554444');
    const set = await ask<{ setPaymentMethodOnCart: { cart: Cart } }>(
      SET_CARD,
      { id: cartId, token: card },
      token,
    );
    expect(set.data!.setPaymentMethodOnCart.cart.selected_payment_method.wm_card).toEqual({
      brand: 'Mastercard',
      last4: '4444',
    });
    const stored = await t.api.db
      .selectFrom('carts')
      .select('payment_data')
      .where('masked_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(stored.payment_data).toEqual({
      purchase_order_number: null,
      card: { token: card, brand: 'Mastercard', last4: '4444' },
    });
    const placed = await ask<{ placeOrder: { errors: unknown[] } }>(PLACE, { id: cartId }, token);
    expect(placed.data!.placeOrder.errors).toEqual([]);
    // The token is spent: another cart cannot pay with it.
    const other = await readyCart();
    const reuse = await ask(SET_CARD, { id: other.cartId, token: card }, other.token);
    expect(reuse.errors?.[0]?.extensions).toMatchObject({ error_code: 'CARD_TOKEN_INVALID' });
  });

  it('has no field for a card number or CVC anywhere in the card input', async () => {
    const result = await t.query<{ __type: { inputFields: { name: string }[] } }>(
      '{ __type(name: "WmCardPaymentInput") { inputFields { name } } }',
    );
    expect(result.data!.__type.inputFields.map((field) => field.name)).toEqual(['token']);
  });

  it('refuses a capture above the amount the shopper confirmed in the form', async () => {
    const { token, cartId } = await readyCart();
    const small = await t.payment.cardToken('4242424242424242', 10);
    await ask(SET_CARD, { id: cartId, token: small }, token);
    const placed = await ask<{ placeOrder: { errors: { message: string }[] } }>(
      PLACE,
      { id: cartId },
      token,
    );
    expect(placed.data!.placeOrder.errors[0]!.message).toBe(
      'The card was confirmed for a different amount or has expired. Enter the card again.',
    );
  });

  it('says why a card payment was refused (wm_error_code): an expired card, a decline', async () => {
    for (const [number, errorCode, message] of [
      [
        '4000000000000069',
        'CARD_EXPIRED',
        'The card has expired. Use another card or payment method.',
      ],
      [
        '4000000000000002',
        'PAYMENT_DECLINED',
        'The payment was declined by the card issuer. Try another card or payment method.',
      ],
    ] as const) {
      const { token, cartId } = await readyCart();
      await ask(SET_CARD, { id: cartId, token: await t.payment.cardToken(number) }, token);
      const placed = await ask<{
        placeOrder: { errors: unknown[]; orderV2: unknown };
      }>(PLACE, { id: cartId }, token);
      expect(placed.data!.placeOrder).toEqual({
        errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message, wm_error_code: errorCode }],
        orderV2: null,
      });
      // Nothing lost: the cart is still there to pay with another card.
      expect((await cartNow(token)).total_quantity).toBe(1);
    }
  });

  it('a provider that is down is a clear refusal: nothing lost, and the retry places one order', async () => {
    const { token, cartId } = await readyCart();
    await ask(SET_CARD, { id: cartId, token: await t.payment.cardToken() }, token);
    const before = await cartNow(token);
    await t.payment.stop();
    try {
      const refused = await ask(PLACE, { id: cartId }, token);
      expect(refused.status).toBeLessThan(500);
      expect(refused.errors?.[0]).toMatchObject({
        message:
          'The payment provider is not answering right now. Nothing was charged; try again in a moment.',
        extensions: { category: 'wm-unavailable', error_code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
      });
      // Choosing a card needs the provider too.
      const choose = await ask(SET_CARD, { id: cartId, token: 'tok_anything' }, token);
      expect(choose.errors?.[0]?.extensions).toMatchObject({
        error_code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      expect(await cartNow(token)).toEqual(before);
    } finally {
      await t.payment.restart();
    }
    const placed = await ask<{ placeOrder: { errors: unknown[]; orderV2: { number: string } } }>(
      PLACE,
      { id: cartId },
      token,
    );
    expect(placed.data!.placeOrder.errors).toEqual([]);
  });

  it('never captures twice when the answer to a capture was lost and the order is retried', async () => {
    const simulated = t.payment.adapter;
    const captured: string[] = [];
    let loseNext = true;
    provider = {
      ...simulated,
      async capture(request) {
        const result = await simulated.capture(request);
        if (result.approved) captured.push(result.transactionId);
        // The provider took the payment; its answer never reached the shop.
        if (loseNext) {
          loseNext = false;
          throw new PaymentProviderUnavailable();
        }
        return result;
      },
    };
    try {
      const { token, cartId } = await readyCart();
      await ask(SET_CARD, { id: cartId, token: await t.payment.cardToken() }, token);
      const lost = await ask(PLACE, { id: cartId }, token);
      expect(lost.errors?.[0]?.extensions).toMatchObject({
        error_code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      const placed = await ask<{ placeOrder: { orderV2: { number: string } } }>(
        PLACE,
        { id: cartId },
        token,
      );
      const order = await t.api.db
        .selectFrom('orders')
        .select('payment_transaction_id')
        .where('number', '=', placed.data!.placeOrder.orderV2.number)
        .executeTakeFirstOrThrow();
      // Both captures were the one payment: the provider answered the retry with it again.
      expect(new Set(captured).size).toBe(1);
      expect(order.payment_transaction_id).toBe(captured[0]);
    } finally {
      provider = simulated;
    }
  });
});
