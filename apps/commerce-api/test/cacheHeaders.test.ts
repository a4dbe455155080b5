import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_QUERY_CACHE_CONTROL } from '../src/graphql/cacheControl.js';
import { registerCustomer } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/** Cache headers of real answers over HTTP (the rule itself: `src/graphql/cacheControl.test.ts`). */
describe('GraphQL cache headers', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 100 });
  });
  afterAll(() => t?.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}?${new URLSearchParams({ query })}`, { headers });
  const post = (query: string, headers: Record<string, string> = {}) =>
    fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });

  it('answers an anonymous catalogue GET query as public with s-maxage, varying on store and token', async () => {
    const response = await get(
      '{ storeConfig { store_code } products(search: "filter") { total_count } }',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_QUERY_CACHE_CONTROL);
    const vary = response.headers.get('vary') ?? '';
    for (const name of ['Store', 'Content-Currency', 'Authorization']) expect(vary).toContain(name);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('answers the same query by POST as private, no-store', async () => {
    const response = await post('{ storeConfig { store_code } }');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a mutation as private, no-store', async () => {
    const response = await post('mutation { createEmptyCart }');
    expect(
      ((await response.json()) as { data: { createEmptyCart: string } }).data.createEmptyCart,
    ).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a guest cart read by GET as private, no-store', async () => {
    const created = (await (await post('mutation { createEmptyCart }')).json()) as {
      data: { createEmptyCart: string };
    };
    const response = await get(`{ cart(cart_id: "${created.data.createEmptyCart}") { id } }`);
    expect(((await response.json()) as { data: { cart: { id: string } } }).data.cart.id).toBe(
      created.data.createEmptyCart,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a catalogue GET query with a customer token as private, no-store', async () => {
    const { token } = await registerCustomer(t);
    const response = await get('{ storeConfig { store_code } }', {
      authorization: `Bearer ${token}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a GET query with errors as private, no-store', async () => {
    const response = await get('{ products(pageSize: -1) { total_count } }');
    expect(((await response.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
