import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/customers/loginThrottle.js';
import { SIGN_IN_FAILED, login, newEmail, registerCustomer } from '../customerHelpers.js';
import { manualClock, startTestApi, type GraphQLErrorBody, type TestApi } from '../testApi.js';

/**
 * Sign-in throttling without lockouts (docs/commerce-api/accounts.md): delays per account and client pair,
 * a higher bar per client over all accounts that spares accounts it signed in to before, the
 * owner's warning e-mail, and X-Forwarded-For honoured only from a trusted proxy. The clock is
 * moved by hand, so no test sleeps. Password-reset discovery is tested at the end.
 */

const from = (address: string) => ({ 'x-forwarded-for': address });
type Clock = ReturnType<typeof manualClock>;

/** The refusal's code and, when throttled, the seconds to wait. */
const refusalOf = (result: { errors?: GraphQLErrorBody[] }) => {
  const extensions = (result.errors?.[0]?.extensions ?? {}) as Record<string, unknown>;
  return { code: extensions['error_code'], wait: extensions['retry_after_seconds'] };
};

/**
 * One wrong password that reaches the password check: a throttled attempt first waits (the
 * clock moves) as long as the refusal says.
 */
async function failOnce(t: TestApi, clock: Clock, email: string, client: string) {
  let result = await login(t, email, 'Feil-passord-1', from(client));
  if (refusalOf(result).code === 'TOO_MANY_ATTEMPTS') {
    clock.advance(refusalOf(result).wait as number);
    result = await login(t, email, 'Feil-passord-1', from(client));
  }
  expect(refusalOf(result).code).toBe('INVALID_CREDENTIALS');
}

