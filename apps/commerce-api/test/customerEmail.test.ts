import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_AUTHORIZED,
  SIGN_IN_FAILED,
  bearer,
  login,
  newEmail,
  registerCustomer,
} from './customerHelpers.js';
import { manualClock, startTestApi, type TestApi } from './testApi.js';

const UPDATE_EMAIL = `mutation ($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email firstname } }
}`;

describe('updateCustomerEmail', () => {
  let t: TestApi;
  beforeAll(async () => {
    // A still clock: sign-in delays do not run out between two requests of a slow machine.
    t = await startTestApi({ productCount: 50 }, { clock: manualClock().now });
  });
  afterAll(() => t?.close());

  it('changes the login address when the password is right', async () => {
    const customer = await registerCustomer(t);
    const email = newEmail('ny');
    const result = await t.query(
      UPDATE_EMAIL,
      { email, password: customer.password },
      bearer(customer.token),
    );
    expect(result.data).toEqual({ updateCustomerEmail: { customer: { email, firstname: 'Åse' } } });
    expect((await login(t, customer.email, customer.password)).errors?.[0]?.message).toBe(
      SIGN_IN_FAILED,
    );
    expect((await login(t, email, customer.password)).errors).toBeUndefined();
    // The session goes on with the new address.
    const me = await t.query(`{ customer { email } }`, {}, bearer(customer.token));
    expect(me.data).toEqual({ customer: { email } });
  });

  it('refuses a wrong password with an authentication error, keeping the session', async () => {
    const customer = await registerCustomer(t);
    const result = await t.query(
      UPDATE_EMAIL,
      { email: newEmail(), password: 'Feil-passord-1' },
      bearer(customer.token),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: "The password doesn't match this account. Verify the password and try again.",
      extensions: { category: 'graphql-authentication' },
    });
    const me = await t.query(`{ customer { email } }`, {}, bearer(customer.token));
    expect(me.data).toEqual({ customer: { email: customer.email } });
  });

  it('is throttled like sign-in after three wrong passwords', async () => {
    const customer = await registerCustomer(t);
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.query(
        UPDATE_EMAIL,
        { email: newEmail(), password: `Feil-${attempt}` },
        bearer(customer.token),
      );
    }
    const result = await t.query(
      UPDATE_EMAIL,
      { email: newEmail(), password: customer.password },
      bearer(customer.token),
    );
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
  });

  it('refuses an invalid address and one another account has', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    const invalid = await t.query(
      UPDATE_EMAIL,
      { email: 'ola@example', password: customer.password },
      bearer(customer.token),
    );
    expect(invalid.errors?.[0]).toMatchObject({
      message: '"ola@example" is not a valid email address.',
      extensions: { category: 'graphql-input' },
    });
    const taken = await t.query(
      UPDATE_EMAIL,
      { email: other.email.toUpperCase(), password: customer.password },
      bearer(customer.token),
    );
    expect(taken.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('needs a signed-in customer', async () => {
    const result = await t.query(UPDATE_EMAIL, { email: newEmail(), password: 'Traktor-2024' });
    expect(result.errors?.[0]).toMatchObject({
      message: NOT_AUTHORIZED,
      extensions: { category: 'graphql-authorization' },
    });
  });
});
