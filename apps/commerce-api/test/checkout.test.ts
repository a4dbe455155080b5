import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_BILLING_ADDRESS_LOCKED } from '../src/customers/addressRules.js';
import type { PaymentProvider, PaymentRequest } from '../src/checkout/paymentProvider.js';
import { DEMO, bearer, registerCustomer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const CART_FIELDS = `
  id total_quantity
  prices {
    grand_total { value } grand_total_excluding_tax { value }
    subtotal_including_tax { value } applied_taxes { amount { value } }
  }
  shipping_addresses {
    uid id firstname lastname company street city postcode telephone customer_notes
    country { code label }
    same_as_billing
    available_shipping_methods {
      carrier_code method_code carrier_title method_title available
      amount { value currency } price_excl_tax { value } price_incl_tax { value }
    }
    selected_shipping_method { carrier_code method_code amount { value } }
  }
  billing_address { uid id firstname lastname company street city postcode country { code } }
  available_payment_methods { code title is_deferred }
  selected_payment_method { code title purchase_order_number wm_card { brand last4 } }`;

const ORDER_FIELDS = `
  number status order_date carrier shipping_method email
  payment_methods { name type }
  comments { message }
  shipping_address { firstname lastname company street city postcode country_code telephone }
  billing_address { firstname lastname company street city postcode country_code }
  wm_customer_order_fields { customer_ref customer_order_no }
  items {
    product_sku product_name quantity_ordered quantity_invoiced status
    prices { price_including_tax { value } row_total_including_tax { value } total_item_discount { value } }
  }
  total {
    subtotal_incl_tax { value } total_shipping { value } total_tax { value } grand_total { value }
    shipping_handling { amount_including_tax { value } }
    discounts { amount { value } }
  }`;

interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  available: boolean;
  amount: { value: number; currency: string };
  price_excl_tax: { value: number };
  price_incl_tax: { value: number };
}
interface Cart {
  id: string;
  total_quantity: number;
  prices: {
    grand_total: { value: number };
    grand_total_excluding_tax: { value: number };
    subtotal_including_tax: { value: number };
    applied_taxes: { amount: { value: number } }[];
  };
  shipping_addresses: {
    id: number | null;
    firstname: string;
    company: string | null;
    street: string[];
    city: string;
    postcode: string;
    customer_notes: string | null;
    country: { code: string; label: string };
    same_as_billing: boolean;
    available_shipping_methods: ShippingMethod[];
    selected_shipping_method: {
      carrier_code: string;
      method_code: string;
      amount: { value: number };
    } | null;
  }[];
  billing_address: {
    id: number | null;
    firstname: string;
    city: string;
    country: { code: string };
  } | null;
  available_payment_methods: { code: string }[];
  selected_payment_method: {
    code: string;
    title: string;
    purchase_order_number: string | null;
    wm_card: { brand: string; last4: string } | null;
  } | null;
}
interface Order {
  number: string;
  status: string;
  carrier: string | null;
  shipping_method: string | null;
  email: string;
  payment_methods: { name: string; type: string }[];
  comments: { message: string }[];
  shipping_address: {
    firstname: string;
    street: string[];
    city: string;
    postcode: string;
    country_code: string;
  } | null;
  billing_address: { firstname: string; company: string | null; city: string };
  wm_customer_order_fields: { customer_ref: string | null; customer_order_no: string | null };
  items: {
    product_sku: string;
    product_name: string;
    quantity_ordered: number;
    quantity_invoiced: number;
    status: string;
    prices: { price_including_tax: { value: number }; row_total_including_tax: { value: number } };
  }[];
  total: {
    subtotal_incl_tax: { value: number };
    total_shipping: { value: number };
    total_tax: { value: number };
    grand_total: { value: number };
    shipping_handling: { amount_including_tax: { value: number } };
  };
}
interface PlaceOrderResult {
  placeOrder: {
    errors: { code: string; message: string }[];
    order: { order_number: string } | null;
    orderV2: Order | null;
  };
}

const CUSTOMER_CART = `{ customerCart { ${CART_FIELDS} } }`;
const READ = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const ADD = `mutation ($id: String!, $sku: String!, $quantity: Float!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {
    cart { id } } }`;
const SET_SHIPPING = `mutation ($id: String!, $address: ShippingAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$address] }) { cart { ${CART_FIELDS} } } }`;
const SET_BILLING = `mutation ($id: String!, $address: BillingAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: $address }) { cart { ${CART_FIELDS} } } }`;
const SET_METHOD = `mutation ($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
    cart { ${CART_FIELDS} } } }`;
