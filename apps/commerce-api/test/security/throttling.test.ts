import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/customers/loginThrottle.js';
import { SIGN_IN_FAILED, login, newEmail, registerCustomer } from '../customerHelpers.js';
import { startTestApi, type TestApi } from '../testApi.js';

/**
 * Sign-in brute force and account discovery. The per-account limit on its own is tested in
 * customers.test.ts ("refuses even the right password after five failures on one account",
 * "counts guesses sent at once one after the other"); the password-reset answers for a wrong
 * token or address in passwordReset.test.ts. Here: the per-client limit, X-Forwarded-For
 * spoofing with and without a trusted proxy in front, and password-reset discovery.
 */

const from = (address: string) => ({ 'x-forwarded-for': address });

/** `count` failed sign-ins, each on a different (unknown) address, with the given headers. */
async function fail(
  t: TestApi,
  count: number,
  headers: (attempt: number) => Record<string, string>,
) {
  for (let attempt = 0; attempt < count; attempt++) {
    const result = await login(t, newEmail('gjett'), 'Feil-passord-1', headers(attempt));
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
  }
}

describe('behind the storefront (this machine is a trusted proxy)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 });
  });
  afterAll(() => t?.close());

  it('refuses a client that failed too often on many accounts, even with a right password, and no one else', async () => {
    const victim = await registerCustomer(t);
    await fail(t, LOGIN_THROTTLE.perClient, () => from('203.0.113.7'));
    const throttled = await login(t, victim.email, victim.password, from('203.0.113.7'));
    expect(throttled.errors?.[0]).toMatchObject({
      message: SIGN_IN_FAILED,
      extensions: { category: 'graphql-authentication' },
    });
    const neighbour = await login(t, victim.email, victim.password, from('203.0.113.8'));
    expect(neighbour.errors).toBeUndefined();
  });

  it('counts a client whatever it writes into X-Forwarded-For left of what the proxy appended', async () => {
    const victim = await registerCustomer(t);
    // The browser sends its own X-Forwarded-For; the proxy appends the real address.
    await fail(t, LOGIN_THROTTLE.perClient, (attempt) =>
      from(`10.${attempt}.0.1, 198.51.100.${attempt + 1}, 203.0.113.9`),
    );
    const result = await login(t, victim.email, victim.password, from('192.0.2.1, 203.0.113.9'));
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
  });

  it('keeps an account throttled when the guesses come from many clients', async () => {
    const victim = await registerCustomer(t);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perAccount; attempt++) {
      const result = await login(
        t,
        victim.email,
        `Feil-${attempt}-passord`,
        from(`192.0.2.${attempt + 10}`),
      );
      expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
    const result = await login(t, victim.email, victim.password, from('192.0.2.99'));
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
  });
});

describe('reached directly (no trusted proxy)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { trustedProxies: [] });
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For: a new address in every request does not reset the count', async () => {
    const victim = await registerCustomer(t);
    await fail(t, LOGIN_THROTTLE.perClient, (attempt) => from(`198.51.100.${attempt + 1}`));
    const result = await login(t, victim.email, victim.password, from('203.0.113.200'));
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
  });
});

describe('password reset', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 });
  });
  afterAll(() => t?.close());

  const REQUEST = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;

  it('answers an address with an account and one without alike, in a similar time', async () => {
    const known = await registerCustomer(t);
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    // Interleaved, so load on the machine hits both alike; the first request of each warms up.
    for (let round = 0; round < 6; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? known.email : newEmail('ukjent');
        const started = performance.now();
        const result = await t.query(REQUEST, { email });
        const elapsed = performance.now() - started;
        expect(result).toEqual({ status: 200, data: { requestPasswordResetEmail: true } });
        if (round > 0) timings[kind].push(elapsed);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const [known5, unknown5] = [median(timings.known), median(timings.unknown)];
    // Loose on purpose (no timing assertion a loaded machine could break): the same order of
    // magnitude. The known address does more (a token row and the outbox), not a network call.
    expect(Math.max(known5, unknown5) / Math.max(1, Math.min(known5, unknown5))).toBeLessThan(10);
  });

  it('answers resetPassword for an unknown address as for a wrong token', async () => {
    const known = await registerCustomer(t);
    const RESET = `mutation ($email: String!) { resetPassword(email: $email, resetPasswordToken: "abc", newPassword: "Nytt-passord-2024") }`;
    const wrongToken = await t.query(RESET, { email: known.email });
    const unknown = await t.query(RESET, { email: newEmail('ukjent') });
    expect(unknown.errors?.[0]).toEqual(wrongToken.errors?.[0]);
    expect(wrongToken.errors?.[0]?.message).toBe(
      'The password token is mismatched. Reset and try again.',
    );
  });
});
