import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordResetToken } from '../../src/customers/passwordResetToken.js';
import { DEMO, bearer, login, newEmail, registerCustomer, tokenFor } from '../customerHelpers.js';
import { manualClock, startTestApi, type TestApi } from '../testApi.js';
import { expectRefusal } from './refusalHelpers.js';

/** Sign-in, registration, passwords and the address book: each refusal with its code. */

const REGISTER = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } } }`;
const CHANGE_EMAIL = `mutation ($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`;
const ADDRESSES = `{ customer { addresses { id default_billing default_shipping } } }`;
const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`;
const UPDATE_ADDRESS = `mutation ($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { id } }`;
const DELETE_ADDRESS = `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`;

const ADDRESS = {
  firstname: 'Åse',
  lastname: 'Østby',
  street: ['Storgata 1'],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '90000000',
};
const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

describe('refusal codes of accounts', () => {
  let t: TestApi;
  beforeAll(async () => {
    // A still clock: sign-in delays do not run out between two requests of a slow machine.
    t = await startTestApi({ productCount: 120 }, { clock: manualClock().now });
  });
  afterAll(() => t?.close());

  const register = (input: Record<string, unknown>) =>
    t.query(REGISTER, {
      input: {
        email: newEmail(),
        firstname: 'Åse',
        lastname: 'Østby',
        password: 'Traktor-2024',
        ...input,
      },
    });

  describe('signing in', () => {
    it('refuses wrong credentials, then too many attempts, with the same message', async () => {
      const email = newEmail('ukjent');
      for (let attempt = 0; attempt < 3; attempt++) {
        expectRefusal(await login(t, email, 'Feil-passord1'), {
          category: 'graphql-authentication',
          error_code: 'INVALID_CREDENTIALS',
          message: SIGN_IN_FAILED,
        });
      }
      expectRefusal(await login(t, email, 'Feil-passord1'), {
        category: 'graphql-authentication',
        error_code: 'TOO_MANY_ATTEMPTS',
        message: SIGN_IN_FAILED,
        retry_after_seconds: 1,
      });
    });

    it('says a request without a session is not authorized', async () => {
      expectRefusal(await t.query('{ customer { email } }'), {
        category: 'graphql-authorization',
        error_code: 'NOT_AUTHORIZED',
      });
    });
  });

  describe('registering', () => {
    it('refuses a taken address, a malformed one and a missing name', async () => {
      expectRefusal(await register({ email: DEMO.ola.email.toUpperCase() }), {
        category: 'graphql-input',
        error_code: 'EMAIL_TAKEN',
        message: 'A customer with the same email address already exists in an associated website.',
      });
      expectRefusal(await register({ email: 'ola@example' }), {
        category: 'graphql-input',
        error_code: 'INVALID_EMAIL',
      });
      expectRefusal(await register({ lastname: ' ' }), {
        category: 'graphql-input',
        error_code: 'REQUIRED_PARAMETER_MISSING',
        fields: ['lastname'],
      });
    });

    it('names the password rule broken, with its number', async () => {
      expectRefusal(await register({ password: 'Ab1-' }), {
        category: 'graphql-input',
        error_code: 'PASSWORD_TOO_SHORT',
        min_length: 8,
      });
      expectRefusal(await register({ password: 'traktorfilter' }), {
        category: 'graphql-input',
        error_code: 'PASSWORD_TOO_FEW_CHARACTER_CLASSES',
        required_classes: 3,
      });
      expectRefusal(await register({ password: ' Traktor-2024 ' }), {
        category: 'graphql-input',
        error_code: 'PASSWORD_EDGE_SPACES',
      });
      const email = newEmail();
      expectRefusal(await register({ email, password: email }), {
        category: 'graphql-input',
        error_code: 'PASSWORD_SAME_AS_EMAIL',
      });
    });
  });

  describe('changing e-mail and password', () => {
    it('refuses a wrong current password without ending the session', async () => {
      const { token } = await registerCustomer(t);
      expectRefusal(
        await t.query(
          CHANGE_EMAIL,
          { email: newEmail(), password: 'Feil-passord1' },
          bearer(token),
        ),
        { category: 'graphql-authentication', error_code: 'WRONG_CURRENT_PASSWORD' },
      );
      expectRefusal(
        await t.query(
          CHANGE_EMAIL,
          { email: DEMO.ola.email, password: 'Traktor-2024' },
          bearer(token),
        ),
        { category: 'graphql-input', error_code: 'EMAIL_TAKEN' },
      );
      expectRefusal(
        await t.query(CHANGE_PASSWORD, { current: ' ', next: 'Traktor-2025' }, bearer(token)),
        {
          category: 'graphql-input',
          error_code: 'REQUIRED_PARAMETER_MISSING',
          fields: ['currentPassword'],
        },
      );
      expectRefusal(
        await t.query(CHANGE_PASSWORD, { current: 'Traktor-2024', next: 'kort' }, bearer(token)),
        { category: 'graphql-input', error_code: 'PASSWORD_TOO_SHORT', min_length: 8 },
      );
    });
  });

  describe('resetting a password', () => {
    it('tells a mismatched token from an expired one', async () => {
      const { email } = await registerCustomer(t);
      expectRefusal(
        await t.query(RESET, { email, token: 'no-such-token', password: 'Traktor-2025' }),
        {
          category: 'graphql-input',
          error_code: 'RESET_TOKEN_INVALID',
          message: 'The password token is mismatched. Reset and try again.',
        },
      );
      const customer = await t.api.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const { token, tokenHash } = createPasswordResetToken();
      await t.api.db
        .insertInto('password_reset_tokens')
        .values({
          token_hash: tokenHash,
          customer_id: customer.id,
          created_at: new Date(Date.now() - 3 * 3_600_000),
          expires_at: new Date(Date.now() - 3_600_000),
        })
        .execute();
      expectRefusal(await t.query(RESET, { email, token, password: 'Traktor-2025' }), {
        category: 'graphql-input',
        error_code: 'RESET_TOKEN_EXPIRED',
        message: 'The password token is expired. Reset and try again.',
      });
      expectRefusal(await t.query(RESET, { email, token: ' ', password: 'Traktor-2025' }), {
        category: 'graphql-input',
        error_code: 'REQUIRED_PARAMETER_MISSING',
        fields: ['resetPasswordToken'],
      });
    });
  });

  describe('the address book', () => {
    const addresses = async (token: string) =>
      (
        await t.query<{
          customer: {
            addresses: { id: number; default_billing: boolean; default_shipping: boolean }[];
          };
        }>(ADDRESSES, {}, bearer(token))
      ).data!.customer.addresses;

    it('names an address that is not yours, and one a default keeps', async () => {
      const token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
      expectRefusal(await t.query(DELETE_ADDRESS, { id: 999999 }, bearer(token)), {
        category: 'graphql-no-such-entity',
        error_code: 'ADDRESS_NOT_FOUND',
        address_id: 999999,
      });
      const billing = (await addresses(token)).find((address) => address.default_billing)!;
      expectRefusal(await t.query(DELETE_ADDRESS, { id: billing.id }, bearer(token)), {
        category: 'graphql-input',
        error_code: 'DEFAULT_ADDRESS_NOT_DELETABLE',
        address_id: billing.id,
        default: 'billing',
      });
    });

    it("locks a company's billing address", async () => {
      const token = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
      const billing = (await addresses(token)).find((address) => address.default_billing)!;
      expectRefusal(
        await t.query(UPDATE_ADDRESS, { id: billing.id, input: { city: 'Hamar' } }, bearer(token)),
        { category: 'graphql-input', error_code: 'COMPANY_BILLING_ADDRESS_LOCKED' },
      );
      expectRefusal(
        await t.query(
          CREATE_ADDRESS,
          { input: { ...ADDRESS, default_billing: true } },
          bearer(token),
        ),
        { category: 'graphql-input', error_code: 'COMPANY_DEFAULT_BILLING_LOCKED' },
      );
    });

    it('names what is missing or too long', async () => {
      const { token } = await registerCustomer(t);
      expectRefusal(
        await t.query(
          CREATE_ADDRESS,
          // Without a postcode nothing can fill the empty city from Posten's register.
          { input: { ...ADDRESS, city: '', postcode: '', telephone: null } },
          bearer(token),
        ),
        {
          category: 'graphql-input',
          error_code: 'REQUIRED_PARAMETER_MISSING',
          fields: ['city', 'postcode', 'telephone'],
          message: 'Required parameters are missing: city, postcode, telephone',
        },
      );
      expectRefusal(
        await t.query(
          CREATE_ADDRESS,
          { input: { ...ADDRESS, street: ['1', '2', '3', '4', '5'] } },
          bearer(token),
        ),
        { category: 'graphql-input', error_code: 'TOO_MANY_STREET_LINES', max_lines: 4 },
      );
      expectRefusal(
        await t.query(
          CREATE_ADDRESS,
          { input: { ...ADDRESS, city: 'x'.repeat(256) } },
          bearer(token),
        ),
        { category: 'graphql-input', error_code: 'FIELD_TOO_LONG', field: 'city', max_length: 255 },
      );
    });
  });
});

describe('refusal codes with reCAPTCHA on', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 120 },
      { captcha: { enabled: true, verify: () => Promise.resolve(false) } },
    );
  });
  afterAll(() => t?.close());

  it('names a failed check', async () => {
    expectRefusal(await login(t, DEMO.ola.email, DEMO.ola.password), {
      category: 'graphql-input',
      error_code: 'RECAPTCHA_FAILED',
      message: 'ReCaptcha validation failed, please try again',
    });
    expect((await t.query('{ storeConfig { store_code } }')).errors).toBeUndefined();
  });
});
