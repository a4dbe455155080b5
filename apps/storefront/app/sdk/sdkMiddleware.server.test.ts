import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parse } from 'graphql';

import { sessionContext } from '../session/sessionContext';
import { sdkContext } from './sdkContext';
import { sdkMiddleware } from './sdkMiddleware.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

const storeCodeQuery = parse('query StoreCode { storeConfig { store_code } }');

/** Runs the middleware for a request with `cookie`, `next` doing what a loader or action would. */
async function run(
  cookie: string | null,
  next: (context: RouterContextProvider) => Promise<Response>,
  headers: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  const request = new Request('http://127.0.0.1:3000/kundeservice', {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const response = await sdkMiddleware(
    { request, context, params: {}, unstable_pattern: '/kundeservice' } as never,
    () => next(context),
  );
  return response as Response;
}

/**
 * Stubs the API, answering every GraphQL request with `body` (or, given a function, with what it
 * returns for the request's operation name), and records the requests.
 */
function stubApi(body: unknown) {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      const operation =
        new URL(request.url).searchParams.get('operationName') ??
        ((await request.json().catch(() => ({}))) as { operationName?: string }).operationName ??
        '';
      return Response.json(
        typeof body === 'function' ? (body as (name: string) => unknown)(operation) : body,
      );
    }),
  );
  return seen;
}

const customer = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  email: 'ola.nordmann@example.no',
  taxvat: null,
  company_id: null,
  is_subscribed: false,
  hide_cart_button: null,
  default_billing: null,
  default_shipping: null,
  addresses: [],
};

/** The API of the session tests: a login, the customer, a revocation. */
function sessionApi(operation: string): unknown {
  if (/token/i.test(operation) && /generate|login/i.test(operation)) {
    return { data: { generateCustomerToken: { token: 'new-token', credit_check_approved: true } } };
  }
  if (/revoke|logout/i.test(operation)) return { data: { revokeCustomerToken: { result: true } } };
  if (/storeConfig/i.test(operation)) {
    return { data: { storeConfig: { store_code: 'ad_nb_no', customer_access_token_lifetime: 2 } } };
  }
  return { data: { customer } };
}

