import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, registerCustomer, tokenFor, HOME_ADDRESS } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * An order's invoices (`CustomerOrder.invoices`) and its payment details
 * (`OrderPaymentMethod.additional_data`), issue 25 item 3: a card, credit or Vipps order is
 * invoiced when paid at placement, an order on invoice terms when its parcel leaves.
 */

const ORDER_FIELDS = `
  number status
  items { id product_sku quantity_ordered quantity_invoiced }
  payment_methods { type name additional_data { name value } }
  total { subtotal { value } total_tax { value } grand_total { value } total_shipping { value } }
  invoices {
    id number
    comments { message timestamp }
    items {
      __typename id product_name product_sku quantity_invoiced
      product_sale_price { value currency }
      order_item { id product_sku }
    }
    total {
      subtotal { value } total_tax { value } grand_total { value } base_grand_total { value }
      total_shipping { value } shipping_handling { amount_including_tax { value } }
      taxes { amount { value } rate title } discounts { amount { value } }
    }
  }`;
const ORDERS = `{ customer { orders(pageSize: 50) { items { ${ORDER_FIELDS} } } } }`;
const ORDER = `query ($number: String!) {
  customer { orders(filter: { number: { eq: $number } }) { items { ${ORDER_FIELDS} } } } }`;

interface Order {
  number: string;
  status: string;
  items: { id: string; product_sku: string; quantity_ordered: number; quantity_invoiced: number }[];
  payment_methods: {
    type: string;
    name: string;
    additional_data: { name: string; value: string }[];
  }[];
  total: Record<string, { value: number }>;
  invoices: {
    id: string;
    number: string;
    comments: { message: string; timestamp: string }[];
    items: {
      __typename: string;
      product_sku: string;
      quantity_invoiced: number;
      order_item: { id: string; product_sku: string };
    }[];
    total: Record<string, unknown>;
  }[];
}

