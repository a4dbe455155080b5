import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, newEmail, registerCustomer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Magento's optional name and birth fields on the account, its addresses and cart addresses
 * (issue 25, item 3), and the older `createCustomer` / `updateCustomer` mutations Venia still
 * sends: stored, read back, and refused with `graphql-input` errors when wrong.
 */

const PERSON = `email firstname lastname prefix middlename suffix date_of_birth dob gender id`;
const CREATE_V2 = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { ${PERSON} } } }`;
const UPDATE_V2 = `mutation ($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { ${PERSON} } } }`;
const CREATE_V1 = `mutation ($input: CustomerInput!) {
  createCustomer(input: $input) { customer { ${PERSON} } } }`;
const UPDATE_V1 = `mutation ($input: CustomerInput!) {
  updateCustomer(input: $input) { customer { ${PERSON} } } }`;
const READ = `{ customer { ${PERSON} } }`;

const ADDRESS = `id firstname lastname prefix middlename suffix extension_attributes { attribute_code value }`;
const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { ${ADDRESS} } }`;
const UPDATE_ADDRESS = `mutation ($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { ${ADDRESS} } }`;

interface Person {
  email: string;
  firstname: string;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  date_of_birth: string | null;
  dob: string | null;
  gender: number | null;
  id: number | null;
}

const account = (extra: Record<string, unknown> = {}) => ({
  input: {
    email: newEmail('navn'),
    password: 'Traktor-2024',
    firstname: 'Åse',
    lastname: 'Østby',
    ...extra,
  },
});

const hamar = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  street: ['Storgata 12'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '91234567',
};

describe("the account's name parts, birth date and gender", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 30 });
  });
  afterAll(() => t?.close());

  it('registers with them and reads them back; dob repeats date_of_birth and id is null', async () => {
    const variables = account({
      prefix: ' Dr. ',
      middlename: 'Marie',
      suffix: 'jr.',
      date_of_birth: '1980-02-29',
      gender: 2,
    });
    const created = await t.query<{ createCustomerV2: { customer: Person } }>(CREATE_V2, variables);
    expect(created.errors).toBeUndefined();
    const expected = {
      email: variables.input.email,
      firstname: 'Åse',
      lastname: 'Østby',
      prefix: 'Dr.',
      middlename: 'Marie',
      suffix: 'jr.',
      date_of_birth: '1980-02-29',
      dob: '1980-02-29',
      gender: 2,
      id: null,
    };
    expect(created.data!.createCustomerV2.customer).toEqual(expected);
    const token = await tokenFor(t, variables.input.email, 'Traktor-2024');
    const read = await t.query<{ customer: Person }>(READ, {}, bearer(token));
    expect(read.data!.customer).toEqual(expected);
  });

  it('changes, removes and keeps them with updateCustomerV2; the older dob sets the birth date', async () => {
    const { token } = await registerCustomer(t);
    const first = await t.query<{ updateCustomerV2: { customer: Person } }>(
      UPDATE_V2,
      { input: { middlename: 'Kari', dob: '1975-12-31 00:00:00', gender: 3 } },
      bearer(token),
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateCustomerV2.customer).toMatchObject({
      middlename: 'Kari',
      date_of_birth: '1975-12-31',
      gender: 3,
    });
    // Empty removes; left out keeps; date_of_birth wins over dob.
    const second = await t.query<{ updateCustomerV2: { customer: Person } }>(
      UPDATE_V2,
      { input: { middlename: '', date_of_birth: '1976-01-02', dob: '1999-09-09', gender: null } },
      bearer(token),
    );
    expect(second.data!.updateCustomerV2.customer).toMatchObject({
      middlename: null,
      date_of_birth: '1976-01-02',
      gender: null,
      prefix: null,
    });
  });

  it.each([
    ['31.12.1980', 'format'],
    ['1981-02-29', 'not-a-date'],
    ['2999-01-01', 'future'],
    ['1850-06-01', 'too-early'],
  ])('refuses the birth date %s (%s) and opens no account', async (date, reason) => {
    const variables = account({ date_of_birth: date });
    const refused = await t.query(CREATE_V2, variables);
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining(`"${date}" is not a valid date of birth`),
      extensions: {
        category: 'graphql-input',
        error_code: 'INVALID_DATE_OF_BIRTH',
        field: 'date_of_birth',
        reason,
      },
    });
    expect((await login(t, variables.input.email, 'Traktor-2024')).errors).toBeDefined();
  });

  it('refuses today as a birth date, an unknown gender code and a 256-character middle name', async () => {
    const { token } = await registerCustomer(t);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ date_of_birth: today }, { error_code: 'INVALID_DATE_OF_BIRTH', reason: 'future' }],
      [{ gender: 7 }, { error_code: 'INVALID_GENDER', field: 'gender', allowed: [1, 2, 3] }],
      [
        { middlename: 'x'.repeat(256) },
        { error_code: 'FIELD_TOO_LONG', field: 'middlename', max_length: 255 },
      ],
    ];
    for (const [input, extensions] of cases) {
      const refused = await t.query(UPDATE_V2, { input }, bearer(token));
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        category: 'graphql-input',
        ...extensions,
      });
    }
    const read = await t.query<{ customer: Person }>(READ, {}, bearer(token));
    expect(read.data!.customer).toMatchObject({
      date_of_birth: null,
      gender: null,
      middlename: null,
    });
  });
});

