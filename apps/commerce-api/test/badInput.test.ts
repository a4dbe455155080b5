import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExecutableSchema } from '../src/graphql/createGraphQLHandler.js';
import { resolvers } from '../src/graphql/resolvers/index.js';
import { startTestApi, type TestApi } from './testApi.js';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const firstError = async (query: string, variables: Record<string, unknown> = {}, options = {}) => {
  const result = await t.query(query, variables, options);
  expect(result.errors, `expected an error for ${query}`).toBeDefined();
  return { status: result.status, error: result.errors![0]! };
};

describe('GraphQL validation', () => {
  it('refuses unknown fields with a validation error', async () => {
    const { error } = await firstError(
      `{ products(search: "filter") { items { no_such_field } } }`,
    );
    expect(error.message).toContain('Cannot query field "no_such_field"');
    // Magento's category for a validation error, so Magento clients sort it as they would there.
    expect(error.extensions).toMatchObject({ category: 'graphql' });
  });

  it('refuses arguments of the wrong type', async () => {
    const { error } = await firstError(
      `{ products(search: "filter", pageSize: "ten") { total_count } }`,
    );
    expect(error.message).toMatch(/Int cannot represent/);
    expect(error.extensions).toMatchObject({ category: 'graphql' });
  });

  it('refuses variables of the wrong type', async () => {
    const { error } = await firstError(
      `query ($size: Int) { products(search: "filter", pageSize: $size) { total_count } }`,
      { size: 'many' },
    );
    expect(error.message).toMatch(/Variable "\$size" got invalid value/);
  });

  it('refuses a query that is not GraphQL', async () => {
    const { error } = await firstError(`{ products(search: "filter" { total_count }`);
    expect(error.message).toMatch(/Syntax Error/);
    expect(error.extensions).toMatchObject({ category: 'graphql' });
  });
});

describe('paging', () => {
  const products = `query ($size: Int, $page: Int) {
    products(search: "filter", pageSize: $size, currentPage: $page) { total_count }
  }`;

  it.each([
    [{ size: 0, page: 1 }, 'pageSize value must be greater than 0.'],
    [{ size: -5, page: 1 }, 'pageSize value must be greater than 0.'],
    [{ size: 10, page: 0 }, 'currentPage value must be greater than 0.'],
    [{ size: 10, page: -1 }, 'currentPage value must be greater than 0.'],
    [{ size: 100000, page: 1 }, 'pageSize value must be 300 or less.'],
  ])('refuses %j with a clear message', async (variables, message) => {
    const { error } = await firstError(products, variables);
    expect(error).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('refuses a page past the last one, like Magento', async () => {
    const { error } = await firstError(products, { size: 10, page: 100000 });
    expect(error.message).toMatch(
      /^currentPage value 100000 specified is greater than the \d+ page\(s\) available\.$/,
    );
  });

  it('bounds the part-finder and category page sizes too', async () => {
    const finder = await firstError(`{ WmPartFinderBrands(pageSize: 301) { total_count } }`);
    expect(finder.error.message).toBe('pageSize value must be 300 or less.');
    const categories = await firstError(`{ categories(currentPage: 0) { total_count } }`);
    expect(categories.error.message).toBe('currentPage value must be greater than 0.');
  });
});

describe('arguments the shop checks itself', () => {
  it('needs a search or a filter', async () => {
    const { error } = await firstError(`{ products { total_count } }`);
    expect(error.message).toBe("'search' or 'filter' input argument is required.");
  });

  it('refuses a one-letter search', async () => {
    const { error } = await firstError(`{ products(search: " a ") { total_count } }`);
    expect(error.message).toBe('Minimum Search query length is 2');
  });

  it('refuses a price range that is not a number', async () => {
    const { error } = await firstError(
      `{ products(filter: { price: { from: "cheap" } }) { total_count } }`,
    );
    expect(error).toMatchObject({ extensions: { category: 'graphql-input' } });
  });

  it('refuses a malformed category uid', async () => {
    const { error } = await firstError(
      `{ products(filter: { category_uid: { eq: "not a uid!" } }) { total_count } }`,
    );
    expect(error.message).toBe('Value of uid "not a uid!" is incorrect.');
  });

  it('finds nothing, without an error, for ids that do not exist or are not ids', async () => {
    const result = await t.query<{ products: { total_count: number } }>(
      `{ products(filter: { category_id: { in: ["999999", "abc", "1; DROP TABLE products"] } }) { total_count } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.products.total_count).toBe(0);
  });

  it('treats SQL in a search term as plain words', async () => {
    const result = await t.query<{ products: { total_count: number } }>(
      `{ products(search: "filter'); DROP TABLE products; --") { total_count } }`,
    );
    expect(result.errors).toBeUndefined();
    const still = await t.query<{ products: { total_count: number } }>(
      `{ products(search: "filter") { total_count } }`,
    );
    expect(still.data!.products.total_count).toBeGreaterThan(0);
  });
});

describe('oversized and odd values', () => {
  it('cuts a very long search to its first words instead of working through all of them', async () => {
    const long = await t.query<{ products: { total_count: number } }>(
      `query ($s: String) { products(search: $s) { total_count } }`,
      { s: 'filter '.repeat(8000) },
      { method: 'POST' },
    );
    const short = await t.query<{ products: { total_count: number } }>(
      `{ products(search: "filter") { total_count } }`,
    );
    expect(long.errors).toBeUndefined();
    expect(long.data!.products.total_count).toBe(short.data!.products.total_count);
  });

  it('refuses the NUL character in arguments and variables', async () => {
    const literal = await firstError(`{ cmsPage(identifier: "home\\u0000") { title } }`);
    expect(literal.error).toMatchObject({ extensions: { category: 'graphql-input' } });
    const variable = await firstError(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { total_count } }`,
      { sku: 'a\u0000b' },
    );
    expect(variable.error.message).toBe('Text may not contain the NUL character (\\u0000).');
  });

  it('refuses a lone UTF-16 surrogate, which PostgreSQL would store as U+FFFD or refuse', async () => {
    for (const text of ['\ud800', 'a\udfffb', 'x\ud83d']) {
      const { error } = await firstError(
        `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { total_count } }`,
        { sku: text },
        { method: 'POST' },
      );
      expect(error).toMatchObject({
        message: 'Text must be valid Unicode: it contains an unpaired surrogate (\\ud800–\\udfff).',
        extensions: { category: 'graphql-input' },
      });
    }
    // A whole pair (an emoji) is ordinary text.
    const pair = await t.query(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { total_count } }`,
      { sku: '🚜' },
    );
    expect(pair.errors).toBeUndefined();
  });

  it('finds no route for a URL with an encoded NUL', async () => {
    const result = await t.query<{ route: unknown }>(
      `{ route(url: "/kontakt%00oss") { __typename } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.route).toBeNull();
  });

  it('refuses a uid beyond any id', async () => {
    const uid = Buffer.from('99999999999').toString('base64');
    const { error } = await firstError(
      `query ($uid: String) { categories(filters: { category_uid: { eq: $uid } }) { total_count } }`,
      { uid },
    );
    expect(error.message).toBe(`Value of uid "${uid}" is incorrect.`);
  });

  it('refuses more than 100 values in any filter', async () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i));
    for (const query of [
      `query ($v: [String]) { products(filter: { category_url_path: { in: $v } }) { total_count } }`,
      `query ($v: [String]) { categories(filters: { ids: { in: $v } }) { total_count } }`,
      `query ($v: [String]) { WmPartFinderModels(filter: { brand_id: { in: $v } }) { total_count } }`,
    ]) {
      const { error } = await firstError(query, { v: many });
      expect(error.message, query).toBe('A filter accepts at most 100 values.');
    }
  });

  it('refuses nested product lists that would list too many products', async () => {
    const { error } = await firstError(`{ products(search: "filter", pageSize: 300) { items {
      related_products { related_products { related_products { related_products { sku } } } }
    } } }`);
    expect(error).toMatchObject({
      message: expect.stringMatching(
        /^This query would cost \d+ to answer; a request may cost at most/,
      ),
      extensions: { error_code: 'QUERY_TOO_COSTLY' },
    });
  });

  it('answers a request line that is not a URL with 400 and keeps serving', async () => {
    const { port } = new URL(t.url);
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET http://:99999/graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('end', () => resolve(reply.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    const after = await t.query(`{ storeConfig { store_code } }`);
    expect(after.errors).toBeUndefined();
  });
});

