import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, newEmail } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const FAILED = 'ReCaptcha validation failed, please try again';
const CONFIG = `{ recaptchaV3Config { is_enabled website_key forms minimum_score failure_message } }`;
const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } }
}`;
const REQUEST = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const RESET = `mutation ($email: String!) {
  resetPassword(email: $email, resetPasswordToken: "x", newPassword: "Nytt-passord-9")
}`;

/** A stand-in for Google's siteverify: `good` scores 0.9, `low` 0.2, anything else fails. */
async function startFakeGoogle(): Promise<{
  url: string;
  server: Server;
  calls: URLSearchParams[];
}> {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response');
      const answer =
        form.get('secret') !== 'test-secret'
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : token === 'good'
            ? { success: true, score: 0.9, action: 'login' }
            : token === 'low'
              ? { success: true, score: 0.2, action: 'login' }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, server, calls };
}

describe('reCAPTCHA switched on', () => {
  let t: TestApi;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await startTestApi(
      { productCount: 50 },
      {
        recaptcha: {
          secretKey: 'test-secret',
          siteKey: 'test-site-key',
          verifyUrl: google.url,
          minimumScore: 0.5,
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => google?.server.close(resolve));
  });

  const captcha = (token: string) => ({ headers: { 'X-ReCaptcha': token } });

  it('tells the storefront it is on, with the site key and the guarded forms', async () => {
    expect((await t.query(CONFIG)).data).toEqual({
      recaptchaV3Config: {
        is_enabled: true,
        website_key: 'test-site-key',
        forms: ['CUSTOMER_LOGIN', 'CUSTOMER_CREATE', 'CUSTOMER_FORGOT_PASSWORD'],
        minimum_score: 0.5,
        failure_message: FAILED,
      },
    });
  });

  it('refuses sign-in without a token, with a failing one and with a low score', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'X-ReCaptcha': 'bad' },
      { 'X-ReCaptcha': 'low' },
    ];
    for (const headers of attempts) {
      const result = await login(t, DEMO.ola.email, DEMO.ola.password, headers);
      expect(result.errors?.[0]).toMatchObject({
        message: FAILED,
        extensions: { category: 'graphql-input' },
      });
    }
    const ok = await login(t, DEMO.ola.email, DEMO.ola.password, { 'X-ReCaptcha': 'good' });
    expect(ok.data?.generateCustomerToken.token).toMatch(/^[\w-]{43}$/);
    const last = google.calls.at(-1)!;
    expect(last.get('response')).toBe('good');
    expect(last.get('secret')).toBe('test-secret');
  });

  it('guards registration', async () => {
    const input = { email: newEmail(), password: 'Traktor-2024', firstname: 'A', lastname: 'B' };
    expect((await t.query(CREATE, { input })).errors?.[0]?.message).toBe(FAILED);
    expect((await t.query(CREATE, { input }, captcha('good'))).data).toEqual({
      createCustomerV2: { customer: { email: input.email } },
    });
  });

  it('guards the older createCustomer as it guards createCustomerV2', async () => {
    const OLDER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }`;
    const input = { email: newEmail(), password: 'Traktor-2024', firstname: 'A', lastname: 'B' };
    expect((await t.query(OLDER, { input })).errors?.[0]?.message).toBe(FAILED);
    expect((await t.query(OLDER, { input }, captcha('low'))).errors?.[0]?.message).toBe(FAILED);
    expect((await t.query(OLDER, { input }, captcha('good'))).data).toEqual({
      createCustomer: { customer: { email: input.email } },
    });
  });

  it('guards the password reset request and the new password', async () => {
    const email = DEMO.ola.email;
    expect((await t.query(REQUEST, { email })).errors?.[0]?.message).toBe(FAILED);
    expect((await t.query(REQUEST, { email }, captcha('good'))).data).toEqual({
      requestPasswordResetEmail: true,
    });
    expect((await t.query(RESET, { email })).errors?.[0]?.message).toBe(FAILED);
    // Past the check, the (made-up) token is what fails.
    expect((await t.query(RESET, { email }, captcha('good'))).errors?.[0]?.message).toBe(
      'The password token is mismatched. Reset and try again.',
    );
  });
});

describe('reCAPTCHA switched off (the default)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 50 });
  });
  afterAll(() => t?.close());

  it('says so and asks for no token', async () => {
    expect((await t.query(CONFIG)).data).toEqual({
      recaptchaV3Config: {
        is_enabled: false,
        website_key: '',
        forms: [],
        minimum_score: 0.5,
        failure_message: FAILED,
      },
    });
    expect((await login(t, DEMO.ola.email, DEMO.ola.password)).errors).toBeUndefined();
  });

  it('gives the token lifetime in storeConfig, in hours', async () => {
    expect((await t.query(`{ storeConfig { customer_access_token_lifetime } }`)).data).toEqual({
      storeConfig: { customer_access_token_lifetime: 1 },
    });
  });
});