describe('the older createCustomer and updateCustomer', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 });
  });
  afterAll(() => t?.close());

  it('createCustomer registers as createCustomerV2 does, with the same fields', async () => {
    const variables = account({ prefix: 'Fru', date_of_birth: '1990-05-17', gender: 2 });
    const created = await t.query<{ createCustomer: { customer: Person } }>(CREATE_V1, variables);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomer.customer).toMatchObject({
      email: variables.input.email,
      prefix: 'Fru',
      date_of_birth: '1990-05-17',
      gender: 2,
      id: null,
    });
    await tokenFor(t, variables.input.email, 'Traktor-2024');
  });

  it('createCustomer refuses what createCustomerV2 refuses: no e-mail, a weak password, a taken address, a bad birth date', async () => {
    const { email } = await registerCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: undefined }, 'REQUIRED_PARAMETER_MISSING'],
      [{ lastname: undefined }, 'REQUIRED_PARAMETER_MISSING'],
      [{ password: 'kort' }, 'PASSWORD_TOO_SHORT'],
      [{ email }, 'EMAIL_TAKEN'],
      [{ date_of_birth: '1990-13-01' }, 'INVALID_DATE_OF_BIRTH'],
    ];
    for (const [extra, code] of cases) {
      const refused = await t.query(CREATE_V1, account(extra));
      expect(refused.errors?.[0]?.extensions, code).toMatchObject({
        category: 'graphql-input',
        error_code: code,
      });
    }
  });

  it('updateCustomer changes the profile, and the e-mail address only with the password', async () => {
    const { token, email, password } = await registerCustomer(t);
    const newAddress = newEmail('flyttet');

    const withoutPassword = await t.query(
      UPDATE_V1,
      { input: { email: newAddress, firstname: 'Kari' } },
      bearer(token),
    );
    expect(withoutPassword.errors?.[0]?.extensions).toMatchObject({
      error_code: 'REQUIRED_PARAMETER_MISSING',
      fields: ['password'],
    });
    const wrongPassword = await t.query(
      UPDATE_V1,
      { input: { email: newAddress, password: 'Feil-passord-1', firstname: 'Kari' } },
      bearer(token),
    );
    expect(wrongPassword.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-authentication',
      error_code: 'WRONG_CURRENT_PASSWORD',
    });
    const badDetail = await t.query(
      UPDATE_V1,
      { input: { email: newAddress, password, gender: 9 } },
      bearer(token),
    );
    expect(badDetail.errors?.[0]?.extensions).toMatchObject({ error_code: 'INVALID_GENDER' });
    // Nothing of the refused requests was kept.
    const before = await t.query<{ customer: Person }>(READ, {}, bearer(token));
    expect(before.data!.customer).toMatchObject({ email, firstname: 'Åse', gender: null });

    // Venia sends the unchanged address along with the names: no password needed then.
    const renamed = await t.query<{ updateCustomer: { customer: Person } }>(
      UPDATE_V1,
      { input: { email, firstname: 'Kari', suffix: 'II' } },
      bearer(token),
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateCustomer.customer).toMatchObject({
      email,
      firstname: 'Kari',
      suffix: 'II',
    });
    const moved = await t.query<{ updateCustomer: { customer: Person } }>(
      UPDATE_V1,
      { input: { email: newAddress, password, middlename: 'Marie' } },
      bearer(token),
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateCustomer.customer).toMatchObject({
      email: newAddress,
      middlename: 'Marie',
      suffix: 'II',
    });
    await tokenFor(t, newAddress, password);
  });

  it('updateCustomer needs a customer token', async () => {
    const refused = await t.query(UPDATE_V1, { input: { firstname: 'Kari' } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-authorization' });
  });
});

