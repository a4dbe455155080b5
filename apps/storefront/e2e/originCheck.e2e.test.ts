import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The storefront's one CSRF check (`server/refuseCrossOriginRequests`) on the built server: every
 * route with an action — read from the server build, so a new form is covered without touching
 * this file — and the `/graphql` proxy's mutations refuse a request from another site with 403,
 * and still work from the shop's own pages.
 */
const storefrontUrl = inject('storefrontUrl');
const tokenCookie = 'vsf-customer';
const foreign = 'http://evil.example';

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { action?: unknown };
}

/** Every address of a route that exports an action, parameters filled in. */
async function actionPaths(): Promise<string[]> {
  const buildUrl = new URL('../build/server/index.js', import.meta.url).href;
  const { routes } = (await import(/* @vite-ignore */ buildUrl)) as {
    routes: Record<string, BuildRoute>;
  };
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? '';
    const base = parent ? fullPath(parent) : '';
    return own ? `${base.replace(/\/$/, '')}/${own}` : base;
  };
  return Object.values(routes)
    .filter((route) => typeof route.module.action === 'function')
    .map((route) => fullPath(route).replace(/:[A-Za-z]+/g, '1'));
}

/** A form post as a browser sends it, with the session cookie and the given provenance. */
function postForm(path: string, cookie: string, headers: Record<string, string>) {
  return fetch(`${storefrontUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    body: new URLSearchParams({ email: 'ola.nordmann@example.no', password: 'x' }),
  });
}

function postGraphql(query: string, cookie: string, headers: Record<string, string>) {
  return fetch(`${storefrontUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ad_nb_no', cookie, ...headers },
    body: JSON.stringify({ query }),
  });
}

/** Whether the cookie still opens the account area. */
async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${storefrontUrl}/customer/my-profile`, {
    redirect: 'manual',
    headers: { cookie },
  });
  await response.arrayBuffer();
  return response.status === 200;
}

let paths: string[] = [];
let session = '';

beforeAll(async () => {
  paths = await actionPaths();
  // A real sign-in through the login form from the shop's own page.
  const response = await fetch(`${storefrontUrl}/customer/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: storefrontUrl },
    body: new URLSearchParams({ email: 'ola.nordmann@example.no', password: 'Traktor-2024' }),
  });
  expect(response.status).toBe(303);
  session =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${tokenCookie}=`))
      ?.split(';')[0] ?? '';
  expect(session).not.toBe('');
});

describe('form actions posted from another site', () => {
  it('finds the routes with an action in the server build, logout, the account forms and the quote form among them', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/customer/logout',
        '/customer/login',
        '/customer/my-profile',
        '/customer/addresses-details/edit/1',
        '/my-tractors',
        '/be-om-tilbud/1',
      ]),
    );
  });

  const provenances: [string, Record<string, string>][] = [
    ['a foreign Origin', { origin: foreign }],
    ['a sibling subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
    ['only a foreign Referer', { referer: `${foreign}/form.html` }],
    ['an opaque Origin', { origin: 'null' }],
  ];

  for (const [name, headers] of provenances) {
    it(`are refused with 403 for ${name}, documents and .data requests alike`, async () => {
      for (const path of paths) {
        for (const address of [path, `${path}.data`]) {
          const response = await postForm(address, session, headers);
          expect(response.status, address).toBe(403);
          expect(await response.text(), address).toContain('nettbutikkens egne sider');
          expect(response.headers.getSetCookie(), address).toEqual([]);
        }
      }
      expect(await signedIn(session)).toBe(true);
    });
  }
});

describe('the /graphql proxy’s mutations from another site', () => {
  const mutations = [
    'mutation { revokeCustomerToken { result } }',
    'mutation { createEmptyCart }',
    'mutation { generateCustomerToken(email: "ola.nordmann@example.no", password: "Traktor-2024") { token } }',
  ];

  it('are refused with a GraphQL-shaped 403 and leave the session alone', async () => {
    for (const query of mutations) {
      const response = await postGraphql(query, session, { origin: foreign });
      expect(response.status, query).toBe(403);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message, query).toContain('nettbutikkens egne sider');
      expect(response.headers.getSetCookie(), query).toEqual([]);
    }
    expect(await signedIn(session)).toBe(true);
  });

  it('go through from the shop’s own origin', async () => {
    const response = await postGraphql('mutation { createEmptyCart }', '', {
      origin: storefrontUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { data: { createEmptyCart: string } }).data.createEmptyCart,
    ).toMatch(/\w+/);
  });
});

describe('logging out from the shop’s own page', () => {
  it('still answers 303 and clears the cookie', async () => {
    const response = await postForm('/customer/logout', session, {
      origin: storefrontUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^vsf-customer=;.*Max-Age=0/)]),
    );
    expect(await signedIn(session)).toBe(false);
  });
});
