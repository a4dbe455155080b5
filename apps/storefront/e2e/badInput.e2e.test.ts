import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Hostile or broken input to the built storefront in front of the real commerce-api: a NUL or a
 * broken percent-encoding in an address, absurd page numbers, GraphQL requests of the wrong shape.
 * Each is the client's mistake and answers 4xx with a plain message — never a 500 and never an
 * internal detail (`server/refuseMalformedAddresses`, `app/pagination/requestedPage`,
 * `server/graphqlRequest`).
 */
const storefrontUrl = inject('storefrontUrl');
let session = '';
let category = '';

beforeAll(async () => {
  const login = await fetch(`${storefrontUrl}/customer/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email: 'ola.nordmann@example.no', password: 'Traktor-2024' }),
  });
  expect(login.status).toBe(303);
  session =
    login.headers
      .getSetCookie()
      .find((value) => value.startsWith('vsf-customer='))
      ?.split(';')[0] ?? '';
  const home = await (await fetch(`${storefrontUrl}/`)).text();
  category = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home)?.[1] ?? '';
  expect(category).not.toBe('');
});

async function get(path: string, signedIn = false) {
  const response = await fetch(`${storefrontUrl}${path}`, {
    redirect: 'manual',
    headers: signedIn ? { cookie: session } : {},
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

/** Signs of an internal error leaking into an answer. */
const internals =
  /SyntaxError|Unexpected token|NUL character|\bat [\w.]+ \(|URIError|Int cannot represent/;

describe('addresses with a NUL or a broken percent-encoding', () => {
  const cases = [
    '/%00',
    '/p/%00',
    '/parts/%00',
    '/aktuelt/%00',
    '/collection/%00',
    '/p/3595854M1%00',
    '/%E0%A4%A',
    '/p/%E0%A4%A',
    '/parts/%E0%A4%A',
    '/search?term=%00',
    '/search?term=olje&color=%00',
    '/parts?finder=%00&brand=%00&model=%00',
    '/parts?licensePlate=%00',
    '/aktuelt?page=%00',
  ];

  for (const path of cases) {
    it(`${path} answers 400 with a plain Norwegian message`, async () => {
      const { status, text } = await get(path);
      expect(status).toBe(400);
      expect(text).toBe('Adressen er ugyldig. Sjekk lenken og prøv igjen.');
    });
  }

  it('the same within a category and the account area', async () => {
    expect((await get(`${category}?term=%00`)).status).toBe(400);
    expect((await get('/customer/order-history?page=%00', true)).status).toBe(400);
  });
});

describe('page numbers', () => {
  const cases: { path: () => string; signedIn?: boolean; status: number }[] = [
    { path: () => '/customer/order-history?page=99999999999999', signedIn: true, status: 404 },
    { path: () => '/customer/order-history?page=2147483648', signedIn: true, status: 404 },
    { path: () => '/customer/order-history?page=-3', signedIn: true, status: 200 },
    { path: () => '/customer/order-history?page=abc', signedIn: true, status: 200 },
    {
      path: () => '/customer/MyAccount/order-history?page=99999999999999',
      signedIn: true,
      status: 404,
    },
    { path: () => '/aktuelt?page=99999999999999', status: 404 },
    { path: () => '/aktuelt?page=-1', status: 200 },
    { path: () => '/aktuelt?page=1e3', status: 200 },
    // The SDK's listing query reads at most nine digits: anything longer is page 1.
    { path: () => `${category}?page=99999999999999`, status: 200 },
    { path: () => `${category}?page=-1`, status: 200 },
    { path: () => '/search?term=filter&page=99999999999999', status: 200 },
    // Nine digits reach the API, which calls the page past the end: page 1 of the listing.
    { path: () => `${category}?page=999999999`, status: 302 },
  ];

  for (const { path, signedIn, status } of cases) {
    it(`${path()} answers ${status}`, async () => {
      const answer = await get(path(), signedIn);
      expect(answer.status).toBe(status);
      expect(answer.text).not.toMatch(internals);
      // An impossible listing page goes to page 1 of the same listing.
      if (status === 302) expect(answer.location).not.toContain('page=');
    });
  }
});

describe('GraphQL requests of the wrong shape through the proxy', () => {
  const post = (body: string) =>
    fetch(`${storefrontUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
      body,
    });
  const cases: [string, () => Promise<Response>][] = [
    ['a query that is a number', () => post('{"query":123}')],
    ['a query that is an object', () => post('{"query":{"a":1}}')],
    ['variables that are a string', () => post('{"query":"{ __typename }","variables":"x"}')],
    ['a body that is not JSON', () => post('{"query": "{ __typename }"')],
    [
      'GET variables that are not JSON',
      () => fetch(`${storefrontUrl}/graphql?query=%7B__typename%7D&variables=%7Bbad`),
    ],
    [
      'GET extensions that are not JSON',
      () => fetch(`${storefrontUrl}/graphql?query=%7B__typename%7D&extensions=%7Bbad`),
    ],
    ['a GET mutation', () => fetch(`${storefrontUrl}/graphql?query=mutation%7BcreateEmptyCart%7D`)],
  ];

  for (const [name, send] of cases) {
    it(`${name} answers 4xx with a GraphQL error and no parser internals`, async () => {
      const response = await send();
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const text = await response.text();
      expect(text).not.toMatch(internals);
      expect(text).not.toContain('originalError');
      expect((JSON.parse(text) as { errors: unknown[] }).errors).toHaveLength(1);
    });
  }
});
