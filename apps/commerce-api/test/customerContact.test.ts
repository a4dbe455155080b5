import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, login, newEmail, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email phone_number company_type } }
}`;
const UPDATE = `mutation ($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname phone_number company_type } }
}`;
const READ = `{ customer { phone_number company_type } }`;

type Contact = { phone_number: string | null; company_type: string | null };

describe("the customer's phone number and company type", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 50 });
  });
  afterAll(() => t?.close());

  const input = (email: string, extra: Record<string, unknown>) => ({
    input: { email, password: 'Traktor-2024', firstname: 'Åse', lastname: 'Østby', ...extra },
  });

  it('registers with a phone number, kept as its 8 digits', async () => {
    const email = newEmail('telefon');
    const created = await t.query<{ createCustomerV2: { customer: Contact } }>(
      CREATE,
      input(email, { phone_number: '+47 912 34 567' }),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomerV2.customer).toEqual({
      email,
      phone_number: '91234567',
      company_type: null,
    });
    const token = await tokenFor(t, email, 'Traktor-2024');
    const read = await t.query<{ customer: Contact }>(READ, {}, bearer(token));
    expect(read.data!.customer).toEqual({ phone_number: '91234567', company_type: null });
  });

  it('refuses a registration with a phone number that is not Norwegian, and creates no account', async () => {
    const email = newEmail('telefon');
    const created = await t.query(CREATE, input(email, { phone_number: '+46 70 123 45 67' }));
    expect(created.errors?.[0]).toMatchObject({
      message:
        '"+46 70 123 45 67" is not a valid Norwegian phone number (8 digits, optionally after +47).',
      extensions: {
        category: 'graphql-input',
        error_code: 'INVALID_PHONE_NUMBER',
        field: 'phone_number',
      },
    });
    expect((await login(t, email, 'Traktor-2024')).errors?.[0]?.extensions).toMatchObject({
      error_code: 'INVALID_CREDENTIALS',
    });
  });

  it('changes, keeps and removes them on the profile; a field left out stays as it was', async () => {
    const token = await tokenFor(t, DEMO.fjelltun.email, DEMO.fjelltun.password);
    const changed = await t.query<{ updateCustomerV2: { customer: Contact } }>(
      UPDATE,
      { input: { phone_number: '74 12 34 56', company_type: 'as' } },
      bearer(token),
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateCustomerV2.customer).toEqual({
      firstname: 'Per',
      phone_number: '74123456',
      company_type: 'AS',
    });
    const untouched = await t.query<{ updateCustomerV2: { customer: Contact } }>(
      UPDATE,
      { input: { firstname: 'Per' } },
      bearer(token),
    );
    expect(untouched.data!.updateCustomerV2.customer).toMatchObject({
      phone_number: '74123456',
      company_type: 'AS',
    });
    const removed = await t.query<{ updateCustomerV2: { customer: Contact } }>(
      UPDATE,
      { input: { phone_number: '', company_type: null } },
      bearer(token),
    );
    expect(removed.data!.updateCustomerV2.customer).toMatchObject({
      phone_number: null,
      company_type: null,
    });
  });

  it('refuses an unknown company type or a bad phone number and changes nothing', async () => {
    const token = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
    await t.query(
      UPDATE,
      { input: { phone_number: '62345678', company_type: 'AS' } },
      bearer(token),
    );
    const badType = await t.query(
      UPDATE,
      { input: { firstname: 'Endret', company_type: 'Gårdsbruk' } },
      bearer(token),
    );
    expect(badType.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'INVALID_COMPANY_TYPE',
      field: 'company_type',
    });
    const badPhone = await t.query(
      UPDATE,
      { input: { firstname: 'Endret', phone_number: '1234' } },
      bearer(token),
    );
    expect(badPhone.errors?.[0]?.extensions).toMatchObject({
      error_code: 'INVALID_PHONE_NUMBER',
    });
    const read = await t.query<{ customer: Contact & { firstname: string } }>(
      `{ customer { firstname phone_number company_type } }`,
      {},
      bearer(token),
    );
    expect(read.data!.customer).toEqual({
      firstname: 'Kari',
      phone_number: '62345678',
      company_type: 'AS',
    });
  });
});