describe("an order's invoices and payment details", () => {
  let t: TestApi;
  let sku = '';
  beforeAll(async () => {
    t = await startTestApi({ productCount: 80 });
    const product = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .where('quantity', '>', 10)
      .where('weight', '<', 20)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    sku = product.sku;
  }, 120_000);
  afterAll(() => t?.close());

  const mutate = async (token: string, query: string, variables: Record<string, unknown>) => {
    const result = await t.query<Record<string, unknown>>(query, variables, bearer(token));
    expect(result.errors, query.slice(0, 60)).toBeUndefined();
    return result.data!;
  };

  /** Places an order of two of `sku` for the token's customer, shipped to a home address. */
  async function placeOrder(token: string, payment: Record<string, unknown>, billingBook?: number) {
    const cart = await t.query<{ customerCart: { id: string } }>(
      `{ customerCart { id } }`,
      {},
      bearer(token),
    );
    const id = cart.data!.customerCart.id;
    await mutate(
      token,
      `mutation ($id: String!, $sku: String!) {
        addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { id } } }`,
      { id, sku },
    );
    await mutate(
      token,
      `mutation ($id: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
      { id, address: HOME_ADDRESS },
    );
    await mutate(
      token,
      `mutation ($id: String!, $billing: BillingAddressInput!) {
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: $billing }) { cart { id } } }`,
      {
        id,
        billing:
          billingBook === undefined
            ? { same_as_shipping: true }
            : { customer_address_id: billingBook },
      },
    );
    await mutate(
      token,
      `mutation ($id: String!) {
        setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`,
      { id },
    );
    await mutate(
      token,
      `mutation ($id: String!, $payment: PaymentMethodInput!) {
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $payment }) { cart { id } } }`,
      { id, payment },
    );
    const placed = await mutate(
      token,
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`,
      { id },
    );
    const result = placed.placeOrder as { errors: unknown[]; orderV2: { number: string } };
    expect(result.errors).toEqual([]);
    return orderOf(token, result.orderV2.number);
  }

  async function orderOf(token: string, number: string): Promise<Order> {
    const read = await t.query<{ customer: { orders: { items: Order[] } } }>(
      ORDER,
      { number },
      bearer(token),
    );
    expect(read.errors).toBeUndefined();
    return read.data!.customer.orders.items[0]!;
  }

  it('invoices a card order when it is paid: every line, the order total, card brand and last four', async () => {
    const { token } = await registerCustomer(t);
    const order = await placeOrder(token, {
      code: 'wm_card',
      wm_card: { token: await t.payment.cardToken('4111111111111111') },
    });
    expect(order.status).toBe('Processing');
    const [payment] = order.payment_methods;
    const data = Object.fromEntries(
      payment!.additional_data.map((entry) => [entry.name, entry.value]),
    );
    expect(data).toEqual({
      card_brand: expect.any(String),
      card_last4: '1111',
      transaction_id: expect.any(String),
    });
    // Never the card number, whole or in part beyond the last four.
    expect(JSON.stringify(payment)).not.toContain('411111');

    expect(order.invoices).toHaveLength(1);
    const [invoice] = order.invoices;
    expect(invoice).toMatchObject({ number: order.number, comments: [] });
    expect(invoice!.items).toEqual([
      expect.objectContaining({
        __typename: 'InvoiceItem',
        product_sku: sku,
        quantity_invoiced: 2,
        order_item: { id: order.items[0]!.id, product_sku: sku },
      }),
    ]);
    expect(invoice!.total).toMatchObject({
      subtotal: order.total.subtotal,
      total_tax: order.total.total_tax,
      grand_total: order.total.grand_total,
      base_grand_total: order.total.grand_total,
      total_shipping: order.total.total_shipping,
    });
  });

  it('invoices an order on invoice terms when it ships, and gives its terms as payment details', async () => {
    const token = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
    const book = await t.query<{
      customer: { addresses: { id: number; default_billing: boolean }[] };
    }>(`{ customer { addresses { id default_billing } } }`, {}, bearer(token));
    const billingId = book.data!.customer.addresses.find((a) => a.default_billing)!.id;
    const order = await placeOrder(token, { code: 'wm_invoice' }, billingId);
    expect(order.status).toBe('Pending');
    expect(order.invoices).toEqual([]);
    const data = Object.fromEntries(
      order.payment_methods[0]!.additional_data.map((entry) => [entry.name, entry.value]),
    );
    expect(data).toEqual({
      invoice_terms_days: '14',
      invoice_due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const shipped = await fetch(`${t.origin}/dev/ship`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: order.number }),
    });
    expect(shipped.status).toBe(201);
    const after = await orderOf(token, order.number);
    expect(after.status).toBe('Complete');
    expect(after.items[0]!.quantity_invoiced).toBe(2);
    expect(after.invoices).toHaveLength(1);
    const [invoice] = after.invoices;
    expect(invoice!.items.map((item) => [item.product_sku, item.quantity_invoiced])).toEqual([
      [sku, 2],
    ]);
    expect(invoice!.comments).toEqual([
      {
        message: `Betales innen ${data.invoice_due_date} (14 dagers betalingsfrist).`,
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect(invoice!.total).toMatchObject({ grand_total: after.total.grand_total });
  });

  it("gives the seeded history an invoice exactly where the lines are invoiced, with the order's totals", async () => {
    const token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const read = await t.query<{ customer: { orders: { items: Order[] } } }>(
      ORDERS,
      {},
      bearer(token),
    );
    expect(read.errors).toBeUndefined();
    const orders = read.data!.customer.orders.items;
    const statuses = new Set<string>();
    for (const order of orders) {
      const invoiced = order.items.some((item) => item.quantity_invoiced > 0);
      expect(order.invoices.length, `${order.number} ${order.status}`).toBe(invoiced ? 1 : 0);
      if (!invoiced) {
        expect(['Pending', 'On Hold', 'Canceled']).toContain(order.status);
        continue;
      }
      statuses.add(order.status);
      const [invoice] = order.invoices;
      expect(invoice!.number).toBe(order.number);
      expect(invoice!.items.map((item) => item.order_item.id)).toEqual(
        order.items.filter((item) => item.quantity_invoiced > 0).map((item) => item.id),
      );
      expect(invoice!.total).toMatchObject({ grand_total: order.total.grand_total });
    }
    // The seeded history has paid orders in several states.
    expect(statuses.size).toBeGreaterThan(1);
  });
});