describe('the older createCustomer shares the registration limit', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { limits: { registrationsPerHour: 2 } });
  });
  afterAll(() => t?.close());

  it('counts createCustomer and createCustomerV2 together per client', async () => {
    const from = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    expect((await t.query(CREATE_V2, account(), from)).errors).toBeUndefined();
    expect((await t.query(CREATE_V1, account(), from)).errors).toBeUndefined();
    for (const mutation of [CREATE_V1, CREATE_V2]) {
      const refused = await t.query(mutation, account(), from);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        category: 'wm-unavailable',
        error_code: 'TOO_MANY_REQUESTS',
      });
    }
  });
});

describe('name parts on saved and cart addresses', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 30 });
  });
  afterAll(() => t?.close());

  it('keeps them on a saved address, with no extension attributes', async () => {
    const { token } = await registerCustomer(t);
    const created = await t.query<{
      createCustomerAddress: { id: number; prefix: string | null; middlename: string | null };
    }>(
      CREATE_ADDRESS,
      { input: { ...hamar, prefix: 'Dr.', middlename: 'Olav', suffix: 'sr.' } },
      bearer(token),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomerAddress).toMatchObject({
      prefix: 'Dr.',
      middlename: 'Olav',
      suffix: 'sr.',
      extension_attributes: [],
    });
    const { id } = created.data!.createCustomerAddress;
    const updated = await t.query(
      UPDATE_ADDRESS,
      { id, input: { middlename: '', suffix: 'jr.' } },
      bearer(token),
    );
    expect(updated.data).toEqual({
      updateCustomerAddress: {
        id,
        firstname: 'Ola',
        lastname: 'Nordmann',
        prefix: 'Dr.',
        middlename: null,
        suffix: 'jr.',
        extension_attributes: [],
      },
    });
    const tooLong = await t.query(
      UPDATE_ADDRESS,
      { id, input: { prefix: 'x'.repeat(300) } },
      bearer(token),
    );
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'FIELD_TOO_LONG',
      field: 'prefix',
    });
  });

  it('keeps them on a cart address typed in, and copies them from the address book', async () => {
    const { token } = await registerCustomer(t);
    const product = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .where('quantity', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cart = await t.query<{ customerCart: { id: string } }>(
      `{ customerCart { id } }`,
      {},
      bearer(token),
    );
    const cartId = cart.data!.customerCart.id;
    const added = await t.query(
      `mutation ($id: String!, $sku: String!) {
        addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
      { id: cartId, sku: product.sku },
      bearer(token),
    );
    expect(added.errors).toBeUndefined();
    const CART_ADDRESSES = `cart { shipping_addresses { firstname prefix middlename suffix }
      billing_address { firstname prefix middlename suffix } }`;
    const shipped = await t.query<{ setShippingAddressesOnCart: unknown }>(
      `mutation ($id: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
          ${CART_ADDRESSES} } }`,
      { id: cartId, address: { ...hamar, prefix: 'Fru', middlename: 'Marie', suffix: '' } },
      bearer(token),
    );
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.setShippingAddressesOnCart).toMatchObject({
      cart: {
        shipping_addresses: [
          { firstname: 'Ola', prefix: 'Fru', middlename: 'Marie', suffix: null },
        ],
      },
    });
    const saved = await t.query<{ createCustomerAddress: { id: number } }>(
      CREATE_ADDRESS,
      { input: { ...hamar, prefix: 'Dr.', suffix: 'III' } },
      bearer(token),
    );
    const billed = await t.query<{ setBillingAddressOnCart: unknown }>(
      `mutation ($id: String!, $book: Int!) {
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $book } }) {
          ${CART_ADDRESSES} } }`,
      { id: cartId, book: saved.data!.createCustomerAddress.id },
      bearer(token),
    );
    expect(billed.errors).toBeUndefined();
    expect(billed.data!.setBillingAddressOnCart).toMatchObject({
      cart: { billing_address: { prefix: 'Dr.', middlename: null, suffix: 'III' } },
    });
    const tooLong = await t.query(
      `mutation ($id: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
          cart { id } } }`,
      { id: cartId, address: { ...hamar, suffix: 'x'.repeat(256) } },
      bearer(token),
    );
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'FIELD_TOO_LONG',
      field: 'suffix',
    });
  });
});
