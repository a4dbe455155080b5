import { describe, expect, inject, it } from 'vitest';

import { ask } from './api';

/**
 * Cache headers of real answers of the built storefront (the rule: `app/http/pageCacheControl`,
 * the API's: commerce-api `src/graphql/cacheControl`).
 */
const storefrontUrl = inject('storefrontUrl');
const publicPage = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${storefrontUrl}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
}

async function catalogPaths(): Promise<{ category: string; product: string }> {
  const home = await (await fetch(`${storefrontUrl}/`)).text();
  const category = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home)?.[1] ?? '';
  const categoryHtml = await (await fetch(`${storefrontUrl}${category}`)).text();
  const match =
    /class="ap-product-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="ap-product-card__link"/.exec(
      categoryHtml,
    );
  return { category, product: match?.[1] ?? match?.[2] ?? '' };
}

async function customerToken(): Promise<string> {
  const data = await ask<{ generateCustomerToken: { token: string } }>(
    `mutation { generateCustomerToken(email: "ola.nordmann@example.no", password: "Traktor-2024") { token } }`,
  );
  return data.generateCustomerToken.token;
}

describe('cache headers of pages', () => {
  it('home, category, product and their .data answers are public for a CDN, varying on cookies', async () => {
    const { category, product } = await catalogPaths();
    expect(category).not.toBe('');
    expect(product).not.toBe('');
    for (const path of ['/', category, product, `${category}.data`, '/search?q=filter']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(publicPage);
      expect(response.headers.get('vary') ?? '', path).toMatch(/\bCookie\b/i);
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('a page that is not there is kept briefly', async () => {
    const response = await get('/finnes-ikke-i-det-hele-tatt.html');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('the account area, checkout and wish list are private for a guest too', async () => {
    for (const path of ['/customer/login', '/checkout', '/onskeliste', '/customer/login.data']) {
      const response = await get(path);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('a catalogue page rendered for a customer is private, no-store', async () => {
    const { category } = await catalogPaths();
    const cookie = `vsf-customer=${await customerToken()}`;
    for (const path of ['/', category]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('a form answer (a failed sign-in) is private, no-store', async () => {
    const response = await fetch(`${storefrontUrl}/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefrontUrl },
      body: new URLSearchParams({ email: 'ola.nordmann@example.no', password: 'feil-passord' }),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('robots.txt keeps its own hour', async () => {
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('cache headers of the /graphql proxy', () => {
  const query = (text: string) => `/graphql?${new URLSearchParams({ query: text })}`;

  it('passes a public catalogue answer on, varying on the session cookie', async () => {
    const response = await get(query('{ products(search: "filter") { total_count } }'), {
      store: 'ad_nb_no',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(publicPage);
    expect(response.headers.get('vary')).toBe('Store, Content-Currency, Cookie');
  });

  it('keeps a guest cart and any answer to a customer private', async () => {
    const created = await ask<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const cart = await get(query(`{ cart(cart_id: "${created.createEmptyCart}") { id } }`));
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    const customer = await get(query('{ products(search: "filter") { total_count } }'), {
      cookie: `vsf-customer=${await customerToken()}`,
    });
    expect(customer.headers.get('cache-control')).toBe('private, no-store');
  });
});