describe('query size limits', () => {
  it('refuses queries nested too deep', async () => {
    const children = (depth: number): string =>
      depth === 0 ? 'name' : `children { ${children(depth - 1)} }`;
    const deep = `{ categories { items { ${children(16)} } } }`;
    const { error } = await firstError(deep);
    expect(error.message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: storeConfig { store_code }`).join(
      ' ',
    );
    const { error } = await firstError(`{ ${aliases} }`);
    expect(error.message).toMatch(/alias/i);
  });

  it('refuses a request body over 1 MiB', async () => {
    const response = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ storeConfig { store_code } }`, pad: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('HTTP', () => {
  it('answers queries over GET and POST alike', async () => {
    const get = await t.query<{ storeConfig: { store_code: string } }>(
      `{ storeConfig { store_code } }`,
      {},
      { method: 'GET' },
    );
    const post = await t.query<{ storeConfig: { store_code: string } }>(
      `{ storeConfig { store_code } }`,
      {},
      { method: 'POST' },
    );
    expect(get.data).toEqual(post.data);
  });

  it('refuses mutations over GET', async () => {
    const params = new URLSearchParams({ query: 'mutation { revokeCustomerToken { result } }' });
    const response = await fetch(`${t.url}?${params}`);
    expect(response.status).toBe(405);
  });

  it('answers malformed JSON with a 400 and keeps serving', async () => {
    const response = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ storeConfig { store_code } }"',
    });
    expect(response.status).toBe(400);
    const after = await t.query(`{ storeConfig { store_code } }`);
    expect(after.errors).toBeUndefined();
  });

  it('honours the Store and Content-Currency headers', async () => {
    const good = await t.query(
      `{ storeConfig { store_code } }`,
      {},
      {
        headers: { Store: 'ad_nb_no', 'Content-Currency': 'NOK' },
      },
    );
    expect(good.errors).toBeUndefined();
    const store = await t.query(
      `{ storeConfig { store_code } }`,
      {},
      { headers: { Store: 'xx_yy' } },
    );
    expect(store.errors?.[0]?.message).toBe('Requested store is not found');
    const currency = await t.query(
      `{ storeConfig { store_code } }`,
      {},
      { headers: { 'Content-Currency': 'USD' } },
    );
    expect(currency.errors?.[0]?.message).toBe('Currency not allowed for store ad_nb_no');
  });

  it('allows the storefront origin by CORS', async () => {
    const response = await fetch(t.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,store,content-currency,authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('serves every root field of the contract (none falls back to "not available yet")', () => {
    const schema = createExecutableSchema();
    const unserved = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) => {
      const served: object = root.name === 'Query' ? resolvers.Query : resolvers.Mutation;
      return Object.keys(root.getFields())
        .filter((field) => !(field in served))
        .map((field) => `${root.name}.${field}`);
    });
    expect(unserved).toEqual([]);
  });
});
