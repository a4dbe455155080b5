import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSdk } from '../createSdk';
import { isSdkError } from '../errors/SdkError';
import { createEventBus } from '../events/createEventBus';
import { CodegenDocumentString as TypedDocumentString } from '../testing/codegenDocumentString';
import { createTransport, type TransportOptions } from './createTransport';
import type { TransportMiddleware, TransportResponse } from './TransportMiddleware';

const endpoint = 'http://magento.test/graphql';

type StoreConfigQuery = { storeConfig: { store_code: string } | null };
/** `other` is a variable the API ignores, to vary a cache key. */
const StoreConfigDocument = new TypedDocumentString<StoreConfigQuery, { other?: boolean }>(
  'query StoreConfig { storeConfig { store_code } }',
);
type AddToCartMutation = { addProductsToCart: { cart: { id: string } } | null };
const AddToCartDocument = new TypedDocumentString<AddToCartMutation, { cartId: string }>(
  'mutation AddToCart($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: []) { cart { id } } }',
);

const storeConfigData: StoreConfigQuery = { storeConfig: { store_code: 'ad_nb_no' } };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function transportWith(
  middleware: TransportMiddleware[],
  overrides: Partial<TransportOptions> = {},
) {
  return createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    middleware,
    ...overrides,
  });
}

