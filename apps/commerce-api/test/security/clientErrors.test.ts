import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testApi.js';
import { expectHarmless } from './securityHelpers.js';

/**
 * Requests a client got wrong answer 4xx with a plain message, never 500, and no error carries
 * the parser's internals (`extensions.originalError` with a `SyntaxError`, a stack).
 */

interface BadRequest {
  name: string;
  /** A raw POST body (as `application/json`), or a GET query string. */
  post?: string;
  get?: string;
  status: number;
  message: string | RegExp;
}

const get = (params: Record<string, string>) => new URLSearchParams(params).toString();
const typename = '{ __typename }';
const PRODUCTS = `query ($size: Int, $page: Int) { products(search: "filter", pageSize: $size, currentPage: $page) { total_count } }`;
const NUL = 'Text may not contain the NUL character (\\u0000).';

const cases: BadRequest[] = [
  {
    name: 'a query that is a number',
    post: '{"query":123}',
    status: 400,
    message: '"query" must be a string holding the GraphQL document, not a number.',
  },
  {
    name: 'a query that is an object',
    post: '{"query":{"a":1}}',
    status: 400,
    message: '"query" must be a string holding the GraphQL document, not an object.',
  },
  {
    name: 'a null query',
    post: '{"query":null}',
    status: 400,
    message: 'A GraphQL request needs "query": the GraphQL document as a string.',
  },
  {
    name: 'no query at all',
    post: '{"variables":"x"}',
    status: 400,
    message: 'A GraphQL request needs "query": the GraphQL document as a string.',
  },
  {
    name: 'variables that are a string',
    post: JSON.stringify({ query: typename, variables: 'x' }),
    status: 400,
    message: '"variables" must be a JSON object, not a string.',
  },
  {
    name: 'variables that are an array',
    post: JSON.stringify({ query: typename, variables: [1] }),
    status: 400,
    message: '"variables" must be a JSON object, not an array.',
  },
  {
    name: 'extensions that are a number',
    post: JSON.stringify({ query: typename, extensions: 1 }),
    status: 400,
    message: '"extensions" must be a JSON object, not a number.',
  },
  {
    name: 'an operationName that is a number',
    post: JSON.stringify({ query: typename, operationName: 1 }),
    status: 400,
    message: '"operationName" must be a string, not a number.',
  },
  { name: 'an empty array', post: '[]', status: 400, message: 'Batching is not supported.' },
  {
    name: 'a body that is a string',
    post: '"x"',
    status: 400,
    message: /^POST body is expected to be object/,
  },
  {
    name: 'a truncated JSON body',
    post: '{"query":',
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  { name: 'an empty body', post: '', status: 400, message: 'The request body is not valid JSON.' },
  {
    name: 'a NUL byte in the query',
    post: JSON.stringify({ query: `${typename}\u0000` }),
    status: 400,
    message: NUL,
  },
  {
    name: 'a NUL byte in a variable',
    post: JSON.stringify({
      query: `query ($s: String) { products(search: $s) { total_count } }`,
      variables: { s: 'filter\u0000' },
    }),
    status: 400,
    message: NUL,
  },
  {
    name: 'a NUL byte in the operation name',
    post: JSON.stringify({ query: `query A ${typename}`, operationName: 'A\u0000' }),
    status: 400,
    message: NUL,
  },
  {
    name: 'GET with malformed variables JSON',
    get: get({ query: typename, variables: '{x' }),
    status: 400,
    message: 'The "variables" parameter is not valid JSON.',
  },
  {
    name: 'GET with malformed extensions JSON',
    get: get({ query: typename, extensions: '{"persistedQuery":' }),
    status: 400,
    message: 'The "extensions" parameter is not valid JSON.',
  },
  {
    name: 'GET with variables that are a string',
    get: get({ query: typename, variables: '"x"' }),
    status: 400,
    message: '"variables" must be a JSON object, not a string.',
  },
  {
    name: 'GET without a query',
    get: get({ variables: '{}' }),
    status: 400,
    message: 'A GraphQL request needs "query": the GraphQL document as a string.',
  },
  {
    name: 'GET with a NUL byte in the query',
    get: get({ query: `${typename}\u0000` }),
    status: 400,
    message: NUL,
  },
  {
    name: 'a pageSize variable beyond Int',
    post: JSON.stringify({ query: PRODUCTS, variables: { size: 99_999_999_999_999 } }),
    status: 400,
    message: /Int cannot represent non 32-bit signed integer value: 99999999999999/,
  },
  {
    name: 'a currentPage variable that is not whole',
    post: JSON.stringify({ query: PRODUCTS, variables: { page: 1.5 } }),
    status: 400,
    message: /Int cannot represent non-integer value: 1.5/,
  },
  {
    name: 'a negative currentPage (the resolver refuses it; other fields may answer)',
    post: JSON.stringify({ query: PRODUCTS, variables: { page: -3 } }),
    status: 200,
    message: 'currentPage value must be greater than 0.',
  },
];

describe('client errors', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 20 });
  });
  afterAll(() => t?.close());

  const send = (entry: BadRequest) =>
    entry.get !== undefined
      ? fetch(`${t.url}?${entry.get}`)
      : fetch(t.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: entry.post,
        });

  it.each(cases)('answers $name with $status and a plain message', async (entry) => {
    const response = await send(entry);
    const text = await response.text();
    const body = JSON.parse(text) as { errors?: { message: string; extensions?: object }[] };
    expect(response.status, text).toBe(entry.status);
    expectHarmless({ status: response.status, errors: body.errors }, entry.name);
    expect(body.errors?.[0]?.message, text).toEqual(
      typeof entry.message === 'string' ? entry.message : expect.stringMatching(entry.message),
    );
    expect(text).not.toMatch(/originalError|SyntaxError|stack/);
  });

  it('answers a literal Int overflow with a validation error (400 where the client reads the GraphQL media type)', async () => {
    const query = `{ products(search: "filter", pageSize: 99999999999999, currentPage: -99999999999999) { total_count } }`;
    for (const [accept, status] of [
      ['application/json', 200],
      ['application/graphql-response+json', 400],
    ] as const) {
      const response = await fetch(t.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
      expect(response.status, accept).toBe(status);
      expect(body.data).toBeUndefined();
      expect(body.errors[0]?.message).toBe(
        'Int cannot represent non 32-bit signed integer value: 99999999999999',
      );
    }
  });

  it('keeps serving after all of them', async () => {
    const after = await t.query(`{ storeConfig { store_code } }`);
    expect(after.errors).toBeUndefined();
  });
});
