import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_AUTHORIZED,
  SIGN_IN_FAILED,
  bearer,
  login,
  newEmail,
  tokenFor,
} from './customerHelpers.js';
import { manualClock, startTestApi, type TestApi } from './testApi.js';

const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer { email firstname lastname taxvat company_id is_subscribed created_at }
  }
}`;
const CUSTOMER = `{ customer { email firstname lastname taxvat company_id hide_cart_button } }`;
const REVOKE = `mutation { revokeCustomerToken { result } }`;

async function register(t: TestApi, email: string, password = 'Traktor-2024') {
  const result = await t.query(CREATE, {
    input: { email, password, firstname: 'Åse', lastname: 'Østby' },
  });
  expect(result.errors).toBeUndefined();
  return result;
}

describe('customer accounts', () => {
  let t: TestApi;
  beforeAll(async () => {
    // A still clock: sign-in delays do not run out between two requests of a slow machine.
    t = await startTestApi({ productCount: 50 }, { clock: manualClock().now });
  });
  afterAll(() => t?.close());

  it('registers a customer, who then signs in and reads the account', async () => {
    const email = newEmail();
    const created = await register(t, email);
    expect(created.data).toMatchObject({
      createCustomerV2: {
        customer: {
          email,
          firstname: 'Åse',
          lastname: 'Østby',
          taxvat: null,
          is_subscribed: false,
        },
      },
    });

    const token = await tokenFor(t, email.toUpperCase(), 'Traktor-2024');
    expect(token).toMatch(/^[\w-]{43}$/);
    const me = await t.query(CUSTOMER, {}, bearer(token));
    expect(me.data).toEqual({
      customer: {
        email,
        firstname: 'Åse',
        lastname: 'Østby',
        taxvat: null,
        company_id: null,
        hide_cart_button: null,
      },
    });
  });

  it('refuses a second account for the same address, in any case', async () => {
    const email = newEmail();
    await register(t, email);
    const again = await t.query(CREATE, {
      input: {
        email: email.toUpperCase(),
        password: 'Traktor-2024',
        firstname: 'A',
        lastname: 'B',
      },
    });
    expect(again.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-input' },
    });
  });

  it.each([
    ['kort1A', /at least 8 characters/],
    ['traktorfilter', /Minimum of different classes of characters in password is 3/],
  ])('refuses the weak password %j', async (password, message) => {
    const result = await t.query(CREATE, {
      input: { email: newEmail(), password, firstname: 'A', lastname: 'B' },
    });
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('refuses an address that is not one', async () => {
    const result = await t.query(CREATE, {
      input: { email: 'ola@', password: 'Traktor-2024', firstname: 'A', lastname: 'B' },
    });
    expect(result.errors?.[0]?.message).toBe('"ola@" is not a valid email address.');
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const email = newEmail();
    await register(t, email);
    for (const [address, password] of [
      [email, 'Feil-passord1'],
      [newEmail(), 'Traktor-2024'],
    ] as const) {
      const result = await login(t, address, password);
      expect(result.data?.generateCustomerToken ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: SIGN_IN_FAILED,
        extensions: { category: 'graphql-authentication' },
      });
    }
  });

  it('refuses even the right password from a client that must wait', async () => {
    const email = newEmail();
    await register(t, email);
    // Pair delays, the per-client limit and the owner's warning: test/security/throttling.test.ts.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(t, email, `Feil-${attempt}-passord`)).errors?.[0]?.message).toBe(
        SIGN_IN_FAILED,
      );
    }
    expect((await login(t, email, 'Traktor-2024')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
  });

  it('refuses the customer query without a token, with an unknown or a revoked one', async () => {
    const email = newEmail();
    await register(t, email);
    const token = await tokenFor(t, email, 'Traktor-2024');
    expect((await t.query(REVOKE, {}, bearer(token))).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    for (const options of [{}, bearer(token), bearer('not-a-token')]) {
      const result = await t.query(CUSTOMER, {}, options);
      expect(result.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });
    }
    expect((await t.query(REVOKE, {}, bearer(token))).errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it('updates names and keeps what is left out', async () => {
    const email = newEmail();
    await register(t, email);
    const token = await tokenFor(t, email, 'Traktor-2024');
    const result = await t.query(
      `mutation ($input: CustomerUpdateInput!) {
        updateCustomerV2(input: $input) { customer { email firstname lastname is_subscribed } }
      }`,
      { input: { firstname: 'Kari', is_subscribed: true } },
      bearer(token),
    );
    expect(result.data).toEqual({
      updateCustomerV2: {
        customer: { email, firstname: 'Kari', lastname: 'Østby', is_subscribed: true },
      },
    });
    const blank = await t.query(
      `mutation { updateCustomerV2(input: { lastname: " " }) { customer { lastname } } }`,
      {},
      bearer(token),
    );
    expect(blank.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('changes the password only with the right current one', async () => {
    const email = newEmail();
    await register(t, email);
    const token = await tokenFor(t, email, 'Traktor-2024');
    const otherSession = await tokenFor(t, email, 'Traktor-2024');
    const change = (currentPassword: string, newPassword: string) =>
      t.query(
        `mutation ($currentPassword: String!, $newPassword: String!) {
          changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
            email
          }
        }`,
        { currentPassword, newPassword },
        bearer(token),
      );

    expect((await change('Feil-passord1', 'Nytt-passord-1')).errors?.[0]).toMatchObject({
      extensions: { category: 'graphql-authentication' },
    });
    expect((await change('Traktor-2024', 'svakt')).errors?.[0]?.extensions?.category).toBe(
      'graphql-input',
    );
    expect((await change('Traktor-2024', 'Nytt-passord-1')).data).toEqual({
      changeCustomerPassword: { email },
    });

    expect((await login(t, email, 'Traktor-2024')).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    await tokenFor(t, email, 'Nytt-passord-1');
    // This session goes on; the other one ended with the old password.
    expect((await t.query(CUSTOMER, {}, bearer(token))).data?.customer).toBeTruthy();
    expect((await t.query(CUSTOMER, {}, bearer(otherSession))).errors?.[0]?.message).toBe(
      NOT_AUTHORIZED,
    );
  });

  it.each([
    ['ola.nordmann@example.no', 'Traktor-2024', false, null, null],
    ['innkjop@haugen-gard.example.no', 'Gardsdrift-2024', true, '987654321', null],
    ['post@fjelltun-maskin.example.no', 'Maskinlag-2024', false, '912345678', null],
    // The one demo account whose add-to-cart buttons are hidden.
    ['lager@bygdelaget.example.no', 'Bygdelag-2024', false, null, true],
  ])(
    'signs in the demo account %s',
    async (email, password, creditApproved, companyId, hideCartButton) => {
      const result = await login(t, email, password);
      expect(result.data?.generateCustomerToken.credit_check_approved).toBe(creditApproved);
      const me = await t.query(CUSTOMER, {}, bearer(result.data!.generateCustomerToken.token));
      expect(me.data?.customer).toMatchObject({
        email,
        company_id: companyId,
        hide_cart_button: hideCartButton,
      });
    },
  );

  it('gives a business customer its billing and shipping addresses', async () => {
    const token = await tokenFor(t, 'innkjop@haugen-gard.example.no', 'Gardsdrift-2024');
    const result = await t.query<{
      customer: {
        default_billing: string;
        default_shipping: string;
        addresses: { id: number; street: string[]; country_code: string; company: string }[];
      };
    }>(
      `{ customer {
        default_billing default_shipping
        addresses { id company street city postcode country_code default_billing default_shipping }
      } }`,
      {},
      bearer(token),
    );
    const { addresses, default_billing, default_shipping } = result.data!.customer;
    expect(addresses).toHaveLength(2);
    expect(addresses.every((address) => address.country_code === 'NO')).toBe(true);
    expect(addresses.find((address) => String(address.id) === default_billing)).toMatchObject({
      company: 'Haugen Gård AS',
      default_billing: true,
      street: ['Postboks 44'],
    });
    expect(addresses.find((address) => String(address.id) === default_shipping)).toMatchObject({
      default_shipping: true,
      street: ['Haugenvegen 210'],
    });
  });
});

describe('customer tokens with no lifetime, and a client that keeps guessing', () => {
  let t: TestApi;
  beforeAll(async () => {
    // A still clock: sign-in delays do not run out between two requests of a slow machine.
    t = await startTestApi(
      { productCount: 50 },
      { customers: { tokenLifetimeMinutes: 0 }, clock: manualClock().now },
    );
  });
  afterAll(() => t?.close());

  it('refuses an expired token', async () => {
    const token = await tokenFor(t, 'ola.nordmann@example.no', 'Traktor-2024');
    const result = await t.query(CUSTOMER, {}, bearer(token));
    expect(result.errors?.[0]).toMatchObject({
      message: NOT_AUTHORIZED,
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('does not lock a client out after twenty failures on other accounts', async () => {
    // A co-op or a carrier's shared address: others' failures slow new accounts at most briefly.
    for (let attempt = 0; attempt < 20; attempt++) {
      const result = await login(t, `gjett${attempt}@example.no`, 'Traktor-2024');
      expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
    const result = await login(t, 'ola.nordmann@example.no', 'Traktor-2024');
    expect(result.errors).toBeUndefined();
  });

  it('counts per shopper behind the storefront, which names each one in X-Forwarded-For', async () => {
    // The storefront server (a trusted proxy on this machine) signs everyone in: one shopper's
    // guesses must not hold up the next.
    const guesser = { 'x-forwarded-for': '203.0.113.9' };
    const email = newEmail();
    await register(t, email);
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await login(t, email, `Feil-${attempt}-passord`, guesser);
      expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
    expect((await login(t, email, 'Traktor-2024', guesser)).errors).toEqual([
      expect.objectContaining({ message: SIGN_IN_FAILED }),
    ]);
    // Another shopper, and a forged entry left of the proxy's: neither is the guesser.
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.7' },
      { 'x-forwarded-for': '203.0.113.9, 198.51.100.8' },
    ]) {
      const result = await login(t, email, 'Traktor-2024', headers);
      expect(result.errors).toBeUndefined();
      expect(result.data?.generateCustomerToken.token).toEqual(expect.any(String));
    }
  });
});
