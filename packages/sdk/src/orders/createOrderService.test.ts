import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { buildOrderData } from '../testing/orderData';
import { createTransport } from '../transport/createTransport';
import { createOrderService } from './createOrderService';
import { mapOrderDetails, mapOrderSummary } from './mapOrder';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const events = createEventBus();
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => 'token-1',
    events,
  });
  return { orders: createOrderService(transport), expired };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createOrderService', () => {
  describe('list', () => {
    it('asks for page 1 of 10 by default and maps the page', async () => {
      let sent: unknown;
      const order = buildOrderData();
      server.use(
        magento.query('CustomerOrders', ({ variables, request }) => {
          sent = { variables, authorization: request.headers.get('Authorization') };
          return HttpResponse.json({
            data: {
              customer: {
                orders: {
                  total_count: 12,
                  page_info: { current_page: 1, page_size: 10, total_pages: 2 },
                  items: [order, null],
                },
              },
            },
          });
        }),
      );
      const { orders } = setup();

      const list = await orders.list();

      expect(sent).toEqual({
        variables: { currentPage: 1, pageSize: 10 },
        authorization: 'Bearer token-1',
      });
      expect(list).toEqual({
        items: [mapOrderSummary(order)],
        totalCount: 12,
        pageInfo: { currentPage: 1, pageSize: 10, totalPages: 2 },
      });
    });

    it('asks for the page given, and computes missing paging from the request', async () => {
      let sent: unknown;
      server.use(
        magento.query('CustomerOrders', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: { customer: { orders: { total_count: 7, page_info: null, items: [] } } },
          });
        }),
      );
      const { orders } = setup();

      const list = await orders.list({ currentPage: 3, pageSize: 3 });

      expect(sent).toEqual({ currentPage: 3, pageSize: 3 });
      expect(list).toEqual({
        items: [],
        totalCount: 7,
        pageInfo: { currentPage: 3, pageSize: 3, totalPages: 3 },
      });
    });

    it('has one empty page for a customer without orders', async () => {
      server.use(
        magento.query('CustomerOrders', () =>
          HttpResponse.json({ data: { customer: { orders: null } } }),
        ),
      );
      const { orders } = setup();

      await expect(orders.list()).resolves.toEqual({
        items: [],
        totalCount: 0,
        pageInfo: { currentPage: 1, pageSize: 10, totalPages: 1 },
      });
    });

    it.each([0, -1, 1.5, Number.NaN])('refuses page %s without asking', async (currentPage) => {
      const { orders } = setup();

      expect(isSdkError(await caught(orders.list({ currentPage })), 'invalid-argument')).toBe(true);
      expect(
        isSdkError(await caught(orders.list({ pageSize: currentPage })), 'invalid-argument'),
      ).toBe(true);
    });

    it('throws an authorization error, which ends the session, for a refused token', async () => {
      server.use(
        magento.query('CustomerOrders', () =>
          HttpResponse.json({
            errors: [
              {
                message: "The current customer isn't authorized.",
                extensions: { category: 'graphql-authorization' },
              },
            ],
          }),
        ),
      );
      const { orders, expired } = setup();

      expect(isSdkError(await caught(orders.list()), 'authorization')).toBe(true);
      expect(expired).toEqual([{ reason: 'authorization' }]);
    });

    it('throws a network error when the backend cannot be reached', async () => {
      server.use(http.get(endpoint, () => HttpResponse.error()));
      const { orders } = setup();

      expect(isSdkError(await caught(orders.list()), 'network')).toBe(true);
    });
  });

  describe('get', () => {
    it('reads the order with the number, filtered by the backend', async () => {
      let sent: unknown;
      const order = buildOrderData();
      server.use(
        magento.query('CustomerOrder', ({ variables }) => {
          sent = variables;
          return HttpResponse.json({ data: { customer: { orders: { items: [order] } } } });
        }),
      );
      const { orders } = setup();

      await expect(orders.get(' 000000123 ')).resolves.toEqual(mapOrderDetails(order));
      expect(sent).toEqual({ number: '000000123' });
    });

    it('is null for a number the customer has no order with', async () => {
      server.use(
        magento.query('CustomerOrder', () =>
          HttpResponse.json({ data: { customer: { orders: { items: [] } } } }),
        ),
      );
      const { orders } = setup();

      await expect(orders.get('999')).resolves.toBeNull();
    });

    it('does not take another order the backend answered with', async () => {
      server.use(
        magento.query('CustomerOrder', () =>
          HttpResponse.json({
            data: { customer: { orders: { items: [buildOrderData({ number: '000000124' })] } } },
          }),
        ),
      );
      const { orders } = setup();

      await expect(orders.get('000000123')).resolves.toBeNull();
    });

    it('is null for an empty number, without asking', async () => {
      const { orders } = setup();

      await expect(orders.get('  ')).resolves.toBeNull();
    });

    it('throws the backend’s error', async () => {
      server.use(
        magento.query('CustomerOrder', () =>
          HttpResponse.json({ errors: [{ message: 'Internal server error' }] }),
        ),
      );
      const { orders } = setup();

      expect(isSdkError(await caught(orders.get('1')), 'graphql')).toBe(true);
    });
  });
});
