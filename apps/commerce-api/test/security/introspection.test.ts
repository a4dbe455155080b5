import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startTestApi, type TestApi } from '../testApi.js';
import { expectHarmless } from './securityHelpers.js';

const SCHEMA = `{ __schema { queryType { name } types { name } } }`;
const TYPE = `{ __type(name: "Customer") { fields { name } } }`;
const MISSPELT = `{ product(search: "filter") { total_count } }`;

describe('GRAPHQL_INTROSPECTION', () => {
  it('is off in production and on elsewhere unless set, and refuses other values', () => {
    expect(readConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(readConfig({}).graphqlIntrospection).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).graphqlIntrospection).toBe(true);
    expect(
      readConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).graphqlIntrospection,
    ).toBe(true);
    expect(readConfig({ GRAPHQL_INTROSPECTION: '0' }).graphqlIntrospection).toBe(false);
    expect(readConfig({ GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(() => readConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(
      'GRAPHQL_INTROSPECTION must be 1/true/on or 0/false/off, got "maybe".',
    );
  });
});

describe('introspection on (development)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { graphqlIntrospection: true });
  });
  afterAll(() => t?.close());

  it('answers __schema and __type, and suggests field names', async () => {
    const schema = await t.query<{ __schema: { queryType: { name: string }; types: unknown[] } }>(
      SCHEMA,
    );
    expect(schema.data!.__schema.queryType.name).toBe('Query');
    expect(schema.data!.__schema.types.length).toBeGreaterThan(100);
    const type = await t.query<{ __type: { fields: { name: string }[] } }>(TYPE);
    expect(type.data!.__type.fields.map((field) => field.name)).toContain('email');
    const misspelt = await t.query(MISSPELT);
    expect(misspelt.errors?.[0]?.message).toBe(
      'Cannot query field "product" on type "Query". Did you mean "products"?',
    );
  });
});

describe('introspection off (production)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 }, { graphqlIntrospection: false });
  });
  afterAll(() => t?.close());

  it('refuses __schema and __type, also behind an alias or a fragment, over GET and POST', async () => {
    for (const [query, field] of [
      [SCHEMA, '__schema'],
      [TYPE, '__type'],
      [`{ s: __schema { types { name } } }`, '__schema'],
      [`{ ...Q } fragment Q on Query { __type(name: "Cart") { name } }`, '__type'],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const result = await t.query(query, {}, { method });
        expectHarmless(result, query);
        expect(result.data ?? null, query).toBeNull();
        expect(result.errors?.[0]?.message, query).toBe(
          `GraphQL introspection has been disabled, but the requested query contained the field "${field}".`,
        );
      }
    }
  });

  it('gives no field-name hints, and still answers __typename and ordinary queries', async () => {
    const misspelt = await t.query(MISSPELT);
    expect(misspelt.errors?.[0]?.message).toBe('Cannot query field "product" on type "Query".');
    const argument = await t.query(`{ products(serch: "filter") { total_count } }`);
    expect(argument.errors?.[0]?.message).toBe(
      'Unknown argument "serch" on field "Query.products".',
    );
    const ordinary = await t.query<{ __typename: string; storeConfig: { store_code: string } }>(
      `{ __typename storeConfig { store_code } }`,
    );
    expect(ordinary.errors).toBeUndefined();
    expect(ordinary.data).toEqual({ __typename: 'Query', storeConfig: { store_code: 'ad_nb_no' } });
  });
});
