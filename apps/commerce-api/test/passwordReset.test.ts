import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailTransport.js';
import {
  NOT_AUTHORIZED,
  SIGN_IN_FAILED,
  bearer,
  login,
  newEmail,
  registerCustomer,
} from './customerHelpers.js';
import { manualClock, startTestApi, type TestApi } from './testApi.js';

const REQUEST = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const MISMATCHED = 'The password token is mismatched. Reset and try again.';
const STATUS = `query ($email: String!, $token: String!) {
  WmPasswordResetTokenStatus(email: $email, resetPasswordToken: $token)
}`;

/** Whether the link of `email` and `token` works, as its page asks before a password is typed. */
async function tokenStatus(t: TestApi, email: string, token: string): Promise<string> {
  const result = await t.query<{ WmPasswordResetTokenStatus: string }>(STATUS, { email, token });
  expect(result.errors).toBeUndefined();
  return result.data!.WmPasswordResetTokenStatus;
}

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The reset mails to an address (registering also sends a welcome mail), newest first. */
async function outbox(t: TestApi, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${t.origin}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages.filter((message) =>
    message.subject.startsWith('Tilbakestill passordet'),
  );
}

/** Asks for a reset link and returns the token from the e-mail. */
async function requestToken(t: TestApi, email: string): Promise<string> {
  const result = await t.query(REQUEST, { email });
  expect(result.data).toEqual({ requestPasswordResetEmail: true });
  const [latest] = await outbox(t, email);
  const link = new URL(latest!.links[0]!);
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 50 },
      // A still clock: sign-in delays do not run out between two requests of a slow machine.
      { customers: { storefrontUrl: 'https://butikk.test' }, clock: manualClock().now },
    );
  });
  afterAll(() => t?.close());

  it('mails a one-time link to the storefront, in Norwegian', async () => {
    const { email } = await registerCustomer(t);
    expect((await t.query(REQUEST, { email: ` ${email.toUpperCase()} ` })).data).toEqual({
      requestPasswordResetEmail: true,
    });
    const messages = await outbox(t, email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      to: email,
      subject: 'Tilbakestill passordet ditt hos Agri Deler',
    });
    expect(message!.text).toContain('Hei Åse,');
    expect(message!.text).toContain('Lenken virker i 2 timer');
    const link = new URL(message!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('https://butikk.test/customer/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(message!.text).toContain(link.toString());
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = newEmail('ukjent');
    expect((await t.query(REQUEST, { email })).data).toEqual({ requestPasswordResetEmail: true });
    expect(await outbox(t, email)).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    const result = await t.query(REQUEST, { email: 'ola@' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'The email address has an invalid format.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('sets the new password once, ending every session', async () => {
    const customer = await registerCustomer(t);
    const token = await requestToken(t, customer.email);
    const reset = await t.query(RESET, {
      email: customer.email,
      token,
      password: 'Nytt-passord-9',
    });
    expect(reset.data).toEqual({ resetPassword: true });

    expect(
      (await t.query(`{ customer { email } }`, {}, bearer(customer.token))).errors?.[0]?.message,
    ).toBe(NOT_AUTHORIZED);
    expect((await login(t, customer.email, customer.password)).errors?.[0]?.message).toBe(
      SIGN_IN_FAILED,
    );
    expect((await login(t, customer.email, 'Nytt-passord-9')).errors).toBeUndefined();

    const again = await t.query(RESET, {
      email: customer.email,
      token,
      password: 'Tredje-passord-3',
    });
    expect(again.errors?.[0]).toMatchObject({
      message: MISMATCHED,
      extensions: { category: 'graphql-input' },
    });
    expect((await login(t, customer.email, 'Nytt-passord-9')).errors).toBeUndefined();
  });

  it('refuses a wrong token, an unknown address, and a token of another account', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    const token = await requestToken(t, customer.email);
    for (const variables of [
      { email: customer.email, token: 'not-the-token', password: 'Nytt-passord-9' },
      { email: newEmail('ukjent'), token, password: 'Nytt-passord-9' },
      { email: other.email, token, password: 'Nytt-passord-9' },
    ]) {
      expect((await t.query(RESET, variables)).errors?.[0]?.message).toBe(MISMATCHED);
    }
    // Still unused: the right owner can use it.
    expect(
      (await t.query(RESET, { email: customer.email, token, password: 'Nytt-passord-9' })).data,
    ).toEqual({ resetPassword: true });
  });

  it("applies the store's password rules and keeps the token for another try", async () => {
    const customer = await registerCustomer(t);
    const token = await requestToken(t, customer.email);
    const weak = await t.query(RESET, { email: customer.email, token, password: 'kort' });
    expect(weak.errors?.[0]).toMatchObject({
      message: 'The password needs at least 8 characters. Create a new password and try again.',
      extensions: { category: 'graphql-input' },
    });
    const empty = await t.query(RESET, { email: customer.email, token: ' ', password: 'x' });
    expect(empty.errors?.[0]?.message).toBe('resetPasswordToken must be specified');
    expect(
      (await t.query(RESET, { email: customer.email, token, password: 'Sterkt-passord-1' })).data,
    ).toEqual({ resetPassword: true });
  });

  it('says whether a link still works: valid until used or replaced, the same for any stranger', async () => {
    const customer = await registerCustomer(t);
    const first = await requestToken(t, customer.email);
    expect(await tokenStatus(t, customer.email, first)).toBe('VALID');
    expect(await tokenStatus(t, ` ${customer.email.toUpperCase()} `, first)).toBe('VALID');
    // Replaced by a newer link, then the newer one used.
    const second = await requestToken(t, customer.email);
    expect(await tokenStatus(t, customer.email, first)).toBe('INVALID');
    expect(await tokenStatus(t, customer.email, second)).toBe('VALID');
    await t.query(RESET, { email: customer.email, token: second, password: 'Nytt-passord-9' });
    expect(await tokenStatus(t, customer.email, second)).toBe('INVALID');
    // Nothing tells an address with an account from one without, or from no address.
    expect(await tokenStatus(t, newEmail('ukjent'), second)).toBe('INVALID');
    expect(await tokenStatus(t, 'ola@', second)).toBe('INVALID');
    expect(await tokenStatus(t, customer.email, '')).toBe('INVALID');
  });

  it('lets only the newest link work', async () => {
    const customer = await registerCustomer(t);
    const first = await requestToken(t, customer.email);
    const second = await requestToken(t, customer.email);
    expect(first).not.toBe(second);
    const old = await t.query(RESET, {
      email: customer.email,
      token: first,
      password: 'Nytt-passord-9',
    });
    expect(old.errors?.[0]?.message).toBe(MISMATCHED);
    expect(
      (await t.query(RESET, { email: customer.email, token: second, password: 'Nytt-passord-9' }))
        .data,
    ).toEqual({ resetPassword: true });
  });

  it('sends at most five links an hour to one account, answering the same', async () => {
    const { email } = await registerCustomer(t);
    for (let request = 0; request < 7; request++) {
      expect((await t.query(REQUEST, { email })).data).toEqual({ requestPasswordResetEmail: true });
    }
    expect(await outbox(t, email)).toHaveLength(5);
  });

  it('unlocks an account that was throttled', async () => {
    const customer = await registerCustomer(t);
    for (let attempt = 0; attempt < 5; attempt++) await login(t, customer.email, `Feil-${attempt}`);
    expect((await login(t, customer.email, customer.password)).errors?.[0]?.message).toBe(
      SIGN_IN_FAILED,
    );
    const token = await requestToken(t, customer.email);
    await t.query(RESET, { email: customer.email, token, password: 'Nytt-passord-9' });
    expect((await login(t, customer.email, 'Nytt-passord-9')).errors).toBeUndefined();
  });

  it('shows the outbox as a page, newest first, with the text escaped', async () => {
    const { email } = await registerCustomer(t, newEmail('side'));
    await requestToken(t, email);
    await requestToken(t, email);
    const [newest, older] = await outbox(t, email);
    expect(newest!.id).toBeGreaterThan(older!.id);
    const response = await fetch(`${t.origin}/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html.indexOf(`#${newest!.id} `)).toBeLessThan(html.indexOf(`#${older!.id} `));
    expect(html).toContain(`<a href="${newest!.links[0]!.replaceAll('&', '&amp;')}">`);
    expect(html).toContain('Hilsen Agri Deler');
  });
});

describe('password reset links that have expired', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 50 }, { customers: { resetLinkLifetimeMinutes: 0 } });
  });
  afterAll(() => t?.close());

  it('refuses the token with Magento’s message', async () => {
    const customer = await registerCustomer(t);
    const token = await requestToken(t, customer.email);
    const result = await t.query(RESET, {
      email: customer.email,
      token,
      password: 'Nytt-passord-9',
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'The password token is expired. Reset and try again.',
      extensions: { category: 'graphql-input' },
    });
    expect((await login(t, customer.email, customer.password)).errors).toBeUndefined();
  });

  it('says the newest link has expired, before a password is typed', async () => {
    const customer = await registerCustomer(t);
    const token = await requestToken(t, customer.email);
    expect(await tokenStatus(t, customer.email, token)).toBe('EXPIRED');
    expect(await tokenStatus(t, customer.email, 'not-the-token')).toBe('INVALID');
  });
});

describe('mail through another transport, and no outbox page', () => {
  let t: TestApi;
  const sent: MailMessage[] = [];
  let failing = false;
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 50 },
      {
        devOutbox: false,
        mail: {
          send: async (message) => {
            if (failing) throw new Error('SMTP down');
            sent.push(message);
          },
        },
      },
    );
  });
  afterAll(() => t?.close());

  it('hands the message to the transport', async () => {
    const { email } = await registerCustomer(t);
    await t.query(REQUEST, { email });
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [email, 'Velkommen som kunde hos Agri Deler'],
      [email, 'Tilbakestill passordet ditt hos Agri Deler'],
    ]);
    expect(sent[1]!.links?.[0]).toMatch(/^http:\/\/localhost:3000\/customer\/reset-password\?/);
  });

  it('answers true even when the transport fails', async () => {
    failing = true;
    const { email } = await registerCustomer(t);
    expect((await t.query(REQUEST, { email })).data).toEqual({ requestPasswordResetEmail: true });
    failing = false;
  });

  it('does not serve /dev/outbox', async () => {
    expect((await fetch(`${t.origin}/dev/outbox.json`)).status).toBe(404);
    expect((await fetch(`${t.origin}/dev/outbox`)).status).toBe(404);
  });
});
