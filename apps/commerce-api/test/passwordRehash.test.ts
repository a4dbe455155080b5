import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMETERS, hashPassword } from '../src/customers/passwordHash.js';
import { DEMO, login, newEmail } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/** Password hashes at production cost (OWASP: scrypt N = 2^17), and old ones upgraded. */
describe('password hashing at production cost', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { passwordHashing: DEFAULT_SCRYPT_PARAMETERS });
  });
  afterAll(() => t?.close());

  const storedHash = async (email: string) =>
    (
      await t.api.db
        .selectFrom('customers')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('signs in with a hash of the old cost and stores one of today’s', async () => {
    const email = newEmail('gammel');
    const oldHash = await hashPassword('Traktor-2019', { parameters: { N: 2 ** 14, r: 8, p: 1 } });
    await t.api.db
      .insertInto('customers')
      .values({ email, firstname: 'Gunnar', lastname: 'Gammel', password_hash: oldHash })
      .execute();

    expect((await login(t, email, 'Traktor-2019')).errors).toBeUndefined();
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    // The new hash holds the same password, and is not replaced again.
    expect((await login(t, email, 'Traktor-2019')).errors).toBeUndefined();
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('keeps an old hash when the password was wrong', async () => {
    const email = newEmail('gammel');
    const oldHash = await hashPassword('Traktor-2019', { parameters: { N: 2 ** 14, r: 8, p: 1 } });
    await t.api.db
      .insertInto('customers')
      .values({ email, firstname: 'Gunnar', lastname: 'Gammel', password_hash: oldHash })
      .execute();
    expect((await login(t, email, 'Feil-passord-1')).errors).toBeDefined();
    expect(await storedHash(email)).toBe(oldHash);
  });

  it('seeds the demo accounts at today’s cost, and they sign in', async () => {
    expect(await storedHash(DEMO.ola.email)).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await login(t, DEMO.ola.email, DEMO.ola.password)).errors).toBeUndefined();
  });

  it('registers new customers at today’s cost', async () => {
    const email = newEmail();
    const created = await t.query(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { email, password: 'Traktor-2024', firstname: 'Åse', lastname: 'Østby' } },
    );
    expect(created.errors).toBeUndefined();
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