const SET_PAYMENT = `mutation ($id: String!, $payment: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $payment }) { cart { ${CART_FIELDS} } } }`;
const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code message } order { order_number } orderV2 { ${ORDER_FIELDS} } } }`;
const ORDER = `query ($number: String!) {
  customer { orders(filter: { number: { eq: $number } }) { total_count items { ${ORDER_FIELDS} } } } }`;

const HOME = {
  firstname: 'Åse',
  lastname: 'Østby',
  street: ['Storgata 1', 'Leilighet 2'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '90000000',
};
const DECLINED_CARD = '4000000000000002';

describe('checkout', () => {
  let t: TestApi;
  /** Simple products with a known price (VAT incl.), stock and weight. */
  const product = { light: '', dear: '', heavy: '', last: '' };

  /** The provider the server uses: the simulated one over HTTP unless a test puts a spy in its place. */
  let simulated: PaymentProvider;
  let provider: PaymentProvider;

  /** A card payment as the checkout sends it: a token from the provider's hosted form. */
  const cardPayment = async (number?: string) => ({
    code: 'wm_card',
    wm_card: { token: await t.payment.cardToken(number) },
  });

  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 120 },
      {
        paymentProvider: {
          verify: (token) => provider.verify(token),
          capture: (request) => provider.capture(request),
          cancel: (transactionId) => provider.cancel(transactionId),
          startVipps: (request) => provider.startVipps(request),
        },
      },
    );
    simulated = t.payment.adapter;
    provider = simulated;
    const rows = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(4)
      .execute();
    const plan = [
      ['light', 250, 1000, 2],
      ['dear', 7000, 1000, 10],
      ['heavy', 1500, 1000, 60],
      ['last', 400, 1, 1],
    ] as const;
    for (const [index, [key, price, quantity, weight]] of plan.entries()) {
      const row = rows[index]!;
      await t.api.db
        .updateTable('products')
        .set({
          price,
          special_price: null,
          min_final_price: price,
          max_final_price: price,
          quantity,
          weight,
        })
        .where('id', '=', row.id)
        .execute();
      product[key] = row.sku;
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  async function cartOf(token: string): Promise<Cart> {
    const result = await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(token));
    expect(result.errors).toBeUndefined();
    return result.data!.customerCart;
  }

  async function add(token: string, cartId: string, sku: string, quantity = 1) {
    const result = await t.query(ADD, { id: cartId, sku, quantity }, bearer(token));
    expect(result.errors).toBeUndefined();
  }

  async function mutate<T>(query: string, variables: Record<string, unknown>, token?: string) {
    return t.query<T>(query, variables, token ? bearer(token) : undefined);
  }

  /** A new private customer with a cart of `lines`, shipping and billing home, parcel, card. */
  async function readyCart(lines: [string, number][], payment?: Record<string, unknown>) {
    const { token, email } = await registerCustomer(t);
    const cart = await cartOf(token);
    for (const [sku, quantity] of lines) await add(token, cart.id, sku, quantity);
    const steps = [
      await mutate(SET_SHIPPING, { id: cart.id, address: { address: HOME } }, token),
      await mutate(SET_BILLING, { id: cart.id, address: { same_as_shipping: true } }, token),
      await mutate(SET_METHOD, { id: cart.id, carrier: 'bring', method: 'pickup_point' }, token),
      await mutate(SET_PAYMENT, { id: cart.id, payment: payment ?? (await cardPayment()) }, token),
    ];
    for (const step of steps) expect(step.errors).toBeUndefined();
    return { token, email, cartId: cart.id };
  }

  const stockOf = async (sku: string) =>
    (
      await t.api.db
        .selectFrom('products')
        .select('quantity')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
    ).quantity;

  describe('guests', () => {
    it('cannot check out: the checkout mutations and placeOrder refuse a guest cart', async () => {
      const created = await t.query<{ createGuestCart: { cart: { id: string } } }>(
        `mutation { createGuestCart { cart { id } } }`,
      );
      const id = created.data!.createGuestCart.cart.id;
      await t.query(ADD, { id, sku: product.light, quantity: 1 });
      const message =
        'Guest checkout is not allowed. Register a customer account or login with existing one.';
      for (const [query, variables] of [
        [SET_SHIPPING, { id, address: { address: HOME } }],
        [SET_BILLING, { id, address: { address: HOME } }],
        [SET_PAYMENT, { id, payment: { code: 'wm_credit' } }],
        [PLACE, { id }],
      ] as const) {
        const result = await t.query(query, variables);
        expect(result.errors?.[0]).toMatchObject({
          message,
          extensions: { category: 'graphql-authorization' },
        });
      }
    });
  });

  describe('backorders (issue 23)', () => {
    it('places an order for a backordered part out of stock, the stock staying at 0', async () => {
      const part = await t.api.db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('type_id', '=', 'simple')
        .where('parent_id', 'is', null)
        .where('wm_order_product', '=', false)
        .where('sku', 'not in', Object.values(product))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await t.api.db
        .updateTable('products')
        .set({ quantity: 0 })
        .where('id', '=', part.id)
        .execute();
      await t.api.db
        .insertInto('product_attribute_values')
        .values({ product_id: part.id, attribute_code: 'wm_backorders', value: '1' })
        .onConflict((conflict) => conflict.columns(['product_id', 'attribute_code']).doNothing())
        .execute();
      const { token, cartId } = await readyCart([[part.sku, 2]]);
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cartId }, token);
      expect(placed.errors).toBeUndefined();
      expect(placed.data!.placeOrder.errors).toEqual([]);
      expect(placed.data!.placeOrder.orderV2!.items.map((item) => item.product_sku)).toEqual([
        part.sku,
      ]);
      expect(await stockOf(part.sku)).toBe(0);
    });
  });

  describe('addresses and shipping methods', () => {
    it('takes a typed-in shipping address and offers Norwegian methods with prices', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 2);
      const result = await mutate<{ setShippingAddressesOnCart: { cart: Cart } }>(
        SET_SHIPPING,
        {
          id: cart.id,
          address: { address: { ...HOME, postcode: ' 2317 ' }, customer_notes: 'Ring på' },
        },
        token,
      );
      expect(result.errors).toBeUndefined();
      const [address] = result.data!.setShippingAddressesOnCart.cart.shipping_addresses;
      expect(address).toMatchObject({
        id: null,
        firstname: 'Åse',
        street: ['Storgata 1', 'Leilighet 2'],
        postcode: '2317',
        customer_notes: 'Ring på',
        country: { code: 'NO', label: 'Norge' },
        same_as_billing: false,
        selected_shipping_method: null,
      });
      expect(
        address!.available_shipping_methods.map((m) => [
          m.carrier_code,
          m.method_code,
          m.amount.value,
        ]),
      ).toEqual([
        ['bring', 'pickup_point', 149],
        ['wm_pickup', 'store', 0],
      ]);
      expect(address!.available_shipping_methods[0]).toMatchObject({
        available: true,
        carrier_title: 'Bring',
        method_title: 'Pakke til hentested',
        amount: { currency: 'NOK' },
        price_excl_tax: { value: 119.2 },
        price_incl_tax: { value: 149 },
      });
    });

    it('offers the business parcel to an address with a company, freight for bulky goods, and all free from 6000 NOK', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 1);
      const methods = async (address: Record<string, unknown>) => {
        const result = await mutate<{ setShippingAddressesOnCart: { cart: Cart } }>(
          SET_SHIPPING,
          { id: cart.id, address: { address } },
          token,
        );
        expect(result.errors).toBeUndefined();
        return result.data!.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods.map(
          (m) => `${m.carrier_code}/${m.method_code}:${m.amount.value}`,
        );
      };
      expect(await methods({ ...HOME, company: 'Haugen Gård AS' })).toEqual([
        'bring/pickup_point:149',
        'bring/business_parcel:149',
        'wm_pickup/store:0',
      ]);
      await add(token, cart.id, product.heavy, 1);
      expect(await methods(HOME)).toEqual(['bring/freight:990', 'wm_pickup/store:0']);
      await add(token, cart.id, product.dear, 1);
      expect(await methods(HOME)).toEqual(['bring/freight:0', 'wm_pickup/store:0']);
    });

    it('has no methods for an address outside Norway, and refuses a method the address cannot have', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 1);
      const noMethod = await mutate(
        SET_METHOD,
        { id: cart.id, carrier: 'bring', method: 'pickup_point' },
        token,
      );
      expect(noMethod.errors?.[0]).toMatchObject({
        message: 'The shipping address is missing. Set the address and try again.',
        extensions: { category: 'graphql-input' },
      });
      const swedish = await mutate<{ setShippingAddressesOnCart: { cart: Cart } }>(
        SET_SHIPPING,
        {
          id: cart.id,
          address: {
            address: { ...HOME, country_code: 'SE', postcode: '111 22', city: 'Stockholm' },
          },
        },
        token,
      );
      expect(swedish.errors).toBeUndefined();
      expect(
        swedish.data!.setShippingAddressesOnCart.cart.shipping_addresses[0]!
          .available_shipping_methods,
      ).toEqual([]);
      const refused = await mutate(
        SET_METHOD,
        { id: cart.id, carrier: 'bring', method: 'pickup_point' },
        token,
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Carrier with such method not found: bring, pickup_point',
        extensions: { category: 'graphql-input' },
      });
    });

    it('refuses incomplete addresses, a bad Norwegian postcode and both or neither of address and id', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 1);
      const message = async (address: Record<string, unknown>) =>
        (await mutate(SET_SHIPPING, { id: cart.id, address }, token)).errors?.[0]?.message;
      expect(await message({ address: { ...HOME, telephone: ' ' } })).toBe(
        'Required parameters are missing: telephone',
      );
      expect(await message({ address: { ...HOME, postcode: '123' } })).toBe(
        'A Norwegian postcode has four digits, for example 2322.',
      );
      expect(await message({ address: { ...HOME, country_code: 'XX' } })).toBe(
        'Country "XX" is not known.',
      );
      expect(await message({})).toBe(
        'The shipping address must contain either "customer_address_id" or "address".',
      );
      expect(await message({ address: HOME, customer_address_id: 1 })).toBe(
        'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
      );
      expect(await message({ customer_address_id: 1 })).toBe(
        'Could not find a address with ID "1"',
      );
    });

    it('bills to a typed-in address and ships there too with use_for_shipping', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 1);
      const result = await mutate<{ setBillingAddressOnCart: { cart: Cart } }>(
        SET_BILLING,
        { id: cart.id, address: { address: HOME, use_for_shipping: true } },
        token,
      );
      expect(result.errors).toBeUndefined();
      const updated = result.data!.setBillingAddressOnCart.cart;
      expect(updated.billing_address).toMatchObject({ id: null, firstname: 'Åse', city: 'Hamar' });
      expect(updated.shipping_addresses[0]).toMatchObject({
        firstname: 'Åse',
        same_as_billing: true,
      });
      const neither = await mutate(SET_BILLING, { id: cart.id, address: {} }, token);
      expect(neither.errors?.[0]?.message).toBe(
        'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
      );
    });

    it('shows the chosen method and adds its charge to the totals', async () => {
      const { token, cartId } = await readyCart([[product.light, 2]]);
      const cart = (await t.query<{ cart: Cart }>(READ, { id: cartId }, bearer(token))).data!.cart;
      expect(cart.shipping_addresses[0]!.selected_shipping_method).toEqual({
        carrier_code: 'bring',
        method_code: 'pickup_point',
        amount: { value: 149 },
      });
      expect(cart.shipping_addresses[0]!.same_as_billing).toBe(true);
      expect(cart.billing_address).toMatchObject({ firstname: 'Åse', city: 'Hamar' });
      expect(cart.prices.subtotal_including_tax.value).toBe(500);
      expect(cart.prices.grand_total.value).toBe(649);
      expect(cart.prices.grand_total_excluding_tax.value).toBe(519.2);
      expect(cart.prices.applied_taxes[0]!.amount.value).toBe(129.8);
      expect(cart.selected_payment_method).toEqual({
        code: 'wm_card',
        title: 'Kortbetaling',
        purchase_order_number: null,
        wm_card: { brand: 'Visa', last4: '4242' },
      });
    });
  });

  describe('payment methods', () => {
    it('refuses invoice to private customers and to a business without approved credit, in the API', async () => {
      const message = 'Payment by invoice is not available for you!';
      const { token } = await registerCustomer(t);
      const own = await cartOf(token);
      const privateTry = await mutate(
        SET_PAYMENT,
        { id: own.id, payment: { code: 'wm_invoice' } },
        token,
      );
      expect(privateTry.errors?.[0]).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
      const fjelltun = await tokenFor(t, DEMO.fjelltun.email, DEMO.fjelltun.password);
      const business = await cartOf(fjelltun);
      expect(business.available_payment_methods.map((m) => m.code)).toEqual(['wm_card']);
      const businessTry = await mutate(
        SET_PAYMENT,
        { id: business.id, payment: { code: 'wm_invoice' } },
        fjelltun,
      );
      expect(businessTry.errors?.[0]?.message).toBe(message);
      const credit = await mutate(
        SET_PAYMENT,
        { id: business.id, payment: { code: 'wm_credit' } },
        fjelltun,
      );
      expect(credit.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    });

    it('takes a card only as the provider\u2019s token and keeps its brand and last four digits', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      const message = async (wm_card: Record<string, unknown> | undefined) =>
        (await mutate(SET_PAYMENT, { id: cart.id, payment: { code: 'wm_card', wm_card } }, token))
          .errors?.[0]?.message;
      expect(await message(undefined)).toBe(
        'Required parameter "wm_card" for "payment_method" is missing.',
      );
      expect(await message({ token: 'tok_nobody_issued_this' })).toBe(
        'The card confirmation has expired or was used already. Enter the card again.',
      );
      // The raw card fields are gone from the schema: a client sending them is refused.
      const raw = await mutate(
        SET_PAYMENT,
        {
          id: cart.id,
          payment: {
            code: 'wm_card',
            wm_card: {
              card_number: '4242424242424242',
              expiry_month: 12,
              expiry_year: 2030,
              cvc: '123',
            },
          },
        },
        token,
      );
      expect(raw.status).toBe(400);
      expect(raw.errors?.[0]?.message).toContain(
        'Field "token" of required type "String!" was not provided',
      );
      const ok = await mutate<{ setPaymentMethodOnCart: { cart: Cart } }>(
        SET_PAYMENT,
        { id: cart.id, payment: await cardPayment('5555555555554444') },
        token,
      );
      expect(ok.data!.setPaymentMethodOnCart.cart.selected_payment_method?.wm_card).toEqual({
        brand: 'Mastercard',
        last4: '4444',
      });
      const stored = await t.api.db
        .selectFrom('carts')
        .select('payment_data')
        .where('masked_id', '=', cart.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(stored.payment_data)).not.toContain('5555555555554444');
    });
  });

  describe('placing orders', () => {
    it('a business customer with approved credit orders on invoice, billed to the address on file', async () => {
      const token = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 3);
      await t.query(
        `mutation ($id: String!) { addCustomFieldsToCart(input: { cart_id: $id, customer_ref: "Per", customer_order_no: "PO-77" }) { cart { id } } }`,
        { id: cart.id },
        bearer(token),
      );
      const book = await t.query<{
        customer: {
          addresses: { id: number; default_billing: boolean; default_shipping: boolean }[];
        };
      }>(`{ customer { addresses { id default_billing default_shipping } } }`, {}, bearer(token));
      const addresses = book.data!.customer.addresses;
      const billingId = addresses.find((a) => a.default_billing)!.id;
      const shippingId = addresses.find((a) => a.default_shipping && !a.default_billing)!.id;

      expect(
        (
          await mutate(
            SET_SHIPPING,
            { id: cart.id, address: { customer_address_id: shippingId } },
            token,
          )
        ).errors,
      ).toBeUndefined();
      for (const address of [
        { address: HOME },
        { customer_address_id: shippingId },
        { same_as_shipping: true },
      ]) {
        const refused = await mutate(SET_BILLING, { id: cart.id, address }, token);
        expect(refused.errors?.[0]).toMatchObject({
          message: COMPANY_BILLING_ADDRESS_LOCKED,
          extensions: { category: 'graphql-input' },
        });
      }
      const billed = await mutate<{ setBillingAddressOnCart: { cart: Cart } }>(
        SET_BILLING,
        { id: cart.id, address: { customer_address_id: billingId } },
        token,
      );
      expect(billed.data!.setBillingAddressOnCart.cart.billing_address?.id).toBe(billingId);
      expect(
        (
          await mutate(
            SET_METHOD,
            { id: cart.id, carrier: 'bring', method: 'business_parcel' },
            token,
          )
        ).errors,
      ).toBeUndefined();
      expect(
        (await mutate(SET_PAYMENT, { id: cart.id, payment: { code: 'wm_invoice' } }, token)).errors,
      ).toBeUndefined();

      const highest = await t.api.db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('number').as('n'))
        .executeTakeFirstOrThrow();
      const stockBefore = await stockOf(product.light);
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token);
      expect(placed.errors).toBeUndefined();
      const { errors, order, orderV2 } = placed.data!.placeOrder;
      expect(errors).toEqual([]);
      expect(orderV2!.number).toBe(String(Number(highest.n) + 1).padStart(9, '0'));
      expect(order).toEqual({ order_number: orderV2!.number });
      expect(orderV2).toMatchObject({
        status: 'Pending',
        email: DEMO.haugen.email,
        carrier: 'Bring',
        shipping_method: 'Bring - Bedriftspakke',
        payment_methods: [{ type: 'wm_invoice', name: 'Faktura (14 dager)' }],
        comments: [{ message: 'Betales mot faktura med 14 dagers betalingsfrist.' }],
        wm_customer_order_fields: { customer_ref: 'Per', customer_order_no: 'PO-77' },
        items: [
          {
            product_sku: product.light,
            quantity_ordered: 3,
            quantity_invoiced: 0,
            status: 'Ordered',
            prices: {
              price_including_tax: { value: 250 },
              row_total_including_tax: { value: 750 },
            },
          },
        ],
        total: {
          subtotal_incl_tax: { value: 750 },
          total_shipping: { value: 119.2 },
          shipping_handling: { amount_including_tax: { value: 149 } },
          grand_total: { value: 899 },
          total_tax: { value: 179.8 },
        },
      });
      expect(orderV2!.billing_address.company).toBeTruthy();
      expect(await stockOf(product.light)).toBe(stockBefore - 3);

      // In the order history, with everything.
      const history = await t.query<{
        customer: { orders: { total_count: number; items: Order[] } };
      }>(ORDER, { number: orderV2!.number }, bearer(token));
      expect(history.data!.customer.orders.items[0]).toEqual(orderV2);

      // The cart is closed; the customer gets a fresh, empty one.
      const closed = await t.query(READ, { id: cart.id }, bearer(token));
      expect(closed.errors?.[0]?.message).toBe("The cart isn't active.");
      const addToClosed = await t.query(
        ADD,
        { id: cart.id, sku: product.light, quantity: 1 },
        bearer(token),
      );
      expect(addToClosed.errors?.[0]?.message).toBe("The cart isn't active.");
      const fresh = await cartOf(token);
      expect(fresh.id).not.toBe(cart.id);
      expect(fresh.total_quantity).toBe(0);

      // Placing the same cart again gives the same order, and no second one.
      const again = await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token);
      expect(again.data!.placeOrder.orderV2!.number).toBe(orderV2!.number);
      expect(await stockOf(product.light)).toBe(stockBefore - 3);
    });

    it('a private customer pays by card: Processing, the card summary in a comment', async () => {
      const { token, cartId } = await readyCart([[product.light, 1]]);
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cartId }, token);
      expect(placed.data!.placeOrder.errors).toEqual([]);
      expect(placed.data!.placeOrder.orderV2).toMatchObject({
        status: 'Processing',
        shipping_method: 'Bring - Pakke til hentested',
        payment_methods: [{ type: 'wm_card', name: 'Kortbetaling' }],
        comments: [{ message: 'Betalt med kort (Visa som slutter på 4242).' }],
        shipping_address: {
          firstname: 'Åse',
          street: ['Storgata 1', 'Leilighet 2'],
          postcode: '2317',
          country_code: 'NO',
        },
        items: [{ quantity_invoiced: 1, status: 'Invoiced' }],
        total: { grand_total: { value: 399 } },
      });
    });

    it('asks the payment provider for the grand total with shipping, once, with the card token', async () => {
      const requests: PaymentRequest[] = [];
      provider = {
        ...simulated,
        capture: (request) => {
          requests.push(request);
          return simulated.capture(request);
        },
      };
      try {
        const { token, cartId } = await readyCart([[product.light, 2]]);
        await mutate(PLACE, { id: cartId }, token);
        await mutate(PLACE, { id: cartId }, token);
        expect(requests).toHaveLength(1);
        expect(requests[0]).toMatchObject({ method: 'wm_card', amount: 649, currency: 'NOK' });
        expect(requests[0]!.cardToken).toMatch(/^tok_/);
        expect(requests[0]!.reference).toMatch(/^cart-\d+$/);
      } finally {
        provider = simulated;
      }
    });

    it('a declined card places nothing and keeps the cart and the stock as they were', async () => {
      const stockBefore = await stockOf(product.light);
      const { token, cartId } = await readyCart(
        [[product.light, 2]],
        await cardPayment(DECLINED_CARD),
      );
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cartId }, token);
      expect(placed.errors).toBeUndefined();
      expect(placed.data!.placeOrder).toEqual({
        errors: [
          {
            code: 'UNABLE_TO_PLACE_ORDER',
            message:
              'The payment was declined by the card issuer. Try another card or payment method.',
          },
        ],
        order: null,
        orderV2: null,
      });
      expect(await stockOf(product.light)).toBe(stockBefore);
      const cart = (await t.query<{ cart: Cart }>(READ, { id: cartId }, bearer(token))).data!.cart;
      expect(cart.total_quantity).toBe(2);
      // Another card then goes through.
      await mutate(SET_PAYMENT, { id: cartId, payment: await cardPayment() }, token);
      expect(
        (await mutate<PlaceOrderResult>(PLACE, { id: cartId }, token)).data!.placeOrder.errors,
      ).toEqual([]);
    });

    it('says what is missing before an order can be placed', async () => {
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      const error = async () =>
        (await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token)).data!.placeOrder.errors[0];
      expect(await error()).toEqual({
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'Cart does not contain products.',
      });
      await add(token, cart.id, product.light, 1);
      expect((await error())?.message).toBe(
        'The shipping address is missing. Set the address and try again.',
      );
      await mutate(SET_SHIPPING, { id: cart.id, address: { address: HOME } }, token);
      expect((await error())?.message).toBe(
        'The shipping method is missing. Select the shipping method and try again.',
      );
      await mutate(SET_METHOD, { id: cart.id, carrier: 'wm_pickup', method: 'store' }, token);
      expect((await error())?.message).toBe(
        'The billing address is missing. Set the address and try again.',
      );
      await mutate(
        SET_BILLING,
        { id: cart.id, address: { address: { ...HOME, firstname: 'Per' } } },
        token,
      );
      expect((await error())?.message).toBe('Enter a valid payment method and try again.');
      // A method that no longer fits the cart: a bulky part added after choosing a parcel.
      await mutate(SET_METHOD, { id: cart.id, carrier: 'bring', method: 'pickup_point' }, token);
      await mutate(SET_PAYMENT, { id: cart.id, payment: { code: 'wm_credit' } }, token);
      await add(token, cart.id, product.heavy, 1);
      expect((await error())?.message).toBe(
        'The chosen shipping method is no longer available for this cart. Choose another shipping method.',
      );
      await mutate(SET_METHOD, { id: cart.id, carrier: 'bring', method: 'freight' }, token);
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token);
      expect(placed.data!.placeOrder.orderV2).toMatchObject({
        status: 'Processing',
        payment_methods: [{ type: 'wm_credit' }],
        billing_address: { firstname: 'Per' },
        total: { total_shipping: { value: 792 }, grand_total: { value: 250 + 1500 + 990 } },
      });
    });

    it('checks the payment and billing rules again when the order is placed', async () => {
      const db = t.api.db;
      const { token, email } = await registerCustomer(t);
      const customer = await db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('customers')
        .set({ company_id: '923456789', credit_check_approved: true })
        .where('id', '=', customer.id)
        .execute();
      const created = await t.query<{ createCustomerAddress: { id: number } }>(
        `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
        { input: { ...HOME, company: 'Østby Maskin AS', default_shipping: true } },
        bearer(token),
      );
      const addressId = created.data!.createCustomerAddress.id;
      // Only the shop sets a company's billing address on file.
      await db
        .updateTable('customer_addresses')
        .set({ default_billing: true })
        .where('id', '=', addressId)
        .execute();
      const cart = await cartOf(token);
      await add(token, cart.id, product.light, 1);
      for (const [query, variables] of [
        [SET_SHIPPING, { id: cart.id, address: { customer_address_id: addressId } }],
        [SET_BILLING, { id: cart.id, address: { same_as_shipping: true } }],
        [SET_METHOD, { id: cart.id, carrier: 'bring', method: 'business_parcel' }],
        [SET_PAYMENT, { id: cart.id, payment: { code: 'wm_invoice' } }],
      ] as const) {
        expect((await mutate(query, variables, token)).errors).toBeUndefined();
      }
      const error = async () =>
        (await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token)).data!.placeOrder.errors;
      // The credit check is withdrawn after invoice was chosen.
      await db
        .updateTable('customers')
        .set({ credit_check_approved: false })
        .where('id', '=', customer.id)
        .execute();
      expect(await error()).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: 'Payment by invoice is not available for you!' },
      ]);
      await db
        .updateTable('customers')
        .set({ credit_check_approved: true })
        .where('id', '=', customer.id)
        .execute();
      // The shop moves the billing address on file to another address.
      await db
        .updateTable('customer_addresses')
        .set({ default_billing: false })
        .where('id', '=', addressId)
        .execute();
      const other = await db
        .insertInto('customer_addresses')
        .values({
          customer_id: customer.id,
          firstname: 'Regnskap',
          lastname: 'Østby',
          company: 'Østby Maskin AS',
          street: ['Postboks 9'],
          city: 'Hamar',
          postcode: '2301',
          region: null,
          country_code: 'NO',
          telephone: '62000001',
          vat_id: null,
          default_billing: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await error())[0]?.message).toBe(COMPANY_BILLING_ADDRESS_LOCKED);
      await mutate(SET_BILLING, { id: cart.id, address: { customer_address_id: other.id } }, token);
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token);
      expect(placed.data!.placeOrder.orderV2).toMatchObject({
        status: 'Pending',
        billing_address: { firstname: 'Regnskap', city: 'Hamar' },
      });
    });

    it('someone else cannot place a customer’s cart', async () => {
      const { cartId } = await readyCart([[product.light, 1]]);
      const other = await registerCustomer(t);
      const result = await mutate(PLACE, { id: cartId }, other.token);
      expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      const unknown = await mutate<PlaceOrderResult>(PLACE, { id: 'x'.repeat(32) }, other.token);
      expect(unknown.data!.placeOrder.errors).toEqual([
        { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${'x'.repeat(32)}"` },
      ]);
    });
  });

  describe('every kind of line', () => {
    it('orders a configurable variant and a bundle, taking stock from the variant and the chosen members', async () => {
      const db = t.api.db;
      const parent = await db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('type_id', '=', 'configurable')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const variant = await db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('parent_id', '=', parent.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('products').set({ quantity: 5 }).where('id', '=', variant.id).execute();
      const bundle = await db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('type_id', '=', 'bundle')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const selections = await db
        .selectFrom('bundle_options as o')
        .innerJoin('bundle_selections as s', 's.option_id', 'o.option_id')
        .select(['o.option_id', 's.selection_id', 's.product_id', 's.position'])
        .where('o.product_id', '=', bundle.id)
        .orderBy('o.option_id')
        .orderBy('s.position')
        .execute();
      const chosen = [...new Map(selections.map((s) => [s.option_id, s])).values()];
      await db
        .updateTable('products')
        .set({ quantity: 40 })
        .where(
          'id',
          'in',
          chosen.map((s) => s.product_id),
        )
        .execute();

      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      const configurable = await t.query(
        `mutation ($id: String!, $parent: String!, $sku: String!) {
          addConfigurableProductsToCart(input: { cart_id: $id, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: 2 } }] }) { cart { id } } }`,
        { id: cart.id, parent: parent.sku, sku: variant.sku },
        bearer(token),
      );
      expect(configurable.errors).toBeUndefined();
      const bundled = await t.query(
        `mutation ($id: String!, $items: [BundleProductCartItemInput]!) {
          addBundleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { id } } }`,
        {
          id: cart.id,
          items: [
            {
              data: { sku: bundle.sku, quantity: 2 },
              bundle_options: chosen.map((s) => ({
                id: s.option_id,
                quantity: 1,
                value: [String(s.selection_id)],
              })),
            },
          ],
        },
        bearer(token),
      );
      expect(bundled.errors).toBeUndefined();
      const memberStock = async () =>
        (
          await db
            .selectFrom('products')
            .select(['id', 'quantity'])
            .where(
              'id',
              'in',
              chosen.map((s) => s.product_id),
            )
            .orderBy('id')
            .execute()
        ).map((row) => row.quantity);
      const membersBefore = await memberStock();
      for (const [query, variables] of [
        [SET_SHIPPING, { id: cart.id, address: { address: HOME } }],
        [SET_BILLING, { id: cart.id, address: { same_as_shipping: true } }],
        [SET_METHOD, { id: cart.id, carrier: 'wm_pickup', method: 'store' }],
        [SET_PAYMENT, { id: cart.id, payment: { code: 'wm_credit' } }],
      ] as const) {
        expect((await mutate(query, variables, token)).errors).toBeUndefined();
      }
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token);
      expect(placed.data!.placeOrder.errors).toEqual([]);
      expect(placed.data!.placeOrder.orderV2!.items.map((item) => item.product_sku)).toEqual([
        variant.sku,
        bundle.sku,
      ]);
      expect(await stockOf(variant.sku)).toBe(3);
      const perMember = new Map<number, number>();
      for (const s of chosen) perMember.set(s.product_id, (perMember.get(s.product_id) ?? 0) + 2);
      const ids = [...new Set(chosen.map((s) => s.product_id))].sort((a, b) => a - b);
      expect(await memberStock()).toEqual(
        ids.map((id, index) => membersBefore[index]! - perMember.get(id)!),
      );
    });

    it('keeps the delivery instructions given with the shipping address on the order', async () => {
      const { token, cartId } = await readyCart([[product.light, 1]]);
      const book = await mutate(
        SET_SHIPPING,
        { id: cartId, address: { address: HOME, customer_notes: 'x'.repeat(256) } },
        token,
      );
      expect(book.errors?.[0]?.extensions).toMatchObject({
        error_code: 'FIELD_TOO_LONG',
        field: 'customer_notes',
        max_length: 255,
      });
      const noted = await mutate<{ setShippingAddressesOnCart: { cart: Cart } }>(
        SET_SHIPPING,
        { id: cartId, address: { address: HOME, customer_notes: 'Sett pakken i garasjen' } },
        token,
      );
      expect(noted.data!.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
        customer_notes: 'Sett pakken i garasjen',
        // The method chosen before stays chosen: only the note changed.
        selected_shipping_method: { carrier_code: 'bring', method_code: 'pickup_point' },
      });
      const placed = await t.query<{
        placeOrder: { orderV2: { number: string; wm_customer_notes: string | null } };
      }>(
        'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number wm_customer_notes } } }',
        { id: cartId },
        bearer(token),
      );
      const order = placed.data!.placeOrder.orderV2;
      expect(order.wm_customer_notes).toBe('Sett pakken i garasjen');
      const history = await t.query<{
        customer: { orders: { items: { wm_customer_notes: string | null }[] } };
      }>(
        'query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { wm_customer_notes } } } }',
        { number: order.number },
        bearer(token),
      );
      expect(history.data!.customer.orders.items).toEqual([
        { wm_customer_notes: 'Sett pakken i garasjen' },
      ]);
    });

    it('orders virtual products without a shipping address or method', async () => {
      const db = t.api.db;
      const virtual = await db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('type_id', '=', 'virtual')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('products').set({ quantity: 10 }).where('id', '=', virtual.id).execute();
      const { token } = await registerCustomer(t);
      const cart = await cartOf(token);
      const added = await t.query(
        `mutation ($id: String!, $sku: String!) {
          addVirtualProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }`,
        { id: cart.id, sku: virtual.sku },
        bearer(token),
      );
      expect(added.errors).toBeUndefined();
      const shipping = await mutate(
        SET_SHIPPING,
        { id: cart.id, address: { address: HOME } },
        token,
      );
      expect(shipping.errors?.[0]?.message).toBe(
        'Shipping address is not allowed on cart: cart contains no items for shipment.',
      );
      const billed = await mutate<{ setBillingAddressOnCart: { cart: Cart } }>(
        SET_BILLING,
        { id: cart.id, address: { address: HOME, use_for_shipping: true } },
        token,
      );
      expect(billed.errors).toBeUndefined();
      expect(billed.data!.setBillingAddressOnCart.cart.shipping_addresses).toEqual([]);
      await mutate(SET_PAYMENT, { id: cart.id, payment: { code: 'wm_credit' } }, token);
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: cart.id }, token);
      expect(placed.data!.placeOrder.errors).toEqual([]);
      expect(placed.data!.placeOrder.orderV2).toMatchObject({
        shipping_address: null,
        shipping_method: null,
        total: { total_shipping: { value: 0 } },
      });
    });

    it('refuses a merged cart as not active', async () => {
      const { token } = await registerCustomer(t);
      const created = await t.query<{ createGuestCart: { cart: { id: string } } }>(
        `mutation { createGuestCart { cart { id } } }`,
      );
      const guestId = created.data!.createGuestCart.cart.id;
      await t.query(ADD, { id: guestId, sku: product.light, quantity: 1 });
      await t.query(
        `mutation ($id: String!) { mergeCarts(source_cart_id: $id) { id } }`,
        { id: guestId },
        bearer(token),
      );
      const placed = await mutate<PlaceOrderResult>(PLACE, { id: guestId }, token);
      expect(placed.data!.placeOrder.errors).toEqual([
        { code: 'CART_NOT_ACTIVE', message: "The cart isn't active." },
      ]);
    });

    it('does not give another customer the order of a cart placed already', async () => {
      const { token, cartId } = await readyCart([[product.light, 1]]);
      expect(
        (await mutate<PlaceOrderResult>(PLACE, { id: cartId }, token)).data!.placeOrder.errors,
      ).toEqual([]);
      const other = await registerCustomer(t);
      const result = await mutate<PlaceOrderResult>(PLACE, { id: cartId }, other.token);
      expect(result.data!.placeOrder).toEqual({
        errors: [{ code: 'CART_NOT_ACTIVE', message: "The cart isn't active." }],
        order: null,
        orderV2: null,
      });
    });
  });

  describe('concurrency', () => {
    it('a double submit makes one order: parallel requests for one cart all get it', async () => {
      const { token, cartId } = await readyCart([[product.light, 1]]);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => mutate<PlaceOrderResult>(PLACE, { id: cartId }, token)),
      );
      const numbers = new Set(results.map((result) => result.data?.placeOrder.orderV2?.number));
      expect(numbers.size).toBe(1);
      expect([...numbers][0]).toMatch(/^\d{9}$/);
      const orders = await t.api.db
        .selectFrom('orders as o')
        .innerJoin('carts as c', 'c.id', 'o.cart_id')
        .select('o.number')
        .where('c.masked_id', '=', cartId)
        .execute();
      expect(orders).toHaveLength(1);
    });

    it('two customers racing for the last unit: one order, the other told which product ran out', async () => {
      const first = await readyCart([[product.last, 1]]);
      const second = await readyCart([[product.last, 1]]);
      const results = await Promise.all([
        mutate<PlaceOrderResult>(PLACE, { id: first.cartId }, first.token),
        mutate<PlaceOrderResult>(PLACE, { id: second.cartId }, second.token),
      ]);
      const placed = results.filter((result) => result.data?.placeOrder.orderV2);
      const refused = results.filter((result) => result.data?.placeOrder.errors.length);
      expect(placed).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const name = (
        await t.api.db
          .selectFrom('products')
          .select('name')
          .where('sku', '=', product.last)
          .executeTakeFirstOrThrow()
      ).name;
      expect(refused[0]!.data!.placeOrder.errors[0]).toEqual({
        code: 'UNABLE_TO_PLACE_ORDER',
        message: `"${name}" (${product.last}) is not in stock in the quantity ordered. Change the quantity or remove it from the cart.`,
      });
      expect(await stockOf(product.last)).toBe(0);
      // The loser's cart is kept, and its line says what is wrong and how many are left.
      const loser = placed[0] === results[0] ? second : first;
      const lines = await t.query<{
        customerCart: {
          items: {
            quantity: number;
            is_available: boolean;
            product: { sku: string };
            errors: { code: string; wm_available_quantity: number | null }[];
          }[];
        };
      }>(
        '{ customerCart { items { quantity is_available product { sku } errors { code wm_available_quantity } } } }',
        {},
        bearer(loser.token),
      );
      expect(lines.data!.customerCart.items).toEqual([
        {
          quantity: 1,
          is_available: false,
          product: { sku: product.last },
          errors: [{ code: 'ITEM_QTY', wm_available_quantity: 0 }],
        },
      ]);
    });

    it('a line stock no longer covers names what is left, and is refused when the order is placed', async () => {
      const ready = await readyCart([[product.dear, 5]]);
      await t.api.db
        .updateTable('products')
        .set({ quantity: 2 })
        .where('sku', '=', product.dear)
        .execute();
      try {
        const placed = await mutate<PlaceOrderResult>(PLACE, { id: ready.cartId }, ready.token);
        expect(placed.data!.placeOrder.errors[0]?.code).toBe('UNABLE_TO_PLACE_ORDER');
        const lines = await t.query<{
          customerCart: { items: { errors: { code: string; wm_available_quantity: number }[] }[] };
        }>(
          '{ customerCart { items { errors { code wm_available_quantity } } } }',
          {},
          bearer(ready.token),
        );
        expect(lines.data!.customerCart.items[0]!.errors).toEqual([
          { code: 'ITEM_QTY', wm_available_quantity: 2 },
        ]);
      } finally {
        await t.api.db
          .updateTable('products')
          .set({ quantity: 1000 })
          .where('sku', '=', product.dear)
          .execute();
      }
    });

    it('orders placed at the same moment get different, consecutive numbers', async () => {
      const carts = await Promise.all([1, 2, 3, 4].map(() => readyCart([[product.light, 1]])));
      const results = await Promise.all(
        carts.map((cart) => mutate<PlaceOrderResult>(PLACE, { id: cart.cartId }, cart.token)),
      );
      const numbers = results
        .map((result) => Number(result.data!.placeOrder.orderV2!.number))
        .sort();
      expect(new Set(numbers).size).toBe(4);
      expect(numbers[3]! - numbers[0]!).toBe(3);
    });
  });
});
