import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { endpoint, magento, refusalError } from '../testing/magento';
import { createTransport } from '../transport/createTransport';
import { createQuoteService } from './createQuoteService';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const quotes = () =>
  createQuoteService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));

const draft = {
  sku: 'MA-KR-77305',
  quantity: '2',
  message: ' Levering til Hamar? ',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '',
};

describe('createQuoteService', () => {
  it('sends a checked request and answers with the shop’s receipt', async () => {
    let variables: unknown;
    server.use(
      magento.mutation('RequestQuote', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: {
            WmRequestQuote: {
              quote_request: {
                number: 'T000042',
                sku: 'MA-KR-77305',
                product_name: 'Slåmaskin Krone EasyCut R 320',
                quantity: 2,
                message: 'Levering til Hamar?',
                name: 'Kari Nordmann',
                email: 'kari@example.no',
                phone: null,
                created_at: '2026-04-01T08:00:00.000Z',
              },
            },
          },
        });
      }),
    );

    const outcome = await quotes().request(draft);

    expect(variables).toEqual({
      input: {
        sku: 'MA-KR-77305',
        quantity: 2,
        message: 'Levering til Hamar?',
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        phone: null,
      },
    });
    expect(outcome).toEqual({
      status: 'sent',
      receipt: {
        number: 'T000042',
        sku: 'MA-KR-77305',
        productName: 'Slåmaskin Krone EasyCut R 320',
        quantity: 2,
        message: 'Levering til Hamar?',
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        phone: null,
        createdAt: '2026-04-01T08:00:00.000Z',
      },
    });
  });

  it('sends nothing for a request that breaks a rule, and says what at each field', async () => {
    // No handler: a request would fail the test (`onUnhandledRequest: 'error'`).
    const outcome = await quotes().request({ ...draft, quantity: '0', email: 'kari@' });
    expect(outcome).toEqual({
      status: 'invalid',
      problems: [
        { field: 'quantity', reason: 'out-of-range' },
        { field: 'email', reason: 'invalid' },
      ],
    });
  });

  it('answers a spent limit as a refusal with the seconds to wait', async () => {
    server.use(
      magento.mutation('RequestQuote', () =>
        HttpResponse.json({
          data: { WmRequestQuote: null },
          errors: [
            refusalError(
              'Too many requests; try again in 120 seconds.',
              'TOO_MANY_REQUESTS',
              { retry_after_seconds: 120 },
              'wm-unavailable',
            ),
          ],
        }),
      ),
    );
    expect(await quotes().request(draft)).toEqual({
      status: 'refused',
      refusal: { kind: 'too_many_requests', retryAfterSeconds: 120 },
    });
  });

  it('throws a failure without an answer from the backend', async () => {
    server.use(magento.mutation('RequestQuote', () => HttpResponse.error()));
    const error = await quotes()
      .request(draft)
      .catch((caught: unknown) => caught);
    expect(isSdkError(error, 'network')).toBe(true);
  });
});
