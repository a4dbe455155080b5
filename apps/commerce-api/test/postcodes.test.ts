import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Norwegian postcodes against Posten's register (`schema/rules/postcodes.json`): an unknown one is
 * refused with POSTCODE_INVALID in the address book and on a cart; an empty city is filled with
 * the poststed (what a form posted without JavaScript sends).
 */

const CREATE = `mutation ($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { id city postcode } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { id city postcode } }`;
const CUSTOMER_CART = `{ customerCart { id } }`;
const SET_SHIPPING = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
    cart { shipping_addresses { city postcode } } } }`;

const HOME = {
  firstname: 'Kari',
  lastname: 'Nordmann',
  street: ['Gardsvegen 3'],
  city: 'Ridabu',
  postcode: '2322',
  country_code: 'NO',
  telephone: '90000000',
};

describe('Norwegian postcodes', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 });
  });
  afterAll(() => t?.close());

  it('refuses an address-book postcode that Posten does not know, and keeps a known one', async () => {
    const { token } = await registerCustomer(t);
    const refused = await t.query(CREATE, { input: { ...HOME, postcode: '0000' } }, bearer(token));
    expect(refused.data?.createCustomerAddress ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('0000'),
      extensions: { category: 'graphql-input', error_code: 'POSTCODE_INVALID' },
    });

    const saved = await t.query<{ createCustomerAddress: { id: number; city: string } }>(
      CREATE,
      { input: HOME },
      bearer(token),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.createCustomerAddress.city).toBe('Ridabu');

    const changed = await t.query(
      UPDATE,
      { id: saved.data!.createCustomerAddress.id, input: { postcode: '9999', country_code: 'NO' } },
      bearer(token),
    );
    expect(changed.errors?.[0]?.extensions).toMatchObject({ error_code: 'POSTCODE_INVALID' });
  });

  it('fills an empty city with the poststed, in the address book and on a cart', async () => {
    const { token } = await registerCustomer(t);
    const saved = await t.query<{ createCustomerAddress: { city: string } }>(
      CREATE,
      { input: { ...HOME, city: '', postcode: '8001' } },
      bearer(token),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.createCustomerAddress.city).toBe('BODØ');

    const cart = await t.query<{ customerCart: { id: string } }>(CUSTOMER_CART, {}, bearer(token));
    const id = cart.data!.customerCart.id;
    const set = await t.query<{
      setShippingAddressesOnCart: { cart: { shipping_addresses: { city: string }[] } };
    }>(SET_SHIPPING, { id, address: { ...HOME, city: ' ', postcode: '0150' } }, bearer(token));
    expect(set.errors).toBeUndefined();
    expect(set.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.city).toBe('OSLO');

    const unknown = await t.query(
      SET_SHIPPING,
      { id, address: { ...HOME, postcode: '0000' } },
      bearer(token),
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ error_code: 'POSTCODE_INVALID' });
  });
});
