import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../src/checkout/paymentProvider.js';
import { bearer, registerCustomer, HOME_ADDRESS } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Vipps (issue 24, item 7) against the simulated provider over HTTP: setting `wm_vipps` starts a
 * payment of the grand total for the shopper's mobile; the shopper answers on the provider's
 * page; `placeOrder` captures an approved payment once, and refuses a cancelled, expired or
 * unanswered one with its code, keeping the cart.
 */

const CART = `{ customerCart { id total_quantity available_payment_methods { code title }
  selected_payment_method { code wm_vipps { redirect_url phone_number } } prices { grand_total { value } } } }`;
const ADD = `mutation ($id: String!, $sku: String!) {
  addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`;
const SET_SHIPPING = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }`;
const SET_BILLING = `mutation ($id: String!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`;
const SET_METHOD = `mutation ($id: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`;
const SET_VIPPS = `mutation ($id: String!, $phone: String!, $back: String!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_vipps", wm_vipps: { phone_number: $phone, return_url: $back } } }) {
    cart { selected_payment_method { code title wm_vipps { redirect_url phone_number } } } } }`;
const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code message wm_error_code } orderV2 { number payment_methods { name type } } } }`;
const RETURN_URL = 'http://localhost:3000/checkout/vipps-retur';

interface Cart {
  id: string;
  total_quantity: number;
  available_payment_methods: { code: string; title: string }[];
  selected_payment_method: {
    code: string;
    wm_vipps: { redirect_url: string; phone_number: string } | null;
  };
  prices: { grand_total: { value: number } };
}
interface Placed {
  placeOrder: {
    errors: { code: string; message: string; wm_error_code: string | null }[];
    orderV2: { number: string; payment_methods: { name: string; type: string }[] } | null;
  };
}

describe('Vipps', () => {
  let t: TestApi;
  let sku: string;
  /** Every Vipps capture the API asked for. */
  const captures: PaymentRequest[] = [];

  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 80 },
      {
        paymentProvider: {
          verify: (token) => t.payment.adapter.verify(token),
          capture: async (request) => {
            if (request.method === 'wm_vipps') captures.push(request);
            return t.payment.adapter.capture(request);
          },
          cancel: (id) => t.payment.adapter.cancel(id),
          startVipps: (request) => t.payment.adapter.startVipps(request),
        },
      },
    );
    const row = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.api.db
      .updateTable('products')
      .set({ price: 300, special_price: null, min_final_price: 300, max_final_price: 300 })
      .set({ quantity: 500, weight: 1 })
      .where('id', '=', row.id)
      .execute();
    sku = row.sku;
  }, 120_000);

  afterAll(() => t?.close());

  const ask = <T>(query: string, variables: Record<string, unknown>, token: string) =>
    t.query<T>(query, variables, bearer(token));
  const cartNow = async (token: string) =>
    (await ask<{ customerCart: Cart }>(CART, {}, token)).data!.customerCart;

  /** A new customer's cart with one line, ready to pay. */
  async function readyCart() {
    const { token } = await registerCustomer(t);
    const cart = await cartNow(token);
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

  async function startVipps(token: string, cartId: string, phone = '+47 412 34 567') {
    const set = await ask<{ setPaymentMethodOnCart: { cart: Cart } }>(
      SET_VIPPS,
      { id: cartId, phone, back: RETURN_URL },
      token,
    );
    expect(set.errors).toBeUndefined();
    return set.data!.setPaymentMethodOnCart.cart.selected_payment_method.wm_vipps!;
  }

  const place = (token: string, cartId: string) => ask<Placed>(PLACE, { id: cartId }, token);

  it('is offered to private shoppers, and starts a payment of the grand total for the mobile', async () => {
    const { token, cartId } = await readyCart();
    const cart = await cartNow(token);
    expect(cart.available_payment_methods).toContainEqual({ code: 'wm_vipps', title: 'Vipps' });
    const vipps = await startVipps(token, cartId);
    expect(vipps.phone_number).toBe('41234567');
    expect(vipps.redirect_url).toMatch(new RegExp(`^${t.payment.url}/vipps/vipps-\\d+-[0-9a-f]+$`));
    // The provider's page shows the grand total the shop asked for.
    const page = await (await fetch(vipps.redirect_url)).text();
    const total = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' }).format(
      cart.prices.grand_total.value,
    );
    expect(page).toContain(total);
  });

  it('approved: the order is placed and the payment captured once, a replay takes nothing more', async () => {
    const { token, cartId } = await readyCart();
    const vipps = await startVipps(token, cartId);
    const answered = await t.payment.answerVipps(vipps.redirect_url, 'approve');
    expect(answered.headers.get('location')).toBe(RETURN_URL);
    const before = captures.length;
    const placed = await place(token, cartId);
    expect(placed.data!.placeOrder.errors).toEqual([]);
    expect(placed.data!.placeOrder.orderV2!.payment_methods).toEqual([
      { name: 'Vipps', type: 'wm_vipps' },
    ]);
    expect(captures.length).toBe(before + 1);
    // The return page loaded twice (a reload, a second tab): the same order, no second capture.
    const again = await place(token, cartId);
    expect(again.data!.placeOrder.orderV2!.number).toBe(placed.data!.placeOrder.orderV2!.number);
    expect(captures.length).toBe(before + 1);
    // And the provider itself answers a replayed capture with the first transaction.
    const reference = captures.at(-1)!;
    const replay = await t.payment.adapter.capture(reference);
    const first = await t.payment.adapter.capture(reference);
    expect(replay).toEqual(first);
    expect(replay.approved).toBe(true);
  });

  it('cancelled in the app: placeOrder is refused with VIPPS_CANCELLED and the cart is kept', async () => {
    const { token, cartId } = await readyCart();
    const vipps = await startVipps(token, cartId);
    await t.payment.answerVipps(vipps.redirect_url, 'cancel');
    const refused = await place(token, cartId);
    expect(refused.data!.placeOrder).toEqual({
      errors: [
        {
          code: 'UNABLE_TO_PLACE_ORDER',
          message:
            'The payment was cancelled in Vipps. Choose Vipps again or another payment method.',
          wm_error_code: 'VIPPS_CANCELLED',
        },
      ],
      orderV2: null,
    });
    expect((await cartNow(token)).total_quantity).toBe(1);
    // Vipps again: a new payment, which pays.
    const second = await startVipps(token, cartId, '91234567');
    expect(second.redirect_url).not.toBe(vipps.redirect_url);
    await t.payment.answerVipps(second.redirect_url, 'approve');
    expect((await place(token, cartId)).data!.placeOrder.errors).toEqual([]);
  });

  it('not answered in time: VIPPS_EXPIRED; not answered yet: VIPPS_NOT_APPROVED; the cart kept', async () => {
    const { token, cartId } = await readyCart();
    const vipps = await startVipps(token, cartId);
    const early = await place(token, cartId);
    expect(early.data!.placeOrder.errors[0]?.wm_error_code).toBe('VIPPS_NOT_APPROVED');
    t.payment.advanceVippsClock(6 * 60_000);
    // Too late to approve: the page sends the shopper back, the payment has expired.
    await t.payment.answerVipps(vipps.redirect_url, 'approve');
    const expired = await place(token, cartId);
    expect(expired.data!.placeOrder.errors[0]).toEqual({
      code: 'UNABLE_TO_PLACE_ORDER',
      message: 'The Vipps payment was not approved in time. Try again.',
      wm_error_code: 'VIPPS_EXPIRED',
    });
    expect((await cartNow(token)).total_quantity).toBe(1);
  });

  it('refuses a number that is not a Norwegian mobile, and a missing Vipps input, as 4xx', async () => {
    const { token, cartId } = await readyCart();
    const landline = await ask(
      SET_VIPPS,
      { id: cartId, phone: '22 33 44 55', back: RETURN_URL },
      token,
    );
    expect(landline.status).toBeLessThan(500);
    expect(landline.errors?.[0]).toMatchObject({
      message: 'Enter a Norwegian mobile number: 8 digits beginning with 4 or 9.',
      extensions: { error_code: 'INVALID_PHONE_NUMBER' },
    });
    const foreign = await ask(
      SET_VIPPS,
      { id: cartId, phone: '41234567', back: 'http://evil.test/steal' },
      token,
    );
    expect(foreign.errors?.[0]?.extensions).toMatchObject({
      error_code: 'INVALID_PARAMETER_VALUE',
    });
    const missing = await ask(
      `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_vipps" } }) { cart { id } } }`,
      { id: cartId },
      token,
    );
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      error_code: 'REQUIRED_PARAMETER_MISSING',
    });
    expect((await cartNow(token)).selected_payment_method).toBeNull();
  });
});
