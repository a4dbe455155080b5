import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { CodegenDocumentString as TypedDocumentString } from '../testing/codegenDocumentString';
import { createTransport } from './createTransport';
import { retryMiddleware, type RetryMiddlewareOptions } from './retryMiddleware';

const endpoint = 'http://magento.test/graphql';

type StoreConfigQuery = { storeConfig: { store_code: string } | null };
const StoreConfigDocument = new TypedDocumentString<StoreConfigQuery, Record<string, never>>(
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

/** Answers the requests in turn with `answers` (the last one again after that), timing each. */
function answerInTurn(answers: (() => Response)[]) {
  const seenAt: number[] = [];
  const handle = () => {
    seenAt.push(performance.now());
    const answer = answers[Math.min(seenAt.length, answers.length) - 1];
    return answer ? answer() : HttpResponse.error();
  };
  server.use(http.get(endpoint, handle), http.post(endpoint, handle));
  return seenAt;
}

const ok = () => HttpResponse.json({ data: storeConfigData });
const unavailable = () => new HttpResponse('Service Unavailable', { status: 503 });

function transportWith(options: RetryMiddlewareOptions, signal?: AbortSignal) {
  return createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    signal,
    middleware: [retryMiddleware(options)],
  });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('retryMiddleware', () => {
  it('tries a query again after a gateway’s 502, 503 and 504, and resolves with the answer', async () => {
    const seenAt = answerInTurn([
      () => new HttpResponse(null, { status: 502 }),
      unavailable,
      () => new HttpResponse(null, { status: 504 }),
      ok,
    ]);

    const data = await transportWith({ attempts: 4, delayMs: 1 }).request(StoreConfigDocument);

    expect(data).toEqual(storeConfigData);
    expect(seenAt).toHaveLength(4);
  });

  it('tries a query again when there was no connection', async () => {
    const seenAt = answerInTurn([() => HttpResponse.error(), ok]);

    const data = await transportWith({ attempts: 2, delayMs: 1 }).request(StoreConfigDocument);

    expect(data).toEqual(storeConfigData);
    expect(seenAt).toHaveLength(2);
  });

  it('waits delayMs before the first retry and twice as long before the next', async () => {
    const seenAt = answerInTurn([unavailable, unavailable, ok]);

    await transportWith({ attempts: 3, delayMs: 60 }).request(StoreConfigDocument);

    const [first = 0, second = 0, third = 0] = seenAt;
    expect(second - first).toBeGreaterThanOrEqual(55);
    expect(third - second).toBeGreaterThanOrEqual(115);
  });

  it('gives up after the attempts, with the last failure', async () => {
    const seenAt = answerInTurn([unavailable]);

    const error = await caught(
      transportWith({ attempts: 3, delayMs: 1 }).request(StoreConfigDocument),
    );

    expect(seenAt).toHaveLength(3);
    expect(isSdkError(error, 'http') && error.statusCode).toBe(503);
  });

  it('does not retry other failures: a 500, GraphQL errors', async () => {
    const seenAt = answerInTurn([
      () => new HttpResponse('Internal Server Error', { status: 500 }),
      () => HttpResponse.json({ errors: [{ message: 'Bad' }] }),
    ]);
    const transport = transportWith({ attempts: 3, delayMs: 1 });

    await caught(transport.request(StoreConfigDocument));
    await caught(transport.request(StoreConfigDocument));

    expect(seenAt).toHaveLength(2);
  });

  it('never retries a mutation by default: a retried add to cart would add twice', async () => {
    const seenAt = answerInTurn([unavailable, () => HttpResponse.error()]);
    const transport = transportWith({ attempts: 3, delayMs: 1 });

    const unanswered = await caught(transport.request(AddToCartDocument, { cartId: 'c1' }));
    const unconnected = await caught(transport.request(AddToCartDocument, { cartId: 'c1' }));

    expect(seenAt).toHaveLength(2);
    expect(isSdkError(unanswered, 'http') && unanswered.statusCode).toBe(503);
    expect(isSdkError(unconnected, 'network')).toBe(true);
  });

  it('retries mutations when retryMutations is set', async () => {
    const seenAt = answerInTurn([
      unavailable,
      () => HttpResponse.json({ data: { addProductsToCart: { cart: { id: 'c1' } } } }),
    ]);

    const data = await transportWith({ attempts: 2, delayMs: 1, retryMutations: true }).request(
      AddToCartDocument,
      { cartId: 'c1' },
    );

    expect(data.addProductsToCart?.cart.id).toBe('c1');
    expect(seenAt).toHaveLength(2);
  });

  it('stops waiting to retry when the caller gives the request up', async () => {
    const seenAt = answerInTurn([unavailable]);
    const controller = new AbortController();

    const pending = caught(
      transportWith({ attempts: 5, delayMs: 5_000 }, controller.signal).request(
        StoreConfigDocument,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const abortedAt = performance.now();
    controller.abort();
    const error = await pending;

    expect(performance.now() - abortedAt).toBeLessThan(500);
    expect(seenAt).toHaveLength(1);
    expect(isSdkError(error, 'http') && error.statusCode).toBe(503);
  });
});
