import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, newEmail, registerCustomer, tokenFor } from './customerHelpers.js';
import { mailTo, outboxFor, pdfText } from './mailHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const ADD = `mutation ($id: String!, $sku: String!, $quantity: Float!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) { cart { id } } }`;
const ADD_CONFIGURABLE = `mutation ($id: String!, $parent: String!, $sku: String!) {
  addConfigurableProductsToCart(input: { cart_id: $id, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: 1 } }] }) {
    cart { items { ... on ConfigurableCartItem { configurable_options { option_label value_label } } } } } }`;
const SET_SHIPPING = `mutation ($id: String!, $address: ShippingAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$address] }) { cart { id } } }`;
const SET_BILLING = `mutation ($id: String!, $address: BillingAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: $address }) { cart { id } } }`;
const SET_METHOD = `mutation ($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }`;
const SET_PAYMENT = `mutation ($id: String!, $payment: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $payment }) { cart { id } } }`;
const REFERENCES = `mutation ($id: String!) {
  addCustomFieldsToCart(input: { cart_id: $id, customer_ref: "Per <Innkjøp>", customer_order_no: "PO-77" }) { cart { id } } }`;
const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number order_date total { grand_total { value } } } } }`;

/** An approved card, as the hosted form's single-use token for it. */
const cardOk = async (api: TestApi) => ({ token: await api.payment.cardToken('4242424242424242') });
/** A customer whose names would be markup if a mail did not escape them. */
const HOME = {
  firstname: 'Åse <b>',
  lastname: 'Østby & co',
  street: ['Storgata 1 <script>alert(1)</script>'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '90000000',
};

/** Amounts as the mails print them, with ordinary spaces (`plain`). */
const kr = (amount: number) =>
  `${amount
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    .replace('.', ',')} kr`;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const osloDate = (date: Date) =>
  new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

describe('order confirmation mail', () => {
  let t: TestApi;
  let simpleSku = '';

  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 120 },
      { customers: { storefrontUrl: 'https://butikk.test' } },
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
      .set({
        price: 250,
        special_price: null,
        min_final_price: 250,
        max_final_price: 250,
        quantity: 1000,
        weight: 2,
      })
      .where('id', '=', row.id)
      .execute();
    simpleSku = row.sku;
  }, 120_000);
  afterAll(() => t?.close());

  async function step(query: string, variables: Record<string, unknown>, token: string) {
    const result = await t.query<Record<string, unknown>>(query, variables, bearer(token));
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  async function cartId(token: string) {
    const result = await t.query<{ customerCart: { id: string } }>(
      `{ customerCart { id } }`,
      {},
      bearer(token),
    );
    return result.data!.customerCart.id;
  }

  async function place(token: string, id: string) {
    const data = (await step(PLACE, { id }, token)) as {
      placeOrder: {
        errors: unknown[];
        orderV2: { number: string; order_date: string; total: { grand_total: { value: number } } };
      };
    };
    expect(data.placeOrder.errors).toEqual([]);
    return data.placeOrder.orderV2;
  }

  async function receipt(entryId: number) {
    const response = await fetch(`${t.origin}/dev/outbox/${entryId}/attachments/0`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await response.arrayBuffer());
  }

  it('a private card order: lines with options, totals incl. VAT, addresses, card brand and last four, a receipt PDF', async () => {
    const email = newEmail('privat');
    const created = await t.query(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      {
        input: {
          email,
          password: 'Traktor-2024',
          firstname: HOME.firstname,
          lastname: HOME.lastname,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const token = await tokenFor(t, email, 'Traktor-2024');
    const id = await cartId(token);
    await step(ADD, { id, sku: simpleSku, quantity: 2 }, token);
    const parent = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'configurable')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const variant = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku', 'name'])
      .where('parent_id', '=', parent.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 5 })
      .where('id', '=', variant.id)
      .execute();
    const added = (await step(
      ADD_CONFIGURABLE,
      { id, parent: parent.sku, sku: variant.sku },
      token,
    )) as {
      addConfigurableProductsToCart: {
        cart: {
          items: { configurable_options?: { option_label: string; value_label: string }[] }[];
        };
      };
    };
    const options = added.addConfigurableProductsToCart.cart.items.flatMap(
      (item) => item.configurable_options ?? [],
    );
    expect(options.length).toBeGreaterThan(0);
    await step(SET_SHIPPING, { id, address: { address: HOME } }, token);
    await step(SET_BILLING, { id, address: { same_as_shipping: true } }, token);
    await step(SET_METHOD, { id, carrier: 'bring', method: 'pickup_point' }, token);
    await step(SET_PAYMENT, { id, payment: { code: 'wm_card', wm_card: await cardOk(t) } }, token);
    const order = await place(token, id);

    const mail = await mailTo(t, email, `Ordrebekreftelse ${order.number} fra Agri Deler`);
    const text = plain(mail.text);
    expect(text).toContain('Hei Åse <b>,');
    expect(text).toContain(`${simpleSku}`);
    expect(text).toContain(`| 2 | ${kr(500)}`);
    expect(text).toContain(`Varenr. ${variant.sku}`);
    for (const option of options)
      expect(text).toContain(`${option.option_label}: ${option.value_label}`);
    // The order keeps the variant's options (Magento's selected_options), which the mail read.
    const ordered = await t.query<{
      customer: {
        orders: {
          items: {
            wm_invoice_terms: unknown;
            items: { product_sku: string; selected_options: unknown[] }[];
          }[];
        };
      };
    }>(
      `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) {
        items { wm_invoice_terms { days } items { product_sku selected_options { label value } } } } } }`,
      { number: order.number },
      bearer(token),
    );
    expect(
      ordered.data!.customer.orders.items[0]!.items.find((item) => item.product_sku === variant.sku)
        ?.selected_options,
    ).toEqual(options.map((option) => ({ label: option.option_label, value: option.value_label })));
    expect(ordered.data!.customer.orders.items[0]!.wm_invoice_terms).toBeNull();
    expect(text).toContain('Varer inkl. mva');
    expect(text).toContain(`Totalt inkl. mva | ${kr(order.total.grand_total.value)}`);
    expect(text).toContain(
      'Leveringsadresse:\nÅse <b> Østby & co\nStorgata 1 <script>alert(1)</script>\n2317 Hamar',
    );
    expect(text).toContain('Leveringsmåte: Bring - Pakke til hentested');
    expect(text).toContain('Betaling: Kortbetaling: Visa som slutter på 4242');
    expect(text).not.toContain('4242 4242');
    expect(text).not.toContain('Forfallsdato');
    expect(mail.links).toContain(`https://butikk.test/customer/order-history/${order.number}`);
    // Like every mail to a shopper: a one-click newsletter unsubscribe link (RFC 8058).
    const unsubscribe = mail.links.at(-1)!;
    expect(unsubscribe).toMatch(/^https:\/\/butikk\.test\/nyhetsbrev\/avmeld\?token=/);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain('Meld deg av nyhetsbrevet');
    // The HTML part has the same content, every piece of customer data escaped.
    expect(mail.html).toContain('Åse &lt;b&gt; Østby &amp; co');
    expect(mail.html).toContain('Storgata 1 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');

    expect(mail.attachments).toEqual([
      {
        position: 0,
        filename: `kvittering-${order.number}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const pdf = await receipt(mail.id);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const drawn = plain(pdfText(pdf));
    expect(drawn).toContain(`Kvittering for ordre ${order.number}`);
    expect(drawn).toContain(kr(order.total.grand_total.value));
    expect(drawn).toContain('Åse <b> Østby & co');

    // Placing the ordered cart again (a double click) answers the same order and mails nothing more.
    expect((await place(token, id)).number).toBe(order.number);
    await mailTo(t, email, 'Ordrebekreftelse');
  });

  it('a business invoice order: amounts before VAT, the references, the terms and the due date', async () => {
    const token = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
    const id = await cartId(token);
    await step(ADD, { id, sku: simpleSku, quantity: 3 }, token);
    await step(REFERENCES, { id }, token);
    const book = (await step(
      `{ customer { addresses { id default_billing default_shipping } } }`,
      {},
      token,
    )) as {
      customer: {
        addresses: { id: number; default_billing: boolean; default_shipping: boolean }[];
      };
    };
    const addresses = book.customer.addresses;
    const billing = addresses.find((a) => a.default_billing)!.id;
    const shipping = addresses.find((a) => a.default_shipping && !a.default_billing)!.id;
    await step(SET_SHIPPING, { id, address: { customer_address_id: shipping } }, token);
    await step(SET_BILLING, { id, address: { customer_address_id: billing } }, token);
    await step(SET_METHOD, { id, carrier: 'bring', method: 'business_parcel' }, token);
    await step(SET_PAYMENT, { id, payment: { code: 'wm_invoice' } }, token);
    const order = await place(token, id);

    const mail = await mailTo(t, DEMO.haugen.email, `Ordrebekreftelse ${order.number}`);
    const text = plain(mail.text);
    const placed = await t.api.db
      .selectFrom('orders')
      .select('created_at')
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    const due = osloDate(new Date(placed.created_at.getTime() + 14 * 86_400_000));
    const terms = await t.query<{
      customer: { orders: { items: { wm_invoice_terms: { days: number; due_date: string } }[] } };
    }>(
      `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) {
        items { wm_invoice_terms { days due_date } wm_customer_order_fields { customer_ref customer_order_no } } } } }`,
      { number: order.number },
      bearer(token),
    );
    // The order history serves the terms and due date the mail prints.
    expect(terms.data!.customer.orders.items[0]).toEqual({
      wm_invoice_terms: { days: 14, due_date: due.split('.').reverse().join('-') },
      wm_customer_order_fields: { customer_ref: 'Per <Innkjøp>', customer_order_no: 'PO-77' },
    });
    // 3 × 250 incl. VAT and 149 shipping incl. VAT, shown before VAT; the amount due with it.
    expect(text).toContain(`| 3 | ${kr(600)}`);
    expect(text).toContain(`Varer eks. mva | ${kr(600)}`);
    expect(text).toContain(`Frakt eks. mva | ${kr(119.2)}`);
    expect(text).toContain(`Sum eks. mva | ${kr(719.2)}`);
    expect(text).toContain(`Mva 25 % | ${kr(179.8)}`);
    expect(text).toContain(`Å betale inkl. mva | ${kr(899)}`);
    expect(text).toContain('Prisene er oppgitt eksklusive mva.');
    expect(text).not.toContain(kr(750));
    expect(text).toContain('Deres referanse: Per <Innkjøp>\nDeres ordrenummer: PO-77');
    expect(text).toContain(`Betaling: Faktura, 14 dager netto. Forfallsdato: ${due}`);
    expect(text).toContain(
      'Fakturaadresse:\nHaugen Gård AS\nKari Haugen\nPostboks 44\n2381 Brumunddal',
    );
    expect(text).toContain('Leveringsmåte: Bring - Bedriftspakke');
    expect(mail.html).toContain('Per &lt;Innkjøp&gt;');

    const drawn = plain(pdfText(await receipt(mail.id)));
    expect(drawn).toContain(`Faktura for ordre ${order.number}`);
    expect(drawn).toContain('Betalingsbetingelser: 14 dager netto');
    expect(drawn).toContain(`Forfallsdato: ${due}`);
    expect(drawn).toContain('Deres referanse: Per <Innkjøp>');
    expect(drawn).toContain('Deres ordrenummer: PO-77');
    expect(drawn).toContain(kr(719.2));
  });

  it('the outbox page lists the confirmation with its receipt to download and its HTML part', async () => {
    const [latest] = await outboxFor(t, DEMO.haugen.email);
    const page = await (
      await fetch(`${t.origin}/dev/outbox?to=${encodeURIComponent(DEMO.haugen.email)}`)
    ).text();
    expect(page).toContain(`href="/dev/outbox/${latest!.id}/attachments/0" download="kvittering-`);
    const html = await fetch(`${t.origin}/dev/outbox/${latest!.id}.html`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('Ordrebekreftelse');
    expect((await fetch(`${t.origin}/dev/outbox/${latest!.id}/attachments/9`)).status).toBe(404);
  });
});

