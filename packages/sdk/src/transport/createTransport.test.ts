import v8 from 'node:v8';
import vm from 'node:vm';

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, print } from 'graphql';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CodegenDocumentString as TypedDocumentString } from '../testing/codegenDocumentString';
import { ProductByUrlKeyDocument } from '../catalog/productByUrlKey.generated';
import { isSdkError } from '../errors/SdkError';
import { createEventBus } from '../events/createEventBus';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport, type TransportOptions } from './createTransport';
import { printWithGraphql } from './printWithGraphql';

const endpoint = 'http://magento.test/graphql';

type StoreConfigQuery = { storeConfig: { store_code: string } | null };
const StoreConfigDocument = new TypedDocumentString<StoreConfigQuery, Record<string, never>>(
  'query StoreConfig { storeConfig { store_code } }',
);

type GenerateTokenMutation = { generateCustomerToken: { token: string } | null };
type GenerateTokenVariables = { email: string; password: string };
const GenerateTokenDocument = new TypedDocumentString<
  GenerateTokenMutation,
  GenerateTokenVariables
>(
  'mutation GenerateToken($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
);

type StorePageQuery = StoreConfigQuery & { cmsPage: { title: string | null } | null };
type StorePageVariables = { identifier: string };
/** A query with a variable, to see variables travel in the GET URL. */
const StorePageDocument = new TypedDocumentString<StorePageQuery, StorePageVariables>(
  'query StorePage($identifier: String) { storeConfig { store_code } cmsPage(identifier: $identifier) { title } }',
);

const storeConfigData: StoreConfigQuery = { storeConfig: { store_code: 'ad_nb_no' } };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function transportWith(overrides: Partial<TransportOptions> = {}) {
  return createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK', ...overrides });
}

