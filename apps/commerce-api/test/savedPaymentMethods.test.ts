import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, NOT_AUTHORIZED, registerCustomer } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Fields Magento frontends ask for that this shop answers with its own settings: saved payment
 * methods (none: cards are tokenised per payment), the address fax (never asked for) and two store
 * settings. See docs/commerce-api/magento-clients.md.
 */
describe('saved payment methods and other fields Magento frontends read', () => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    t = await startTestApi();
    ({ token } = await registerCustomer(t));
  });
  afterAll(() => t?.close());

  const TOKENS = `{ customerPaymentTokens { items { public_hash payment_method_code type details } } }`;
  const DELETE = `mutation ($hash: String!) {
    deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } }
  }`;

  it('lists no saved payment methods for a signed-in customer', async () => {
    const result = await t.query(TOKENS, {}, { method: 'POST', ...bearer(token) });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ customerPaymentTokens: { items: [] } });
  });

  it('refuses a guest the saved payment methods, as Magento does', async () => {
    const list = await t.query(TOKENS, {}, { method: 'POST' });
    expect(list.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
    expect(list.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const removal = await t.query(DELETE, { hash: 'abc' });
    expect(removal.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it('answers removing a method that is not saved with a no-such-entity error', async () => {
    const result = await t.query(DELETE, { hash: 'ukjent-hash' }, bearer(token));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ deletePaymentToken: null });
    expect(result.errors?.[0]?.message).toBe(
      'Could not find a token using public hash: ukjent-hash',
    );
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('gives an address no fax number', async () => {
    const created = await t.query<{ createCustomerAddress: { id: number; fax: string | null } }>(
      `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id fax } }`,
      {
        input: {
          firstname: 'Åse',
          lastname: 'Østby',
          street: ['Storgata 1'],
          city: 'Hamar',
          postcode: '2317',
          country_code: 'NO',
          telephone: '+4791234567',
        },
      },
      bearer(token),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomerAddress.fax).toBeNull();
    const read = await t.query<{ customer: { addresses: { fax: string | null }[] } }>(
      `{ customer { addresses { fax } } }`,
      {},
      { method: 'POST', ...bearer(token) },
    );
    expect(read.data!.customer.addresses.map((address) => address.fax)).toEqual([null]);
  });

  it('lets browsers fill in the sign-in forms and reports no Payflow Pro vault', async () => {
    const result = await t.query(
      `{ storeConfig { autocomplete_on_storefront payment_payflowpro_cc_vault_active } }`,
    );
    expect(result.data).toEqual({
      storeConfig: { autocomplete_on_storefront: true, payment_payflowpro_cc_vault_active: '0' },
    });
  });
});
