import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, newEmail, registerCustomer, tokenFor } from './customerHelpers.js';
import { mailTo, outboxFor } from './mailHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/** Quote requests (`WmRequestQuote`) through HTTP against a real commerce-api and its database. */

const REQUEST_QUOTE = `mutation ($input: WmQuoteRequestInput!) {
  WmRequestQuote(input: $input) {
    quote_request { number sku product_name quantity message name email phone created_at }
  }
}`;
const SHOP = 'kundeservice@agrideler.no';

interface QuoteAnswer {
  WmRequestQuote: {
    quote_request: {
      number: string;
      sku: string;
      product_name: string;
      quantity: number;
      message: string | null;
      name: string;
      email: string;
      phone: string | null;
      created_at: string;
    };
  };
}

const from = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...headers },
});

describe('quote requests', () => {
  let t: TestApi;
  let quoteProduct: { sku: string; name: string };
  let onlineProduct: { sku: string };
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 300 },
      {
        customers: { storefrontUrl: 'https://butikk.test' },
        limits: { quoteRequestsPerHour: 3 },
        // The limit's clock stands still: no hour ends halfway through the test.
        clock: () => new Date('2026-11-21T10:05:00Z'),
      },
    );
    const products = await t.api.db
      .selectFrom('products')
      .select(['sku', 'name', 'wm_order_product'])
      .where('visible', '=', true)
      .orderBy('id')
      .execute();
    quoteProduct = products.find((product) => product.wm_order_product)!;
    onlineProduct = products.find((product) => !product.wm_order_product)!;
    expect(quoteProduct).toBeDefined();
  });
  afterAll(() => t?.close());

  const ask = (input: Record<string, unknown>, client: string, headers = {}) =>
    t.query<QuoteAnswer>(REQUEST_QUOTE, { input }, from(client, headers));

  it('lets no cart take a quote product, whichever client asks: only an online product goes in', async () => {
    const created = await t.query<{ createEmptyCart: string }>(
      'mutation { createEmptyCart }',
      {},
      { method: 'POST' },
    );
    const cartId = created.data!.createEmptyCart;
    const add = (sku: string) =>
      t.query<{
        addProductsToCart: {
          cart: { items: { product: { sku: string } }[] };
          user_errors: { code: string; message: string }[];
        };
      }>(
        'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { product { sku } } } user_errors { code message } } }',
        { id: cartId, sku },
        { method: 'POST' },
      );
    const refused = await add(quoteProduct.sku);
    expect(refused.data?.addProductsToCart.user_errors).toEqual([
      { code: 'NOT_SALABLE', message: expect.stringContaining('ask for a quote') },
    ]);
    expect(refused.data?.addProductsToCart.cart.items).toEqual([]);
    const added = await add(onlineProduct.sku);
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    expect(added.data?.addProductsToCart.cart.items).toEqual([
      { product: { sku: onlineProduct.sku } },
    ]);
  });

  it('stores a guest’s request and mails the shop and the buyer, in Norwegian with HTML', async () => {
    const email = newEmail('tilbud');
    const answer = await ask(
      {
        sku: quoteProduct.sku,
        quantity: 2,
        message: 'Kan dere levere til Hamar i april? <b>Innbytte</b> av gammel maskin?',
        name: ' Kari Nordmann ',
        email,
        phone: '+47 912 34 567',
      },
      '203.0.113.10',
    );
    expect(answer.errors).toBeUndefined();
    const request = answer.data!.WmRequestQuote.quote_request;
    expect(request).toMatchObject({
      sku: quoteProduct.sku,
      product_name: quoteProduct.name,
      quantity: 2,
      name: 'Kari Nordmann',
      email,
      phone: '+47 912 34 567',
    });
    expect(request.number).toMatch(/^T\d{6}$/);

    const stored = await t.api.db
      .selectFrom('quote_requests')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ quantity: 2, customer_id: null, sku: quoteProduct.sku });

    const shopMail = await mailTo(t, SHOP, `Tilbudsforespørsel ${request.number}:`);
    expect(shopMail.subject).toBe(`Tilbudsforespørsel ${request.number}: ${quoteProduct.name}`);
    expect(shopMail.text).toContain('Kunde: gjest (ikke innlogget)');
    expect(shopMail.text).toContain('Innbytte');
    expect(shopMail.text).toContain(`Svar kunden på ${email}.`);
    expect(shopMail.text).toContain(
      `https://butikk.test/p/${encodeURIComponent(quoteProduct.sku)}`,
    );
    // The buyer's text is escaped in the HTML part.
    expect(shopMail.html).toContain('&lt;b&gt;Innbytte&lt;/b&gt;');
    expect(shopMail.html).not.toContain('<b>Innbytte</b>');

    const receipt = await mailTo(t, email, 'Vi har mottatt forespørselen din om tilbud');
    expect(receipt.subject).toContain(request.number);
    expect(receipt.text).toContain('Hei Kari Nordmann,');
    expect(receipt.text).toContain(`${quoteProduct.name} | ${quoteProduct.sku} | 2`);
    // A stranger's text never reaches an address nobody confirmed.
    expect(receipt.text).not.toContain('Innbytte');
    expect(receipt.html).toContain('<html lang="nb">');
  });

  it('fills in a signed-in customer’s name, e-mail and telephone, and links the account', async () => {
    const token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const answer = await ask(
      { sku: quoteProduct.sku, quantity: 1 },
      '203.0.113.11',
      bearer(token).headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.WmRequestQuote.quote_request).toMatchObject({
      name: 'Ola Nordmann',
      email: DEMO.ola.email,
      phone: '+47 912 34 567',
      message: null,
    });
    const customer = await t.api.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', DEMO.ola.email)
      .executeTakeFirstOrThrow();
    const number = answer.data!.WmRequestQuote.quote_request.number;
    const stored = await t.api.db
      .selectFrom('quote_requests')
      .select('customer_id')
      .where('id', '=', Number(number.slice(1)))
      .executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(customer.id);
    const shopMail = await mailTo(t, SHOP, `Tilbudsforespørsel ${number}:`);
    expect(shopMail.text).toContain(`Kunde: innlogget kunde, kundenr. ${customer.id}`);
    expect(shopMail.text).toContain('Ingen melding.');
  });

  it('asks a customer without an address for what is missing only where nothing fills it in', async () => {
    const customer = await registerCustomer(t);
    const answer = await ask(
      { sku: quoteProduct.sku, quantity: 3, name: 'Åse på gården' },
      '203.0.113.12',
      bearer(customer.token).headers,
    );
    expect(answer.data!.WmRequestQuote.quote_request).toMatchObject({
      name: 'Åse på gården',
      email: customer.email,
      phone: null,
    });
  });

  it('answers an unknown token as a guest, who must then give the contact details', async () => {
    const answer = await ask(
      { sku: quoteProduct.sku, quantity: 1 },
      '203.0.113.13',
      bearer('not-a-token').headers,
    );
    expect(answer.data?.WmRequestQuote ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'REQUIRED_PARAMETER_MISSING',
      fields: ['name', 'email'],
    });
  });

  it.each([
    [{ quantity: 0 }, { error_code: 'INVALID_PARAMETER_VALUE', field: 'quantity' }],
    [{ quantity: 2.5 }, { error_code: 'INVALID_PARAMETER_VALUE', field: 'quantity' }],
    [{ name: 'K' }, { error_code: 'INVALID_PARAMETER_VALUE', field: 'name' }],
    [{ email: 'kari@' }, { error_code: 'INVALID_EMAIL' }],
    [{ phone: '12 34' }, { error_code: 'INVALID_PARAMETER_VALUE', field: 'phone' }],
    [{ message: 'x'.repeat(2001) }, { error_code: 'FIELD_TOO_LONG', max_length: 2000 }],
  ])(
    'refuses %o with a clear input error, storing and mailing nothing',
    async (change, refusal) => {
      const email = newEmail('ugyldig');
      const answer = await ask(
        { sku: quoteProduct.sku, quantity: 1, name: 'Kari', email, ...change },
        '203.0.113.14',
      );
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        category: 'graphql-input',
        ...refusal,
      });
      expect(await outboxFor(t, email)).toEqual([]);
    },
  );

  it('refuses an unknown product and a product sold online', async () => {
    const unknown = await ask(
      { sku: 'FINNES-IKKE', quantity: 1, name: 'Kari', email: newEmail() },
      '203.0.113.15',
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-no-such-entity',
      error_code: 'PRODUCT_NOT_FOUND',
    });
    const online = await ask(
      { sku: onlineProduct.sku, quantity: 1, name: 'Kari', email: newEmail() },
      '203.0.113.15',
    );
    expect(online.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'QUOTE_NOT_OFFERED',
      sku: onlineProduct.sku,
    });
  });

  it('limits the requests one client may send, refused inputs not counted', async () => {
    const input = () => ({ sku: quoteProduct.sku, quantity: 1, name: 'Per', email: newEmail() });
    expect((await ask({ ...input(), quantity: 0 }, '198.51.100.20')).errors).toBeDefined();
    for (let i = 0; i < 3; i++) {
      expect((await ask(input(), '198.51.100.20')).errors).toBeUndefined();
    }
    const refused = await ask(input(), '198.51.100.20');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      category: 'wm-unavailable',
      error_code: 'TOO_MANY_REQUESTS',
      retry_after_seconds: expect.any(Number),
    });
    // Another client is not held back.
    expect((await ask(input(), '198.51.100.21')).errors).toBeUndefined();
  });
});
