import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sdkContext } from './sdkContext';
import { sdkMiddleware } from './sdkMiddleware.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs the middleware for a request with `cookie`, `next` doing what a loader or action would. */
async function run(
  cookie: string | null,
  next: (context: RouterContextProvider) => Promise<Response>,
) {
  const context = new RouterContextProvider();
  const request = new Request('http://127.0.0.1:3000/kundeservice', {
    headers: cookie ? { cookie } : {},
  });
  const response = await sdkMiddleware(
    { request, context, params: {}, unstable_pattern: '/kundeservice' } as never,
    () => next(context),
  );
  return response as Response;
}

/** Stubs the API, answering every GraphQL request with `body`, and records the requests. */
function stubApi(body: unknown) {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return Promise.resolve(Response.json(body));
    }),
  );
  return seen;
}

describe('sdkMiddleware', () => {
  it("gives the request's SDK the token of the httpOnly cookie", async () => {
    const seen = stubApi({ data: { storeConfig: null } });
    await run('vsf-customer=tok3n; vsf-store=ad_nb_no', async (context) => {
      await context.get(sdkContext).config.loadStoreConfig();
      return new Response('page');
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok3n');
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
});
