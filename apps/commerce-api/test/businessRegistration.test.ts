import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, newEmail, tokenFor } from './customerHelpers.js';
import { manualClock, startTestApi, type TestApi } from './testApi.js';

const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email taxvat company_id } }
}`;
const PAYMENT_METHODS = `{ customerCart { available_payment_methods { code } } }`;

function registerBusiness(t: TestApi, email: string, taxvat: string) {
  return t.query<{ createCustomerV2: { customer: Record<string, unknown> } }>(CREATE, {
    input: { email, password: 'Traktor-2024', firstname: 'Åse', lastname: 'Østby', taxvat },
  });
}

describe('business self-registration', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 50 }, { clock: manualClock().now });
  });
  afterAll(() => t?.close());

  it.each([
    ['123', 'too short'],
    ['987654321', 'wrong check digit'],
    ['912345670', 'eight digits without a check digit (11 − r = 10)'],
    ['98765432A', 'not digits'],
  ])('refuses the organisation number %s (%s) and creates no account', async (taxvat) => {
    const email = newEmail('bedrift');
    const result = await registerBusiness(t, email, taxvat);
    expect(result.status).toBe(200);
    expect(result.data?.createCustomerV2 ?? null).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: `"${taxvat}" is not a valid Norwegian organization number (9 digits with a mod-11 check digit).`,
      extensions: {
        category: 'graphql-input',
        error_code: 'INVALID_ORGANIZATION_NUMBER',
        field: 'taxvat',
      },
    });
    expect((await login(t, email, 'Traktor-2024')).errors?.[0]?.extensions).toMatchObject({
      error_code: 'INVALID_CREDENTIALS',
    });
  });

  it('creates a business awaiting approval: the company id is set, invoice is not offered', async () => {
    const email = newEmail('bedrift');
    const result = await registerBusiness(t, email, 'NO 987 654 325 MVA');
    expect(result.errors).toBeUndefined();
    expect(result.data?.createCustomerV2.customer).toEqual({
      email,
      taxvat: 'NO 987 654 325 MVA',
      company_id: '987654325',
    });

    const signedIn = await login(t, email, 'Traktor-2024');
    expect(signedIn.data?.generateCustomerToken.credit_check_approved).toBe(false);
    const token = await tokenFor(t, email, 'Traktor-2024');
    const cart = await t.query<{ customerCart: { available_payment_methods: { code: string }[] } }>(
      PAYMENT_METHODS,
      {},
      bearer(token),
    );
    expect(cart.errors).toBeUndefined();
    expect(cart.data?.customerCart.available_payment_methods.map(({ code }) => code)).not.toContain(
      'wm_invoice',
    );
  });

  it('leaves a private registration (no taxvat) private', async () => {
    const email = newEmail();
    const result = await t.query(CREATE, {
      input: { email, password: 'Traktor-2024', firstname: 'Åse', lastname: 'Østby' },
    });
    expect(result.data).toEqual({
      createCustomerV2: { customer: { email, taxvat: null, company_id: null } },
    });
  });
});
