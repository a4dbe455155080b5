import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './customerHelpers.js';
import { mailTo } from './mailHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  sku price_range { minimum_price { final_price { value } } }
  ... on CustomizableProductInterface { options { __typename uid title required sort_order
    ... on CustomizableFieldOption { value { max_characters price price_type wm_number_range { min max } } }
    ... on CustomizableAreaOption { value { max_characters price price_type } } } } } } }`;
const LINE = `uid quantity prices { price_including_tax { value } row_total_including_tax { value } }
  ... on SimpleCartItem { customizable_options { customizable_option_uid label type is_required
    values { value label price { value type units } } } }`;
const CUSTOMER_CART = `{ customerCart { id items { ${LINE} } } }`;
const ADD_ANY = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { items { ${LINE} } } user_errors { code message } } }`;
const ADD_SIMPLE = `mutation ($id: String!, $items: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { items { ${LINE} } } } }`;
const STEPS = {
  shipping: `mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
    firstname: "Åse", lastname: "Østby", street: ["Storgata 1"], city: "Hamar", postcode: "2317",
    country_code: "NO", telephone: "90000000" } }] }) { cart { id } } }`,
  billing: `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
  method: `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`,
  payment: `mutation ($id: String!, $card: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_card",
    wm_card: { token: $card } } }) { cart { id } } }`,
};
const PLACE = `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code } orderV2 { number } } }`;
const ORDER = `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
  items { product_sku entered_options { label value } selected_options { label value } } } } } }`;

interface Line {
  uid: string;
  quantity: number;
  prices: { price_including_tax: { value: number }; row_total_including_tax: { value: number } };
  customizable_options: {
    customizable_option_uid: string;
    label: string;
    values: { value: string; price: { value: number; type: string } }[];
  }[];
}
interface Option {
  __typename: string;
  uid: string;
  title: string;
  required: boolean;
  value: {
    max_characters: number;
    price: number;
    wm_number_range?: { min: number; max: number } | null;
  };
}

describe('custom options (customizable_options)', () => {
  let t: TestApi;
  let hose: { sku: string; price: number; length: Option; note: Option };
  let nameplate: { sku: string; text: Option };

  async function productOptions(sku: string) {
    const result = await t.query<{
      products: {
        items: {
          price_range: { minimum_price: { final_price: { value: number } } };
          options: Option[];
        }[];
      };
    }>(PRODUCT, { sku });
    expect(result.errors).toBeUndefined();
    return result.data!.products.items[0]!;
  }

  beforeAll(async () => {
    t = await startTestApi();
    const seeded = await t.api.db
      .selectFrom('product_custom_options as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select(['p.id', 'p.sku', 'o.title'])
      .orderBy('o.id')
      .execute();
    const hoseSku = seeded.find((row) => row.title === 'Lengde (cm)')!.sku;
    const plateSku = seeded.find((row) => row.title === 'Tekst på skiltet')!.sku;
    await t.api.db
      .updateTable('products')
      .set({ quantity: 100 })
      .where('sku', 'in', [hoseSku, plateSku])
      .execute();
    const hoseProduct = await productOptions(hoseSku);
    hose = {
      sku: hoseSku,
      price: hoseProduct.price_range.minimum_price.final_price.value,
      length: hoseProduct.options.find((option) => option.title === 'Lengde (cm)')!,
      note: hoseProduct.options.find((option) => option.title === 'Merknad til verkstedet')!,
    };
    const plate = await productOptions(plateSku);
    nameplate = { sku: plateSku, text: plate.options[0]! };
  });
  afterAll(() => t.close());

  it('seeds options on hoses and a nameplate, with Magento’s option types', () => {
    expect(hose.length).toMatchObject({
      __typename: 'CustomizableFieldOption',
      required: true,
      value: { price: 149, wm_number_range: { min: 10, max: 500 } },
    });
    expect(hose.note).toMatchObject({ __typename: 'CustomizableAreaOption', required: false });
    expect(nameplate.text).toMatchObject({
      __typename: 'CustomizableFieldOption',
      title: 'Tekst på skiltet',
      value: { max_characters: 30, price: 99, wm_number_range: null },
    });
  });

  async function newCart() {
    const { token, email } = await registerCustomer(t);
    const cart = await t.query<{ customerCart: { id: string } }>(CUSTOMER_CART, {}, bearer(token));
    return { token, email, id: cart.data!.customerCart.id };
  }

  it('adds entered options to the line, with their price on each unit, one line per text', async () => {
    const { token, id } = await newCart();
    const added = await t.query<{
      addProductsToCart: { cart: { items: Line[] }; user_errors: [] };
    }>(
      ADD_ANY,
      {
        id,
        items: [
          { sku: hose.sku, quantity: 2, entered_options: [{ uid: hose.length.uid, value: '250' }] },
          {
            sku: hose.sku,
            quantity: 1,
            entered_options: [{ uid: hose.length.uid, value: ' 80 ' }],
          },
        ],
      },
      { ...bearer(token), method: 'POST' },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addProductsToCart.user_errors).toEqual([]);
    const lines = added.data!.addProductsToCart.cart.items;
    expect(lines).toHaveLength(2);
    expect(lines[0]!.customizable_options).toEqual([
      {
        customizable_option_uid: hose.length.uid,
        label: 'Lengde (cm)',
        type: 'field',
        is_required: true,
        values: [{ value: '250', label: '', price: { value: 149, type: 'FIXED', units: 'NOK' } }],
      },
    ]);
    expect(lines[0]!.prices.price_including_tax.value).toBeCloseTo(hose.price + 149, 2);
    expect(lines[0]!.prices.row_total_including_tax.value).toBeCloseTo(2 * (hose.price + 149), 2);
    expect(lines[1]!.customizable_options[0]!.values[0]!.value).toBe('80');
  });

  it('takes the typed mutations’ customizable_options too', async () => {
    const { token, id } = await newCart();
    const added = await t.query<{ addSimpleProductsToCart: { cart: { items: Line[] } } }>(
      ADD_SIMPLE,
      {
        id,
        items: [
          {
            data: { sku: nameplate.sku, quantity: 1 },
            customizable_options: [{ uid: nameplate.text.uid, value_string: 'Bygdelaget SA' }],
          },
        ],
      },
      { ...bearer(token), method: 'POST' },
    );
    expect(added.errors).toBeUndefined();
    const [line] = added.data!.addSimpleProductsToCart.cart.items;
    expect(line!.customizable_options[0]!.values[0]!.value).toBe('Bygdelaget SA');
  });

  it('refuses a missing required option, a text too long and a number out of range, with codes', async () => {
    const { token, id } = await newCart();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sku: hose.sku, quantity: 1 }, 'CUSTOM_OPTION_REQUIRED', 'REQUIRED_PARAMETER_MISSING'],
      [
        { sku: hose.sku, quantity: 1, entered_options: [{ uid: hose.length.uid, value: '501' }] },
        'CUSTOM_OPTION_OUT_OF_RANGE',
        'INVALID_PARAMETER_VALUE',
      ],
      [
        { sku: hose.sku, quantity: 1, entered_options: [{ uid: hose.length.uid, value: 'lang' }] },
        'CUSTOM_OPTION_OUT_OF_RANGE',
        'INVALID_PARAMETER_VALUE',
      ],
      [
        {
          sku: nameplate.sku,
          quantity: 1,
          entered_options: [{ uid: nameplate.text.uid, value: 'x'.repeat(31) }],
        },
        'CUSTOM_OPTION_TOO_LONG',
        'INVALID_PARAMETER_VALUE',
      ],
    ];
    for (const [item, code, typed] of cases) {
      const viaTyped = await t.query(
        ADD_SIMPLE,
        {
          id,
          items: [
            {
              data: { sku: item.sku, quantity: 1 },
              customizable_options: (
                (item.entered_options as { uid: string; value: string }[]) ?? []
              ).map((entry) => ({ uid: entry.uid, value_string: entry.value })),
            },
          ],
        },
        { ...bearer(token), method: 'POST' },
      );
      expect(
        (viaTyped.errors as { extensions?: { error_code?: string } }[] | undefined)?.[0]
          ?.extensions,
        code,
      ).toMatchObject({ error_code: code });
      const viaAny = await t.query<{ addProductsToCart: { user_errors: { code: string }[] } }>(
        ADD_ANY,
        { id, items: [item] },
        { ...bearer(token), method: 'POST' },
      );
      expect(viaAny.data!.addProductsToCart.user_errors.map((error) => error.code)).toEqual([
        typed,
      ]);
    }
    const cart = await t.query<{ customerCart: { items: Line[] } }>(
      CUSTOMER_CART,
      {},
      bearer(token),
    );
    expect(cart.data!.customerCart.items).toEqual([]);
  });

  it('keeps the entered options on the order line, and the confirmation mail reads them from the order', async () => {
    const { token, id, email } = await newCart();
    const added = await t.query(
      ADD_ANY,
      {
        id,
        items: [
          {
            sku: hose.sku,
            quantity: 1,
            entered_options: [
              { uid: hose.length.uid, value: '120' },
              { uid: hose.note.uid, value: 'Vinkel 90° i ene enden' },
            ],
          },
        ],
      },
      { ...bearer(token), method: 'POST' },
    );
    expect(added.errors).toBeUndefined();
    // The hosted card form's single-use token for an approved card.
    const card = await t.payment.cardToken('4242424242424242');
    for (const step of Object.values(STEPS)) {
      const result = await t.query(step, { id, card }, { ...bearer(token), method: 'POST' });
      expect(result.errors).toBeUndefined();
    }
    const placed = await t.query<{ placeOrder: { orderV2: { number: string } } }>(
      PLACE,
      { id },
      { ...bearer(token), method: 'POST' },
    );
    expect(placed.errors).toBeUndefined();
    const order = await t.query<{
      customer: { orders: { items: { items: { entered_options: unknown }[] }[] } };
    }>(ORDER, { number: placed.data!.placeOrder.orderV2.number }, bearer(token));
    const number = placed.data!.placeOrder.orderV2.number;
    expect(order.data!.customer.orders.items[0]!.items[0]!.entered_options).toEqual([
      { label: 'Lengde (cm)', value: '120' },
      { label: 'Merknad til verkstedet', value: 'Vinkel 90° i ene enden' },
    ]);
    const stored = await t.api.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.entered_options', 'i.selected_options'])
      .where('o.number', '=', number)
      .executeTakeFirstOrThrow();
    expect(stored.selected_options).toEqual([]);
    const mail = await mailTo(t, email, `Ordrebekreftelse ${number}`);
    for (const option of stored.entered_options) {
      expect(mail.text).toContain(`${option.label}: ${option.value}`);
      expect(mail.html).toContain(`${option.label}: ${option.value}`);
    }
    expect(mail.text).toContain('Lengde (cm): 120');
  });
});
