import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { productData as sharedProductData } from '../../../../packages/sdk/src/testing/wishlistData';
import { fakeGraphqlFetch, type FakeGraphqlAnswer } from '../wishlist/wishlistTestData';
import { loadSearchPage } from './loadSearchPage.server';

/** A product card as the search answers it: the shared test product, with its part numbers. */
const productData = (sku: string) => ({
  ...sharedProductData(sku),
  name: 'Termostat',
  listing_attributes: { items: [{ code: 'wm_part_numbers', value: '3595854M1, 3595854M91' }] },
});

/** The search page's loader over a fake API answering the search with `products`. */
async function load(address: string, products: { items: unknown[]; suggestions?: string[] }) {
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];
  const record =
    (operation: string, answer: FakeGraphqlAnswer) => (variables: Record<string, unknown>) => {
      asked.push({ operation, variables });
      return answer;
    };
  const fetch = fakeGraphqlFetch({
    ProductList: record('ProductList', {
      data: {
        products: {
          items: products.items,
          total_count: products.items.length,
          page_info: { current_page: 1, page_size: 12, total_pages: 1 },
          aggregations: [],
          suggestions: (products.suggestions ?? []).map((search) => ({ search })),
        },
      },
    }),
    SearchCategories: record('SearchCategories', {
      data: {
        categories: {
          items: [
            {
              uid: 'Mw==',
              name: 'Termostater',
              url_path: 'motor/termostater',
              url_suffix: '.html',
            },
          ],
        },
      },
    }),
    AttributeOptions: record('AttributeOptions', {
      data: { customAttributeMetadataV2: { items: [] } },
    }),
  });
  const sdk = createSdk({
    endpoint: 'http://shop.test/graphql',
    storage: createMemoryStorage(),
    fetch,
    logger: { error: () => undefined },
  });
  const data = await loadSearchPage(
    sdk,
    new URL(address, 'http://shop.test'),
    null,
    'http://shop.test',
  );
  return { data, asked };
}

describe('loadSearchPage', () => {
  it('searches the most relevant first, and maps the cards with their part numbers', async () => {
    const { data, asked } = await load('/search?term=termostat', {
      items: [productData('MF-3595854M1')],
    });

    expect(asked.find((call) => call.operation === 'ProductList')?.variables).toMatchObject({
      search: 'termostat',
      sort: { relevance: 'DESC' },
    });
    expect(data.listing?.query.sort).toBe('relevance_DESC');
    expect(data.listing?.products[0]).toMatchObject({
      sku: 'MF-3595854M1',
      originalNumber: '3595854M1',
    });
    expect(data.suggestion).toBeNull();
    // Something was found: no help, and no request for it.
    expect(data.helpCategories).toBeNull();
    expect(asked.map((call) => call.operation)).not.toContain('SearchCategories');
  });

  it('keeps an order the shopper chose', async () => {
    const { asked } = await load('/search?term=termostat&sort=price_ASC', { items: [] });

    expect(asked.find((call) => call.operation === 'ProductList')?.variables).toMatchObject({
      sort: { price: 'ASC' },
    });
  });

  it('finds the categories of the suggested term when nothing is found, in one more request', async () => {
    const { data, asked } = await load('/search?term=termostatt', {
      items: [],
      suggestions: ['termostat'],
    });

    expect(data.suggestion).toEqual({ term: 'termostat', href: '/search?term=termostat' });
    expect(data.helpCategories).toEqual([
      { href: '/motor/termostater.html', label: 'Termostater' },
    ]);
    const categoryRequests = asked.filter((call) => call.operation === 'SearchCategories');
    expect(categoryRequests).toEqual([
      { operation: 'SearchCategories', variables: { term: 'termostat', pageSize: 5 } },
    ]);
  });

  it('offers a suggestion above results too, when the API has one', async () => {
    const { data } = await load('/search?term=termostatt', {
      items: [productData('MF-3595854M1')],
      suggestions: ['termostat'],
    });

    expect(data.suggestion?.term).toBe('termostat');
    expect(data.helpCategories).toBeNull();
  });

  it('asks for the categories of the term itself without a suggestion', async () => {
    const { asked } = await load('/search?term=xqzzy', { items: [] });

    expect(asked.find((call) => call.operation === 'SearchCategories')?.variables['term']).toBe(
      'xqzzy',
    );
  });
});
