import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../customerHelpers.js';
import { startTestApi, type TestApi } from '../testApi.js';

/**
 * Per-client limits on registration and password-reset requests, and the per-client GraphQL
 * budget, through HTTP against a real commerce-api (issue 21, finding 3). The clients are named
 * by `X-Forwarded-For` from this machine, a trusted proxy as the storefront server is. That the
 * counts are shared between instances and kept across restarts: `sharedLimits.test.ts`.
 */

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const REGISTER = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const registration = (email = newEmail('grense')) => ({
  input: { email, password: 'Traktor-2024', firstname: 'Åse', lastname: 'Østby' },
});
const tooMany = {
  category: 'wm-unavailable',
  error_code: 'TOO_MANY_REQUESTS',
  retry_after_seconds: expect.any(Number),
};

describe('registration and password-reset limits per client', () => {
  let t: TestApi;
  let time = Date.parse('2026-11-21T10:05:00Z');
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      {
        limits: {
          registrationsPerHour: 2,
          passwordResetsPer15Minutes: 5,
          passwordResetsPerEmailPerHour: 2,
        },
        clock: () => new Date(time),
      },
    );
  });
  afterAll(() => t?.close());

  it('refuses a client’s third registration in an hour, and no other client’s', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.query(REGISTER, registration(), from('203.0.113.1'))).errors).toBeUndefined();
    }
    const refused = await t.query(REGISTER, registration(), from('203.0.113.1'));
    expect(refused.errors?.[0]?.extensions).toEqual({ ...tooMany, retry_after_seconds: 3300 });
    expect((await t.query(REGISTER, registration(), from('203.0.113.2'))).errors).toBeUndefined();
    time += 3300_000; // the next clock hour
    expect((await t.query(REGISTER, registration(), from('203.0.113.1'))).errors).toBeUndefined();
  });

  it('lets one client ask for 5 of 40 reset e-mails for different addresses', async () => {
    const answers = [];
    for (let i = 0; i < 40; i++) {
      answers.push(await t.query(REQUEST_RESET, { email: newEmail('reset') }, from('203.0.113.3')));
    }
    expect(answers.filter((answer) => answer.data?.requestPasswordResetEmail)).toHaveLength(5);
    for (const answer of answers.slice(5)) {
      expect(answer.errors?.[0]?.extensions).toMatchObject(tooMany);
    }
  });

  it('limits reset requests for one address from any client, whether or not it has an account', async () => {
    for (const email of ['ola.nordmann@example.no', newEmail('ingen')]) {
      for (const client of ['198.51.100.1', '198.51.100.2']) {
        expect((await t.query(REQUEST_RESET, { email }, from(client))).data).toEqual({
          requestPasswordResetEmail: true,
        });
      }
      const refused = await t.query(
        REQUEST_RESET,
        { email: ` ${email.toUpperCase()}` },
        from('198.51.100.3'),
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject(tooMany);
    }
  });
});

describe('the per-client GraphQL budget', () => {
  let t: TestApi;
  const time = Date.parse('2026-11-21T10:00:20Z');
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      { limits: { graphqlBudgetPerMinute: 3 }, clock: () => new Date(time) },
    );
  });
  afterAll(() => t?.close());

  const QUERY = `{ storeConfig { store_code } }`;

  it('answers 429 with Retry-After and TOO_MANY_REQUESTS once the minute’s budget is spent', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.query(QUERY, {}, from('203.0.113.9'))).status).toBe(200);
    }
    const response = await fetch(
      `${t.url}?query=${encodeURIComponent(QUERY)}`,
      from('203.0.113.9'),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('40');
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Too many requests; try again in 40 seconds.',
          extensions: { ...tooMany, retry_after_seconds: 40 },
        },
      ],
    });
    // A mutation is refused before it runs, too.
    const mutation = await t.query(
      `mutation { createGuestCart { cart { id } } }`,
      {},
      from('203.0.113.9'),
    );
    expect(mutation).toMatchObject({ status: 429, errors: [{ extensions: tooMany }] });
    expect(mutation.data).toBeUndefined();
  });

  it('keeps one shopper behind the storefront from spending another’s budget', async () => {
    expect((await t.query(QUERY, {}, from('203.0.113.10'))).status).toBe(200);
  });

  it('does not let a client name itself in X-Forwarded-For past a trusted proxy', async () => {
    // The storefront appends the address it saw; what the browser wrote stays on the left.
    const forged = await t.query(QUERY, {}, from('203.0.113.77, 203.0.113.9'));
    expect(forged.status).toBe(429);
  });
});

describe('the GraphQL budget charges what an operation would cost', () => {
  let t: TestApi;
  const time = Date.parse('2026-11-21T10:00:20Z');
  beforeAll(async () => {
    t = await startTestApi(
      { productCount: 20 },
      { limits: { graphqlBudgetPerMinute: 3000 }, clock: () => new Date(time) },
    );
  });
  afterAll(() => t?.close());

  const PAGE = `{ products(search: "filter", pageSize: 200) { items { sku } total_count } }`;

  it('spends a 200-product page as about 2 000, a small query as 1', async () => {
    expect((await t.query(PAGE, {}, from('203.0.113.20'))).status).toBe(200);
    // A second page would pass 3 000; small queries still fit in what is left.
    expect((await t.query(PAGE, {}, from('203.0.113.20'))).status).toBe(429);
    for (let i = 0; i < 10; i++) {
      const small = await t.query(`{ storeConfig { store_code } }`, {}, from('203.0.113.20'));
      expect(small.status).toBe(200);
    }
  });
});

describe('isEmailAvailable', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { limits: { emailChecksPerHour: 3 } });
  });
  afterAll(() => t?.close());

  const CHECK =
    'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';

  it('says whether an address is free, whatever its case, and refuses a malformed one uncounted', async () => {
    const client = from('203.0.113.40');
    expect((await t.query(CHECK, { email: 'Ola.Nordmann@Example.no' }, client)).data).toEqual({
      isEmailAvailable: { is_email_available: false },
    });
    expect((await t.query(CHECK, { email: newEmail('ledig') }, client)).data).toEqual({
      isEmailAvailable: { is_email_available: true },
    });
    for (const email of ['', 'ikke-en-adresse']) {
      const refused = await t.query(CHECK, { email }, client);
      expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    // The third check of the hour still answers; the fourth is refused, for this client only.
    expect((await t.query(CHECK, { email: newEmail('tredje') }, client)).errors).toBeUndefined();
    const refused = await t.query(CHECK, { email: newEmail('fjerde') }, client);
    expect(refused.errors?.[0]?.extensions).toMatchObject(tooMany);
    expect(
      (await t.query(CHECK, { email: newEmail('annen') }, from('203.0.113.41'))).errors,
    ).toBeUndefined();
  });
});