describe('an order whose mail fails', () => {
  it('is placed all the same, as is the account whose welcome mail failed', async () => {
    const failures: string[] = [];
    const t = await startTestApi(
      { productCount: 50 },
      {
        mail: {
          send: async (message) => {
            failures.push(message.subject);
            throw new Error('mail server down');
          },
        },
      },
    );
    try {
      const { token } = await registerCustomer(t);
      const id = (
        await t.query<{ customerCart: { id: string } }>(
          `{ customerCart { id } }`,
          {},
          bearer(token),
        )
      ).data!.customerCart.id;
      const sku = (
        await t.api.db
          .selectFrom('products')
          .select('sku')
          .where('type_id', '=', 'simple')
          .where('parent_id', 'is', null)
          .where('quantity', '>', 10)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).sku;
      for (const [query, variables] of [
        [ADD, { id, sku, quantity: 1 }],
        [SET_SHIPPING, { id, address: { address: HOME } }],
        [SET_BILLING, { id, address: { same_as_shipping: true } }],
        [SET_METHOD, { id, carrier: 'wm_pickup', method: 'store' }],
        [SET_PAYMENT, { id, payment: { code: 'wm_card', wm_card: await cardOk(t) } }],
      ] as const) {
        expect((await t.query(query, variables, bearer(token))).errors).toBeUndefined();
      }
      const placed = await t.query<{
        placeOrder: { errors: unknown[]; orderV2: { number: string } };
      }>(PLACE, { id }, bearer(token));
      expect(placed.errors).toBeUndefined();
      expect(placed.data!.placeOrder.errors).toEqual([]);
      expect(failures).toEqual([
        'Velkommen som kunde hos Agri Deler',
        `Ordrebekreftelse ${placed.data!.placeOrder.orderV2.number} fra Agri Deler`,
      ]);
      const stored = await t.api.db
        .selectFrom('orders')
        .select('number')
        .where('number', '=', placed.data!.placeOrder.orderV2.number)
        .executeTakeFirst();
      expect(stored).toBeDefined();
    } finally {
      await t.close();
    }
  }, 120_000);
});
