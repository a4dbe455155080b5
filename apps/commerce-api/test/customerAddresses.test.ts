import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, registerCustomer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const ADDRESS_FIELDS = `id firstname lastname company street city postcode country_code telephone
  vat_id default_billing default_shipping region { region }`;

const CREATE = `mutation ($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} }
}`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} }
}`;
const DELETE = `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`;
const ADDRESSES = `{ customer { default_billing default_shipping addresses { ${ADDRESS_FIELDS} } } }`;

interface Address {
  id: number;
  street: string[];
  city: string;
  default_billing: boolean;
  default_shipping: boolean;
}

const hamar = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  street: ['Storgata 12', 'H0201'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '+47 912 34 567',
};

describe('customer addresses', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 50 });
  });
  afterAll(() => t?.close());

  async function addresses(token: string) {
    const result = await t.query<{
      customer: {
        default_billing: string | null;
        default_shipping: string | null;
        addresses: Address[];
      };
    }>(ADDRESSES, {}, bearer(token));
    expect(result.errors).toBeUndefined();
    return result.data!.customer;
  }

  async function create(token: string, input: Record<string, unknown>) {
    return t.query<{ createCustomerAddress: Address }>(CREATE, { input }, bearer(token));
  }

  it('keeps an empty street line in the middle, so the neighbourhood stays the third line', async () => {
    const { token } = await registerCustomer(t);
    const created = await create(token, { ...hamar, street: ['Storgata 1', '', 'Sentrum', ' '] });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomerAddress.street).toEqual(['Storgata 1', '', 'Sentrum']);
  });

  it('creates, edits and deletes an address', async () => {
    const { token } = await registerCustomer(t);
    const created = await create(token, {
      ...hamar,
      street: [' Storgata 12 ', 'H0201', ''],
      region: { region: 'Innlandet' },
      default_shipping: true,
    });
    expect(created.errors).toBeUndefined();
    const address = created.data!.createCustomerAddress;
    expect(address).toMatchObject({
      firstname: 'Ola',
      street: ['Storgata 12', 'H0201'],
      city: 'Hamar',
      country_code: 'NO',
      region: { region: 'Innlandet' },
      default_billing: false,
      default_shipping: true,
    });
    expect((await addresses(token)).default_shipping).toBe(String(address.id));

    const updated = await t.query(
      UPDATE,
      { id: address.id, input: { city: 'Elverum', postcode: '2406' } },
      bearer(token),
    );
    expect(updated.data).toMatchObject({
      updateCustomerAddress: {
        id: address.id,
        city: 'Elverum',
        postcode: '2406',
        firstname: 'Ola',
      },
    });

    // Magento keeps the default addresses: move the default first, then delete.
    const second = (await create(token, { ...hamar, city: 'Stange', default_shipping: true })).data!
      .createCustomerAddress;
    const book = await addresses(token);
    expect(book.default_shipping).toBe(String(second.id));
    expect(book.addresses.filter((entry) => entry.default_shipping)).toHaveLength(1);
    expect((await t.query(DELETE, { id: address.id }, bearer(token))).data).toEqual({
      deleteCustomerAddress: true,
    });
    expect((await addresses(token)).addresses.map((entry) => entry.id)).toEqual([second.id]);
  });

  it('lists the missing required fields as Magento does', async () => {
    const { token } = await registerCustomer(t);
    const result = await create(token, { firstname: 'Ola', street: [''], country_code: 'NO' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Required parameters are missing: lastname, street, city, postcode, telephone',
      extensions: { category: 'graphql-input' },
    });
    const address = (await create(token, hamar)).data!.createCustomerAddress;
    const blanked = await t.query(UPDATE, { id: address.id, input: { city: ' ' } }, bearer(token));
    expect(blanked.errors?.[0]?.message).toBe('Required parameters are missing: city');
    const tooLong = await create(token, { ...hamar, street: ['a', 'b', 'c', 'd', 'e'] });
    expect(tooLong.errors?.[0]?.message).toBe('"Street Address" cannot contain more than 4 lines.');
  });

  it("treats another customer's address as not found", async () => {
    const owner = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const address = (await create(owner.token, hamar)).data!.createCustomerAddress;
    for (const [query, variables] of [
      [UPDATE, { id: address.id, input: { city: 'Oslo' } }],
      [DELETE, { id: address.id }],
      [UPDATE, { id: 99999999, input: { city: 'Oslo' } }],
    ] as const) {
      const result = await t.query(query, variables, bearer(stranger.token));
      expect(result.errors?.[0]).toMatchObject({
        message: `Could not find a address with ID "${variables.id}"`,
        extensions: { category: 'graphql-no-such-entity' },
      });
    }
    expect((await addresses(owner.token)).addresses[0]).toMatchObject({ city: 'Hamar' });
  });

  it('refuses to delete a default address, for private customers too', async () => {
    const { token } = await registerCustomer(t);
    const billing = (await create(token, { ...hamar, default_billing: true })).data!
      .createCustomerAddress;
    const result = await t.query(DELETE, { id: billing.id }, bearer(token));
    expect(result.errors?.[0]).toMatchObject({
      message: `Customer Address ${billing.id} is set as default billing address and can not be deleted`,
      extensions: { category: 'graphql-input' },
    });
    // A private customer may move the default billing address, then delete the old one.
    const next = (await create(token, { ...hamar, city: 'Løten', default_billing: true })).data!
      .createCustomerAddress;
    expect((await addresses(token)).default_billing).toBe(String(next.id));
    expect((await t.query(DELETE, { id: billing.id }, bearer(token))).data).toEqual({
      deleteCustomerAddress: true,
    });
  });

  it('needs a signed-in customer', async () => {
    const result = await t.query(CREATE, { input: hamar });
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  describe('a company customer', () => {
    const COMPANY_BILLING =
      "The billing address of a company account can't be changed. Contact customer service to change it.";
    const COMPANY_DEFAULT_BILLING =
      "A company account can't choose another default billing address. Contact customer service to change it.";
    let token: string;
    let billingId: number;
    let shippingId: number;

    beforeAll(async () => {
      token = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
      const book = await addresses(token);
      billingId = Number(book.default_billing);
      shippingId = Number(book.default_shipping);
      expect(billingId).not.toBe(shippingId);
    });

    type Request = () => [string, Record<string, unknown>];
    it.each<[string, Request, string]>([
      [
        'edit the billing address',
        () => [UPDATE, { id: billingId, input: { city: 'Oslo' } }],
        COMPANY_BILLING,
      ],
      [
        'unset the default billing',
        () => [UPDATE, { id: billingId, input: { default_billing: false } }],
        COMPANY_BILLING,
      ],
      [
        'make another address the default billing',
        () => [UPDATE, { id: shippingId, input: { default_billing: true } }],
        COMPANY_DEFAULT_BILLING,
      ],
      [
        'add a default billing address',
        () => [CREATE, { input: { ...hamar, default_billing: true } }],
        COMPANY_DEFAULT_BILLING,
      ],
      ['delete the billing address', () => [DELETE, { id: billingId }], COMPANY_BILLING],
    ])('may not %s', async (_name, request, message) => {
      const [query, variables] = request();
      const result = await t.query(query, variables, bearer(token));
      expect(result.errors?.[0]).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
      // Refused, not signed out: the session goes on and the billing address is unchanged.
      const book = await addresses(token);
      expect(book.default_billing).toBe(String(billingId));
      expect(book.addresses.find((entry) => entry.id === billingId)).toMatchObject({
        street: ['Postboks 44'],
        city: 'Brumunddal',
      });
    });

    it('may add and edit other addresses and choose the default shipping', async () => {
      const added = await create(token, {
        ...hamar,
        company: 'Haugen Gård AS',
        default_shipping: true,
      });
      expect(added.errors).toBeUndefined();
      const id = added.data!.createCustomerAddress.id;
      expect((await addresses(token)).default_shipping).toBe(String(id));

      const edited = await t.query(
        UPDATE,
        { id, input: { city: 'Moelv', postcode: '2390' } },
        bearer(token),
      );
      expect(edited.data).toMatchObject({ updateCustomerAddress: { city: 'Moelv' } });

      const back = await t.query(
        UPDATE,
        { id: shippingId, input: { default_shipping: true, default_billing: false } },
        bearer(token),
      );
      expect(back.errors).toBeUndefined();
      expect((await addresses(token)).default_shipping).toBe(String(shippingId));

      expect((await t.query(DELETE, { id }, bearer(token))).data).toEqual({
        deleteCustomerAddress: true,
      });
    });

    it('may edit its account details', async () => {
      const result = await t.query(
        `mutation { updateCustomerV2(input: { firstname: "Kari Anne" }) { customer { firstname company_id } } }`,
        {},
        bearer(token),
      );
      expect(result.data).toEqual({
        updateCustomerV2: { customer: { firstname: 'Kari Anne', company_id: '987654321' } },
      });
    });
  });
});
