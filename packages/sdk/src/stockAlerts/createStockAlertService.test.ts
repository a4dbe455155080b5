import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, magento, refusalError } from '../testing/magento';
import { createTransport } from '../transport/createTransport';
import { createStockAlertService } from './createStockAlertService';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const alerts = () =>
  createStockAlertService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));

describe('createStockAlertService', () => {
  it('sends the trimmed address and answers what the shop stored', async () => {
    let variables: unknown;
    server.use(
      magento.mutation('SubscribeProductStockAlert', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: {
            wmSubscribeProductStockAlert: {
              sku: 'MF-1',
              email: 'kari@example.no',
              created: true,
            },
          },
        });
      }),
    );
    expect(await alerts().subscribe({ sku: 'MF-1', email: ' kari@example.no ' })).toEqual({
      status: 'subscribed',
      sku: 'MF-1',
      email: 'kari@example.no',
      created: true,
    });
    expect(variables).toEqual({ input: { sku: 'MF-1', email: 'kari@example.no' } });
  });

  it('sends nothing for an address that is no e-mail address', async () => {
    expect(await alerts().subscribe({ sku: 'MF-1', email: 'kari@' })).toEqual({
      status: 'invalid',
      problem: 'email',
    });
  });

  it('answers a spent limit as a refusal with the seconds to wait', async () => {
    server.use(
      magento.mutation('SubscribeProductStockAlert', () =>
        HttpResponse.json({
          data: { wmSubscribeProductStockAlert: null },
          errors: [
            refusalError(
              'Too many requests; try again in 60 seconds.',
              'TOO_MANY_REQUESTS',
              { retry_after_seconds: 60 },
              'wm-unavailable',
            ),
          ],
        }),
      ),
    );
    expect(await alerts().subscribe({ sku: 'MF-1', email: 'kari@example.no' })).toEqual({
      status: 'refused',
      refusal: { kind: 'too_many_requests', retryAfterSeconds: 60 },
    });
  });
});