/** Answers every GET and POST with `data`, recording each request it saw. */
function recordRequests(
  respond: () => Response = () => HttpResponse.json({ data: storeConfigData }),
) {
  const seen: Request[] = [];
  server.use(
    http.get(endpoint, ({ request }) => {
      seen.push(request.clone());
      return respond();
    }),
    http.post(endpoint, ({ request }) => {
      seen.push(request.clone());
      return respond();
    }),
  );
  return seen;
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createTransport', () => {
  describe('choosing the method', () => {
    it('sends a query as GET with its variables in the URL and resolves with its data', async () => {
      const seen = recordRequests();

      const data = await transportWith().request(StorePageDocument, { identifier: 'om-oss' });

      expect(data).toEqual(storeConfigData);
      const url = new URL(seen[0]?.url ?? '');
      expect(seen[0]?.method).toBe('GET');
      expect(url.searchParams.get('query')).toContain('storeConfig');
      expect(JSON.parse(url.searchParams.get('variables') ?? 'null')).toEqual({
        identifier: 'om-oss',
      });
      expect(url.searchParams.get('operationName')).toBe('StorePage');
    });

    it('builds the GET URL graphql-request built: collapsed query, variables, operationName', async () => {
      const seen = recordRequests();

      await transportWith().request(StorePageDocument, { identifier: 'om-oss' });

      expect(seen[0]?.url).toBe(
        'http://magento.test/graphql?query=query+StorePage%28%24identifier%3A+String%29+%7B+storeConfig+%7B+store_code+%7D+cmsPage%28identifier%3A+%24identifier%29+%7B+title+%7D+%7D&variables=%7B%22identifier%22%3A%22om-oss%22%7D&operationName=StorePage',
      );
    });

    it('sends an anonymous query without an operationName, and no variables when none are given', async () => {
      const seen = recordRequests();
      const document = new TypedDocumentString<StoreConfigQuery, Record<string, never>>(
        '# the store\n{ storeConfig { store_code } }',
      );

      await transportWith().request(document);

      const url = new URL(seen[0]?.url ?? '');
      expect(seen[0]?.method).toBe('GET');
      expect([...url.searchParams.keys()]).toEqual(['query']);
      expect(url.searchParams.get('query')).toBe('{ storeConfig { store_code } }');
    });

    it('sends a TypedDocumentNode AST as its printed source, like the string document', async () => {
      const seen = recordRequests();
      const ast = parse(String(StorePageDocument)) as TypedDocumentNode<
        StorePageQuery,
        StorePageVariables
      >;

      const data = await transportWith({ printDocument: printWithGraphql }).request(ast, {
        identifier: 'om-oss',
      });
      await transportWith({ printDocument: print }).request(ast, { identifier: 'om-oss' });
      await transportWith().request(StorePageDocument, { identifier: 'om-oss' });

      expect(data).toEqual(storeConfigData);
      expect(seen.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
      expect(new Set(seen.map((request) => request.url)).size).toBe(1);
    });

    it('refuses an AST when it has no printDocument, before sending anything', async () => {
      const seen = recordRequests();

      const error = await caught(transportWith().request(parse(String(StoreConfigDocument))));

      expect(isSdkError(error, 'invalid-argument')).toBe(true);
      expect(seen).toEqual([]);
    });

    it('refuses a document with no operation, before sending anything', async () => {
      const seen = recordRequests();
      const fragmentOnly = new TypedDocumentString<unknown, Record<string, never>>(
        'fragment StoreFields on StoreConfig { store_code }',
      );

      const error = await caught(transportWith().request(fragmentOnly));

      expect(isSdkError(error, 'invalid-argument')).toBe(true);
      expect(seen).toEqual([]);
    });

    it('sends a mutation as POST with its variables in the body', async () => {
      const seen = recordRequests(() =>
        HttpResponse.json({ data: { generateCustomerToken: { token: 'token-1' } } }),
      );

      const data = await transportWith().request(GenerateTokenDocument, {
        email: 'ola@example.no',
        password: 'secret',
      });

      expect(data.generateCustomerToken?.token).toBe('token-1');
      expect(seen[0]?.method).toBe('POST');
      expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
      expect(await seen[0]?.json()).toEqual({
        query: String(GenerateTokenDocument),
        variables: { email: 'ola@example.no', password: 'secret' },
        operationName: 'GenerateToken',
      });
    });

    it('sends a product page’s query, about 2 000 characters, as GET', async () => {
      const seen = recordRequests(() => HttpResponse.json({ data: { products: { items: [] } } }));

      await transportWith().request(ProductByUrlKeyDocument, {
        urlKey: 'oljefilter-massey-ferguson-3080-med-ekstra-lang-url-nokkel',
      });

      expect(seen[0]?.method).toBe('GET');
    });

    it('sends a query as POST when its GET URL would be longer than the limit', async () => {
      const seen = recordRequests();

      await transportWith().request(StorePageDocument, { identifier: 'x'.repeat(4500) });
      await transportWith({ maxGetUrlLength: 50 }).request(StoreConfigDocument);

      expect(seen.map((request) => request.method)).toEqual(['POST', 'POST']);
    });
  });

  describe('headers', () => {
    it('sends Store, Content-Currency and a bearer token when there is one', async () => {
      const seen = recordRequests();

      await transportWith({ getToken: () => 'token-1' }).request(StoreConfigDocument);

      expect(seen[0]?.headers.get('Store')).toBe('ad_nb_no');
      expect(seen[0]?.headers.get('Content-Currency')).toBe('NOK');
      expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
      expect(seen[0]?.headers.get('Accept')).toBe(
        'application/graphql-response+json, application/json',
      );
    });

    it("sends a request's own headers over the transport's, for that request only", async () => {
      const seen = recordRequests();
      const transport = transportWith();

      await transport.request(StoreConfigDocument, undefined, {
        headers: { Store: 'other_store', 'X-Custom': '1' },
      });
      await transport.request(StoreConfigDocument);

      expect(seen.map((request) => request.headers.get('Store'))).toEqual([
        'other_store',
        'ad_nb_no',
      ]);
      expect(seen.map((request) => request.headers.get('X-Custom'))).toEqual(['1', null]);
    });

    it('sends no Authorization header for a guest', async () => {
      const seen = recordRequests();

      await transportWith({ getToken: () => null }).request(StoreConfigDocument);
      await transportWith().request(StoreConfigDocument);

      expect(seen.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
    });

    it('sends the X-Magento-Cache-Id of the latest response on the next requests', async () => {
      const cacheIdStorage = createMemoryStorage();
      const seen = recordRequests(() =>
        HttpResponse.json(
          { data: storeConfigData },
          { headers: { 'X-Magento-Cache-Id': `cache-${String(seen.length)}` } },
        ),
      );
      const transport = transportWith({ cacheIdStorage });

      await transport.request(StoreConfigDocument);
      await transport.request(StoreConfigDocument);
      await transport.request(GenerateTokenDocument, { email: 'a@b.no', password: 'p' });

      expect(seen.map((request) => request.headers.get('X-Magento-Cache-Id'))).toEqual([
        null,
        'cache-1',
        'cache-2',
      ]);
      expect(cacheIdStorage.get('vsf-cache-id')).toBe('cache-3');
    });

    it('uses the fetch it is given', async () => {
      recordRequests();
      const fetchSpy = vi.fn(globalThis.fetch);

      await transportWith({ fetch: fetchSpy }).request(StoreConfigDocument);

      expect(fetchSpy).toHaveBeenCalledOnce();
    });
  });

  describe('failures', () => {
    it('gives up on a request that takes longer than timeoutMs, as a network error with status 504', async () => {
      server.use(
        http.get(endpoint, async () => {
          await delay(500);
          return HttpResponse.json({ data: storeConfigData });
        }),
      );

      const error = await caught(transportWith({ timeoutMs: 50 }).request(StoreConfigDocument));

      expect(isSdkError(error, 'network')).toBe(true);
      expect(isSdkError(error) && error.statusCode).toBe(504);
      expect((error as Error).message).toBe('The GraphQL API did not answer within 50 ms');
    });

    it('gives up after timeoutMs even when garbage is collected while it waits, alone or with a caller signal', async () => {
      // Node 20 loses an unreferenced AbortSignal.timeout() given to AbortSignal.any() to the
      // garbage collector; the request then never ended.
      v8.setFlagsFromString('--expose-gc');
      const collectGarbage = vm.runInNewContext('gc') as () => void;
      server.use(
        http.get(endpoint, async () => {
          await delay(1_000);
          return HttpResponse.json({ data: storeConfigData });
        }),
      );
      const controller = new AbortController();

      const pending = [
        caught(transportWith({ timeoutMs: 100 }).request(StoreConfigDocument)),
        caught(
          transportWith({ timeoutMs: 100, signal: controller.signal }).request(StoreConfigDocument),
        ),
      ];
      await delay(20);
      collectGarbage();
      const started = performance.now();
      const errors = await Promise.all(pending);

      expect(performance.now() - started).toBeLessThan(600);
      for (const error of errors) expect(isSdkError(error) && error.statusCode).toBe(504);
    });

    it("stops a request when the caller's signal aborts", async () => {
      server.use(
        http.get(endpoint, async () => {
          await delay(500);
          return HttpResponse.json({ data: storeConfigData });
        }),
      );
      const controller = new AbortController();

      const pending = caught(
        transportWith({ signal: controller.signal }).request(StoreConfigDocument),
      );
      controller.abort();
      const error = await pending;

      expect(isSdkError(error, 'network')).toBe(true);
      expect((error as Error).message).toBe('The GraphQL request was aborted');
    });

    it('stops one request when its own signal aborts, leaving the others', async () => {
      server.use(
        http.get(endpoint, async () => {
          await delay(100);
          return HttpResponse.json({ data: storeConfigData });
        }),
      );
      const transport = transportWith({});
      const controller = new AbortController();

      const aborted = caught(
        transport.request(StoreConfigDocument, undefined, { signal: controller.signal }),
      );
      const other = transport.request(StoreConfigDocument);
      controller.abort();

      const error = await aborted;
      expect(isSdkError(error, 'network')).toBe(true);
      expect((error as Error).message).toBe('The GraphQL request was aborted');
      await expect(other).resolves.toEqual(storeConfigData);
    });

    it('can be created with a relative endpoint outside a browser, and says so at the first request', async () => {
      const transport = transportWith({ endpoint: '/graphql' });

      const error = await caught(transport.request(StoreConfigDocument));

      expect(isSdkError(error, 'invalid-argument')).toBe(true);
    });

    it('rejects with a network error when the request fails', async () => {
      recordRequests(() => HttpResponse.error());

      const error = await caught(transportWith().request(StoreConfigDocument));

      expect(isSdkError(error, 'network')).toBe(true);
    });

    it('rejects with an http error carrying the status when there is no GraphQL body', async () => {
      recordRequests(() => new HttpResponse('Bad Gateway', { status: 502 }));

      const error = await caught(transportWith().request(StoreConfigDocument));

      expect(isSdkError(error, 'http') && error.statusCode).toBe(502);
    });

    it('rejects with a network error when a success status comes without a GraphQL body', async () => {
      recordRequests(() => new HttpResponse('<html>Vedlikehold</html>', { status: 200 }));

      const error = await caught(transportWith().request(StoreConfigDocument));

      expect(isSdkError(error, 'network')).toBe(true);
      expect((error as Error).message).toBe('The GraphQL request got no readable response');
    });

    it('rejects with a graphql error carrying the status when an error status comes with GraphQL errors', async () => {
      recordRequests(() =>
        HttpResponse.json({ errors: [{ message: 'Syntax Error' }] }, { status: 400 }),
      );

      const error = await caught(transportWith().request(StoreConfigDocument));

      expect(isSdkError(error, 'graphql') && error.statusCode).toBe(400);
    });

    it('rejects with a graphql error listing each error with its category and path', async () => {
      recordRequests(() =>
        HttpResponse.json({
          data: { storeConfig: null },
          errors: [
            {
              message: 'Store not found',
              path: ['storeConfig'],
              extensions: { category: 'graphql-no-such-entity' },
            },
          ],
        }),
      );

      const error = await caught(transportWith().request(StoreConfigDocument));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(isSdkError(error) && error.graphQLErrors).toEqual([
        {
          message: 'Store not found',
          path: ['storeConfig'],
          category: 'graphql-no-such-entity',
          extensions: { category: 'graphql-no-such-entity' },
        },
      ]);
      expect(isSdkError(error) && error.statusCode).toBe(500);
    });

    it('keeps an error’s extensions.code and its other extensions', async () => {
      recordRequests(() =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Too many look-ups',
              extensions: {
                category: 'wm-unavailable',
                code: 'LICENSE_PLATE_RATE_LIMITED',
                retry_after_seconds: 30,
              },
            },
            { message: 'No extensions' },
          ],
        }),
      );

      const error = await caught(transportWith().request(StoreConfigDocument));

      expect(isSdkError(error) && error.graphQLErrors).toEqual([
        {
          message: 'Too many look-ups',
          category: 'wm-unavailable',
          code: 'LICENSE_PLATE_RATE_LIMITED',
          extensions: {
            category: 'wm-unavailable',
            code: 'LICENSE_PLATE_RATE_LIMITED',
            retry_after_seconds: 30,
          },
        },
        { message: 'No extensions' },
      ]);
    });

    it('rejects with an authorization error and emits session:expired once', async () => {
      recordRequests(() =>
        HttpResponse.json({
          errors: [
            { message: 'Other', extensions: { category: 'graphql-input' } },
            {
              message: 'The current customer isn\u2019t authorized.',
              extensions: { category: 'graphql-authorization' },
            },
          ],
        }),
      );
      const events = createEventBus();
      const expired = vi.fn();
      events.on('session:expired', expired);

      const error = await caught(
        transportWith({ events, getToken: () => 'old' }).request(StoreConfigDocument),
      );

      expect(isSdkError(error, 'authorization')).toBe(true);
      expect(expired).toHaveBeenCalledExactlyOnceWith({ reason: 'authorization' });
    });

    it('emits nothing for other GraphQL errors', async () => {
      recordRequests(() =>
        HttpResponse.json({
          errors: [{ message: 'Bad', extensions: { category: 'graphql-input' } }],
        }),
      );
      const events = createEventBus();
      const expired = vi.fn();
      events.on('session:expired', expired);

      await caught(transportWith({ events }).request(StoreConfigDocument));

      expect(expired).not.toHaveBeenCalled();
    });
  });
});