/** Answers every request with what `respond` returns for it, recording each request it saw. */
function recordRequests(
  respond: (request: Request) => Response = () => HttpResponse.json({ data: storeConfigData }),
) {
  const seen: Request[] = [];
  const handle = ({ request }: { request: Request }) => {
    seen.push(request.clone());
    return respond(request);
  };
  server.use(http.get(endpoint, handle), http.post(endpoint, handle));
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

describe('transport middleware', () => {
  it('sees each operation with its name, type, variables, URL, method and headers', async () => {
    recordRequests(() => HttpResponse.json({ data: { addProductsToCart: null } }));
    const requests: unknown[] = [];
    const transport = transportWith([
      (request, next) => {
        requests.push({
          operationName: request.operationName,
          operationType: request.operationType,
          variables: request.variables,
          url: request.url,
          method: request.method,
          store: request.headers.get('Store'),
        });
        return next(request);
      },
    ]);

    await transport.request(StoreConfigDocument);
    await transport.request(AddToCartDocument, { cartId: 'c1' });

    expect(requests).toEqual([
      {
        operationName: 'StoreConfig',
        operationType: 'query',
        variables: undefined,
        url: endpoint,
        method: 'GET',
        store: 'ad_nb_no',
      },
      {
        operationName: 'AddToCart',
        operationType: 'mutation',
        variables: { cartId: 'c1' },
        url: endpoint,
        method: 'POST',
        store: 'ad_nb_no',
      },
    ]);
  });

  it('adds a header to every request (a tracing id)', async () => {
    const seen = recordRequests();
    let next = 0;
    const transport = transportWith([
      (request, send) => {
        next += 1;
        request.headers.set('X-Request-Id', `trace-${String(next)}`);
        return send(request);
      },
    ]);

    await transport.request(StoreConfigDocument);
    await transport.request(StoreConfigDocument);

    expect(seen.map((request) => request.headers.get('X-Request-Id'))).toEqual([
      'trace-1',
      'trace-2',
    ]);
  });

  it('logs every operation with its status and duration, failed ones included', async () => {
    recordRequests((request) =>
      new URL(request.url).searchParams.get('operationName') === 'StoreConfig'
        ? HttpResponse.json({ data: storeConfigData })
        : HttpResponse.json({ errors: [{ message: 'Cart not found' }] }),
    );
    const log = vi.fn<(line: string, durationMs: number) => void>();
    const logging: TransportMiddleware = async (request, next) => {
      const response = await next(request);
      log(
        `${request.operationType} ${request.operationName ?? '(anonymous)'} ${String(response.status)}` +
          ` errors=${String(response.body?.errors?.length ?? 0)}`,
        response.durationMs,
      );
      return response;
    };
    const transport = transportWith([logging]);

    await transport.request(StoreConfigDocument);
    await caught(transport.request(AddToCartDocument, { cartId: 'c1' }));

    expect(log.mock.calls.map(([line]) => line)).toEqual([
      'query StoreConfig 200 errors=0',
      'mutation AddToCart 200 errors=1',
    ]);
    for (const [, durationMs] of log.mock.calls) expect(durationMs).toBeGreaterThan(0);
  });

  it('answers from an embedder’s cache without a request, and the answer is read as usual', async () => {
    const seen = recordRequests();
    const cache = new Map<string, TransportResponse>();
    const caching: TransportMiddleware = async (request, next) => {
      const key = `${request.operationName ?? ''} ${JSON.stringify(request.variables ?? {})}`;
      const hit = request.operationType === 'query' ? cache.get(key) : undefined;
      if (hit) return hit;
      const response = await next(request);
      if (response.status === 200 && !response.body?.errors) cache.set(key, response);
      return response;
    };
    const transport = transportWith([caching]);

    const first = await transport.request(StoreConfigDocument);
    const second = await transport.request(StoreConfigDocument);
    cache.set('StoreConfig {"other":true}', {
      status: 200,
      headers: new Headers(),
      body: { errors: [{ message: 'Cached failure', extensions: { category: 'graphql-input' } }] },
      durationMs: 0,
    });
    const error = await caught(transport.request(StoreConfigDocument, { other: true }));

    expect(seen).toHaveLength(1);
    expect(second).toEqual(first);
    expect(isSdkError(error, 'graphql') && error.message).toBe('Cached failure');
  });

  it('runs middleware in the order given: the first sees the request first and the response last', async () => {
    const seen = recordRequests();
    const order: string[] = [];
    const named =
      (name: string): TransportMiddleware =>
      async (request, next) => {
        order.push(`${name} request`);
        request.headers.append('X-Via', name);
        const response = await next(request);
        order.push(`${name} response`);
        return response;
      };

    await transportWith([named('outer'), named('inner')]).request(StoreConfigDocument);

    expect(order).toEqual(['outer request', 'inner request', 'inner response', 'outer response']);
    expect(seen[0]?.headers.get('X-Via')).toBe('outer, inner');
  });

  it('sends a request as a middleware changed it: method and variables', async () => {
    const seen = recordRequests();
    const transport = transportWith([
      (request, next) => {
        request.method = 'POST';
        request.variables = { ...request.variables, locale: 'nb_NO' };
        return next(request);
      },
    ]);

    await transport.request(StoreConfigDocument);

    expect(seen[0]?.method).toBe('POST');
    expect(await seen[0]?.json()).toMatchObject({ variables: { locale: 'nb_NO' } });
  });

  it('sees a network failure as a rejected next with a network SdkError', async () => {
    recordRequests(() => HttpResponse.error());
    const failures: unknown[] = [];
    const transport = transportWith([
      async (request, next) => {
        try {
          return await next(request);
        } catch (error) {
          failures.push(error);
          throw error;
        }
      },
    ]);

    const error = await caught(transport.request(StoreConfigDocument));

    expect(failures).toEqual([error]);
    expect(isSdkError(error, 'network')).toBe(true);
  });

  it('still ends the session when a middleware passes on an authorization error', async () => {
    recordRequests(() =>
      HttpResponse.json({
        errors: [{ message: 'Expired', extensions: { category: 'graphql-authorization' } }],
      }),
    );
    const events = createEventBus();
    const expired = vi.fn();
    events.on('session:expired', expired);

    const error = await caught(
      transportWith([(request, next) => next(request)], { events }).request(StoreConfigDocument),
    );

    expect(isSdkError(error, 'authorization')).toBe(true);
    expect(expired).toHaveBeenCalledOnce();
  });
});

describe('own fetch', () => {
  it('sends every request of the transport through it, GET and POST, with their headers', async () => {
    recordRequests(() => HttpResponse.json({ data: { addProductsToCart: null } }));
    const calls: { method: string; url: string; store: string | null }[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        store: new Headers(init?.headers).get('Store'),
      });
      return fetch(input, init);
    };
    const transport = transportWith([], { fetch: recordingFetch });

    await transport.request(StoreConfigDocument);
    await transport.request(AddToCartDocument, { cartId: 'c1' });

    expect(calls).toEqual([
      {
        method: 'GET',
        url: expect.stringContaining(`${endpoint}?query=query+StoreConfig`) as string,
        store: 'ad_nb_no',
      },
      { method: 'POST', url: endpoint, store: 'ad_nb_no' },
    ]);
  });

  it('lets a fetch add a header of its own, after the middleware', async () => {
    const seen = recordRequests();
    const signingFetch: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Signature', `signed:${headers.get('X-Request-Id') ?? 'none'}`);
      return fetch(input, { ...init, headers });
    };
    const transport = transportWith(
      [
        (request, next) => {
          request.headers.set('X-Request-Id', 'r1');
          return next(request);
        },
      ],
      { fetch: signingFetch },
    );

    await transport.request(StoreConfigDocument);

    expect(seen[0]?.headers.get('X-Signature')).toBe('signed:r1');
  });
});

describe('an SDK instance’s fetch and middleware', () => {
  it('send every request of the instance, its services’ included, through them', async () => {
    recordRequests(() => HttpResponse.json({ data: { storeConfig: { grid_per_page: 24 } } }));
    const fetched: string[] = [];
    const operations: string[] = [];
    const sdk = createSdk({
      endpoint,
      fetch: (input, init) => {
        fetched.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
      middleware: [
        (request, next) => {
          operations.push(request.operationName ?? '');
          return next(request);
        },
      ],
    });

    await sdk.config.loadStoreConfig();
    await sdk.transport.request(AddToCartDocument, { cartId: 'c1' });

    expect(operations).toEqual(['StoreConfig', 'AddToCart']);
    expect(fetched).toEqual(['GET /graphql', 'POST /graphql']);
  });
});
