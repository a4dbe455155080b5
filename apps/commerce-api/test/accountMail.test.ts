import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newEmail, registerCustomer } from './customerHelpers.js';
import { mailTo, outboxFor } from './mailHelpers.js';
import { manualClock, startTestApi, type TestApi } from './testApi.js';

const UPDATE_EMAIL = `mutation ($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`;

describe('account mails', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 50 },
      { customers: { storefrontUrl: 'https://butikk.test' }, clock: manualClock().now },
    );
  });
  afterAll(() => t?.close());

  it('welcomes a new customer, in Norwegian, with an HTML part', async () => {
    const { email } = await registerCustomer(t);
    const mail = await mailTo(t, email, 'Velkommen som kunde hos Agri Deler');
    expect(mail.text).toContain('Hei Åse,');
    expect(mail.text).toContain('Takk for at du opprettet en konto hos Agri Deler.');
    // Only the newsletter unsubscribe link every shopper mail carries.
    expect(mail.links).toEqual([
      expect.stringMatching(/^https:\/\/butikk\.test\/nyhetsbrev\/avmeld\?token=/),
    ]);
    expect(mail.text).toContain('https://butikk.test/customer');
    expect(mail.html).toContain('<html lang="nb">');
    expect(mail.html).toContain('<a href="https://butikk.test/customer">');
  });

  it('tells the old address that the e-mail address was changed, and to what', async () => {
    const customer = await registerCustomer(t);
    const next = newEmail('ny');
    const result = await t.query(
      UPDATE_EMAIL,
      { email: next, password: customer.password },
      bearer(customer.token),
    );
    expect(result.errors).toBeUndefined();
    const mail = await mailTo(t, customer.email, 'E-postadressen din hos Agri Deler er endret');
    expect(mail.text).toContain(`Kontoen din hos Agri Deler bruker nå ${next}`);
    expect(mail.text).toContain('Var det ikke deg som endret den?');
    // Nothing about the change goes to the new address.
    expect(await outboxFor(t, next)).toEqual([]);
  });

  it('says so when the password was changed, and when it was reset', async () => {
    const customer = await registerCustomer(t);
    const changed = await t.query(
      CHANGE_PASSWORD,
      { current: customer.password, next: 'Nytt-passord-9' },
      bearer(customer.token),
    );
    expect(changed.errors).toBeUndefined();
    const mail = await mailTo(t, customer.email, 'Passordet ditt hos Agri Deler er endret');
    expect(mail.text).toContain('Passordet ditt er endret.');
    expect(mail.text).toContain('https://butikk.test/customer/forgot-password');

    expect((await t.query(REQUEST_RESET, { email: customer.email })).errors).toBeUndefined();
    const reset = await mailTo(t, customer.email, 'Tilbakestill passordet');
    expect(reset.html).toContain('Tilbakestill passordet');
    const token = new URL(reset.links[0]!).searchParams.get('token')!;
    const done = await t.query(RESET, {
      email: customer.email,
      token,
      password: 'Enda-nyere-passord-7',
    });
    expect(done.errors).toBeUndefined();
    const notices = (await outboxFor(t, customer.email)).filter((entry) =>
      entry.subject.startsWith('Passordet ditt hos Agri Deler er endret'),
    );
    expect(notices).toHaveLength(2);
  });
});