describe('behind the storefront (this machine is a trusted proxy)', () => {
  let t: TestApi;
  const clock = manualClock();
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      { clock: clock.now, customers: { storefrontUrl: 'https://butikk.test' } },
    );
  });
  afterAll(() => t?.close());

  it('lets the owner sign in from a new client after five failures elsewhere', async () => {
    const owner = await registerCustomer(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      await failOnce(t, clock, owner.email, '203.0.113.7');
    }
    const elsewhere = await login(t, owner.email, owner.password, from('198.51.100.20'));
    expect(elsewhere.errors).toBeUndefined();
    // The guesser's pair still waits, the right password or not: the owner's success is theirs.
    const guesser = await login(t, owner.email, owner.password, from('203.0.113.7'));
    expect(guesser.errors?.[0]).toMatchObject({
      message: SIGN_IN_FAILED,
      extensions: { category: 'graphql-authentication', error_code: 'TOO_MANY_ATTEMPTS' },
    });
  });

  it('makes a guessing pair wait 1 s, 2 s, 4 s … up to 15 minutes, and says how long', async () => {
    const owner = await registerCustomer(t);
    const client = '203.0.113.30';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.pair.freeFailures; attempt++) {
      expect(refusalOf(await login(t, owner.email, 'Feil-1', from(client))).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const waits: unknown[] = [];
    for (let round = 0; round < 12; round++) {
      const refused = refusalOf(await login(t, owner.email, owner.password, from(client)));
      expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
      waits.push(refused.wait);
      clock.advance((refused.wait as number) - 1);
      // A second too early is still too early, and the answer counts down.
      expect(refusalOf(await login(t, owner.email, owner.password, from(client)))).toEqual({
        code: 'TOO_MANY_ATTEMPTS',
        wait: 1,
      });
      clock.advance(1);
      expect(refusalOf(await login(t, owner.email, 'Feil-1', from(client))).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    clock.advance(900);
    expect((await login(t, owner.email, owner.password, from(client))).errors).toBeUndefined();
  });

  it('counts guesses sent at once one after the other, so no more than the free ones are tried', async () => {
    const owner = await registerCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        login(t, owner.email, `Feil-${attempt}-passord`, from('203.0.113.40')),
      ),
    );
    const codes = results.map((result) => refusalOf(result).code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(
      LOGIN_THROTTLE.pair.freeFailures,
    );
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(
      12 - LOGIN_THROTTLE.pair.freeFailures,
    );
  });

  it('does not let failures on account A from a shared address stop account B there', async () => {
    const nat = '198.51.100.99';
    const [a, b] = [await registerCustomer(t), await registerCustomer(t)];
    for (let attempt = 0; attempt < 6; attempt++) await failOnce(t, clock, a.email, nat);
    expect(refusalOf(await login(t, a.email, a.password, from(nat))).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    expect((await login(t, b.email, b.password, from(nat))).errors).toBeUndefined();
  });

  it('slows credential stuffing from one address briefly, sparing accounts signed in from there before', async () => {
    const nat = '198.51.100.150';
    const regular = await registerCustomer(t);
    const newcomer = await registerCustomer(t);
    expect((await login(t, regular.email, regular.password, from(nat))).errors).toBeUndefined();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.client.freeFailures; attempt++) {
      await failOnce(t, clock, newEmail('fylt'), nat);
    }
    // Never a lock: a wait of at most a minute for an account new to this address …
    const slowed = refusalOf(await login(t, newcomer.email, newcomer.password, from(nat)));
    expect(slowed.code).toBe('TOO_MANY_ATTEMPTS');
    expect(slowed.wait).toBeGreaterThanOrEqual(1);
    expect(slowed.wait).toBeLessThanOrEqual(LOGIN_THROTTLE.client.maxDelaySeconds);
    // … none for one that signed in from here before, nor for anyone elsewhere.
    expect((await login(t, regular.email, regular.password, from(nat))).errors).toBeUndefined();
    expect(
      (await login(t, newcomer.email, newcomer.password, from('198.51.100.151'))).errors,
    ).toBeUndefined();
    clock.advance(slowed.wait as number);
    expect((await login(t, newcomer.email, newcomer.password, from(nat))).errors).toBeUndefined();
  });

  it('counts a client whatever it writes into X-Forwarded-For left of what the proxy appended', async () => {
    const owner = await registerCustomer(t);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.pair.freeFailures; attempt++) {
      // The browser sends its own X-Forwarded-For; the proxy appends the real address.
      await login(
        t,
        owner.email,
        'Feil-1',
        from(`10.${attempt}.0.1, 198.51.100.${attempt + 1}, 203.0.113.9`),
      );
    }
    const result = await login(t, owner.email, owner.password, from('192.0.2.1, 203.0.113.9'));
    expect(refusalOf(result).code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe("the owner's warning", () => {
  let t: TestApi;
  const clock = manualClock();
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      { clock: clock.now, customers: { storefrontUrl: 'https://butikk.test' } },
    );
  });
  afterAll(() => t?.close());

  /** The mails to an address besides the welcome mail every registration sends. */
  const outbox = async (to: string) => {
    const response = await fetch(`${t.origin}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    return (
      (await response.json()) as { messages: { subject: string; text: string; links: string[] }[] }
    ).messages.filter((message) => !message.subject.startsWith('Velkommen'));
  };

  it('mails the owner once, in Norwegian, with a link that resets the password and lifts every delay', async () => {
    const owner = await registerCustomer(t);
    // Four from one client (now waiting), the fifth from another: five within the window.
    for (let attempt = 0; attempt < 4; attempt++) {
      await failOnce(t, clock, owner.email, '203.0.113.50');
    }
    expect(await outbox(owner.email)).toHaveLength(0);
    await failOnce(t, clock, owner.email, '203.0.113.51');
    for (let attempt = 0; attempt < 5; attempt++) {
      await failOnce(t, clock, owner.email, `203.0.113.${60 + attempt}`);
    }
    const messages = await outbox(owner.email);
    expect(messages).toHaveLength(1);
    const [warning] = messages;
    expect(warning!.subject).toBe('Noen har prøvd å logge inn på kontoen din hos Agri Deler');
    expect(warning!.text).toContain('feil passord flere ganger');
    const link = new URL(warning!.links[0]!);
    expect(warning!.text).toContain(link.href);
    expect(`${link.origin}${link.pathname}`).toBe('https://butikk.test/customer/reset-password');
    expect(link.searchParams.get('email')).toBe(owner.email);

    expect(refusalOf(await login(t, owner.email, owner.password, from('203.0.113.50'))).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    const reset = await t.query(
      `mutation ($email: String!, $token: String!) {
        resetPassword(email: $email, resetPasswordToken: $token, newPassword: "Nytt-passord-2025")
      }`,
      { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    );
    expect(reset.data).toEqual({ resetPassword: true });
    // No waiting any more, not even for the client that was slowed down.
    const after = await login(t, owner.email, 'Nytt-passord-2025', from('203.0.113.50'));
    expect(after.errors).toBeUndefined();
  });

  it('sends nothing for an address without an account', async () => {
    const email = newEmail('ukjent');
    for (let attempt = 0; attempt < 6; attempt++) {
      await failOnce(t, clock, email, `192.0.2.${attempt + 1}`);
    }
    expect(await outbox(email)).toHaveLength(0);
  });
});

describe.each([
  ['reached directly (no trusted proxy)', []],
  ['reached past its trusted edge (another address is trusted)', ['10.0.0.1']],
] as const)('%s', (_name, trustedProxies) => {
  let t: TestApi;
  const clock = manualClock();
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { trustedProxies, clock: clock.now });
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For: a new address in every request is still the same client', async () => {
    const owner = await registerCustomer(t);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.pair.freeFailures; attempt++) {
      const result = await login(t, owner.email, 'Feil-1', from(`198.51.100.${attempt + 1}`));
      expect(refusalOf(result).code).toBe('INVALID_CREDENTIALS');
    }
    const result = await login(t, owner.email, owner.password, from('203.0.113.200'));
    expect(refusalOf(result)).toEqual({ code: 'TOO_MANY_ATTEMPTS', wait: 1 });
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
