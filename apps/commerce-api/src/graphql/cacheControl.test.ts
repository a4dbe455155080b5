import { describe, expect, it } from 'vitest';
import {
  graphqlCacheControl,
  NO_STORE_CACHE_CONTROL,
  PUBLIC_QUERY_CACHE_CONTROL,
  queryRootFields,
  type GraphqlCacheInput,
} from './cacheControl.js';

const anonymousGet: GraphqlCacheInput = {
  method: 'GET',
  authorized: false,
  query: '{ products(search: "filter") { total_count } }',
  operationName: null,
  status: 200,
  hasErrors: false,
};

describe('graphqlCacheControl', () => {
  it('makes an anonymous catalogue GET query public for shared caches', () => {
    expect(graphqlCacheControl(anonymousGet)).toBe(PUBLIC_QUERY_CACHE_CONTROL);
    expect(PUBLIC_QUERY_CACHE_CONTROL).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    );
  });

  it.each([
    ['a POST of the same query', { method: 'POST' }],
    ['a request with Authorization', { authorized: true }],
    ['an answer with errors', { hasErrors: true }],
    ['a status other than 200', { status: 400 }],
    ['no query', { query: null }],
    ['a query that does not parse', { query: '{ products(' }],
    ['a mutation', { query: 'mutation { createEmptyCart }' }],
    ['a subscription', { query: 'subscription { products { total_count } }' }],
    ['a guest cart', { query: 'query ($id: String!) { cart(cart_id: $id) { id } }' }],
    ['the customer', { query: '{ customer { email } }' }],
    ['the customer cart', { query: '{ customerCart { id } }' }],
    ['the wish list', { query: '{ WmWishlist { items_count } }' }],
    ['a licence plate search', { query: '{ WmLicensePlateSearch(plate: "AB12345") { brand } }' }],
    [
      'a catalogue field beside a cart',
      { query: '{ storeConfig { store_code } cart(cart_id: "x") { id } }' },
    ],
    [
      'a cart inside a fragment',
      { query: '{ ...F } fragment F on Query { cart(cart_id: "x") { id } }' },
    ],
    ['a cart inside an inline fragment', { query: '{ ... on Query { customer { email } } }' }],
    ['a missing fragment', { query: '{ ...Missing }' }],
    [
      'two operations without a name chosen',
      { query: 'query A { storeConfig { id } } query B { countries { id } }' },
    ],
    ['a named operation that is not there', { operationName: 'Nope' }],
  ] satisfies [string, Partial<GraphqlCacheInput>][])(
    'is private, no-store for %s',
    (_name, change) => {
      expect(graphqlCacheControl({ ...anonymousGet, ...change })).toBe(NO_STORE_CACHE_CONTROL);
    },
  );

  it('reads the method case-insensitively', () => {
    expect(graphqlCacheControl({ ...anonymousGet, method: 'get' })).toBe(
      PUBLIC_QUERY_CACHE_CONTROL,
    );
  });

  it('judges the named operation of a document with several', () => {
    const query = 'query Menu { megaMenuItems { name } } query Me { customer { email } }';
    expect(graphqlCacheControl({ ...anonymousGet, query, operationName: 'Menu' })).toBe(
      PUBLIC_QUERY_CACHE_CONTROL,
    );
    expect(graphqlCacheControl({ ...anonymousGet, query, operationName: 'Me' })).toBe(
      NO_STORE_CACHE_CONTROL,
    );
  });

  it('follows fragments on the root type (catalogue only stays public)', () => {
    const query =
      'query { ...Shop ... on Query { categoryList { uid } } } fragment Shop on Query { storeConfig { store_code } ...Shop }';
    expect(graphqlCacheControl({ ...anonymousGet, query })).toBe(PUBLIC_QUERY_CACHE_CONTROL);
  });
});

describe('queryRootFields', () => {
  it('lists aliased fields by their field name', () => {
    expect(
      queryRootFields('{ a: products { total_count } b: route(url: "x") { type } }', null),
    ).toEqual(['products', 'route']);
  });

  it('is null for a document without an operation', () => {
    expect(queryRootFields('fragment F on Query { storeConfig { id } }', null)).toBeNull();
  });
});