describe('sdkMiddleware', () => {
  it('gives the whole page one API deadline: requests one after another do not add up their waits', async () => {
    vi.stubEnv('API_TIMEOUT_MS', '500');
    // An API that never answers; each call notes whether its signal had already fired.
    const signalFiredAtCall: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            const signal = init!.signal!;
            signalFiredAtCall.push(signal.aborted);
            if (signal.aborted) reject(signal.reason as Error);
            signal.addEventListener('abort', () => reject(signal.reason as Error));
          }),
      ),
    );
    try {
      await run(null, async (context) => {
        const sdk = context.get(sdkContext);
        const request = () => sdk.transport.request(storeCodeQuery).catch(() => undefined);
        await request();
        await request();
        return new Response('ok');
      });
    } finally {
      vi.unstubAllEnvs();
    }

    // The first request waited out the page's 500 ms; anything sent after it finds the deadline
    // already passed (a deadline per request would give the second a fresh 500 ms). Checked by
    // the signals, not the clock, so a busy machine cannot change the answer.
    expect(signalFiredAtCall[0]).toBe(false);
    expect(signalFiredAtCall.slice(1).every(Boolean)).toBe(true);
  });

  it("gives the request's SDK the token of the httpOnly cookie", async () => {
    const seen = stubApi({ data: { storeConfig: null } });
    await run('vsf-customer=tok3n; vsf-store=ad_nb_no', async (context) => {
      await context.get(sdkContext).config.loadStoreConfig();
      return new Response('page');
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok3n');
  });

  it('names the shopper the storefront server saw, so the API throttles per shopper', async () => {
    const seen = stubApi({ data: { storeConfig: null } });
    const loadConfig = async (context: RouterContextProvider) => {
      await context.get(sdkContext).config.loadStoreConfig();
      return new Response('page');
    };
    await run(null, loadConfig, { 'x-forwarded-for': '203.0.113.9' });
    await run(null, loadConfig);
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(seen[1]?.headers.get('x-forwarded-for')).toBeNull();
  });

  it('asks as a guest without the cookie, and leaves an anonymous page cacheable', async () => {
    const seen = stubApi({ data: { storeConfig: null } });
    const response = await run('vsf-store=ad_nb_no', async (context) => {
      await context.get(sdkContext).config.loadStoreConfig();
      return new Response('page', { headers: { 'Cache-Control': 'public, max-age=60' } });
    });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('marks a page rendered for a session private and writes no cookie while the token stays', async () => {
    stubApi({ data: {} });
    const response = await run('vsf-customer=tok3n', () => Promise.resolve(new Response('page')));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('gives every request its own SDK', async () => {
    const instances: unknown[] = [];
    for (let index = 0; index < 2; index += 1) {
      await run(null, (context) => {
        instances.push(context.get(sdkContext));
        return Promise.resolve(new Response('page'));
      });
    }
    expect(instances[0]).not.toBe(instances[1]);
  });

  it('sets the httpOnly token cookie, living as long as the API says, and the credit flag after a login in an action', async () => {
    stubApi(sessionApi);
    const response = await run('vsf-store=ad_nb_no', async (context) => {
      await context
        .get(sdkContext)
        .session.login({ email: 'ola.nordmann@example.no', password: 'x' });
      return new Response(null, { status: 303, headers: { Location: '/' } });
    });
    expect(response.headers.getSetCookie()).toEqual([
      'vsf-customer=new-token; Max-Age=7200; Path=/; HttpOnly; SameSite=Strict',
      'vsf-credit-check-approved=true; Max-Age=7200; Path=/; SameSite=Strict',
    ]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("clears the token and the session's cookies after a logout, keeping store and currency", async () => {
    const seen = stubApi(sessionApi);
    const response = await run(
      'vsf-customer=t; vsf-store=ad_nb_no; vsf-currency=NOK; vsf-cart=c; vsf-credit-check-approved=true',
      async (context) => {
        await context.get(sdkContext).session.logout({ pathname: '/' });
        return new Response(null, { status: 303, headers: { Location: '/' } });
      },
    );
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(response.headers.getSetCookie()).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict',
      'vsf-credit-check-approved=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it('loads the customer of the session once per request, for every loader that asks', async () => {
    const seen = stubApi(sessionApi);
    let sessions: unknown[] = [];
    await run('vsf-customer=t', async (context) => {
      sessions = await Promise.all([context.get(sessionContext)(), context.get(sessionContext)()]);
      return new Response('page');
    });
    expect(seen).toHaveLength(1);
    expect(sessions[0]).toBe(sessions[1]);
    expect(sessions[0]).toMatchObject({
      ended: false,
      state: { status: 'authenticated', customer: { firstname: 'Ola', lastname: 'Nordmann' } },
    });
  });

  it('has a guest session without the cookie, asking nothing', async () => {
    const seen = stubApi(sessionApi);
    const session = await new Promise((resolve) => {
      void run(null, async (context) => {
        resolve(await context.get(sessionContext)());
        return new Response('page');
      });
    });
    expect(session).toEqual({
      ended: false,
      state: { status: 'guest', customer: null, creditCheckApproved: null },
    });
    expect(seen).toEqual([]);
  });

  it("ends a session the API refuses: every cookie of the customer's session cleared, the guest's kept", async () => {
    stubApi({
      errors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    let ended: unknown;
    const response = await run(
      'vsf-customer=expired; vsf-cart=c; vsf-cache-id=x; vsf-credit-check-approved=true; ' +
        'vsf-wishlist=w; vsf-store=ad_nb_no',
      async (context) => {
        ended = (await context.get(sessionContext)()).ended;
        return new Response(null, { status: 302, headers: { Location: '/' } });
      },
    );
    expect(ended).toBe(true);
    expect(response.headers.getSetCookie()).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict',
      'vsf-cache-id=; Max-Age=0; Path=/; SameSite=Strict',
      'vsf-credit-check-approved=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });
});
