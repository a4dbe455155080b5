import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { buildOrderData } from '../testing/orderData';
import { createTransport } from '../transport/createTransport';
import { createOrderService } from './createOrderService';
import { mapOrderDetails, mapOrderSummary } from './mapOrder';
import { shipmentTimeline } from './shipmentTimeline';

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

    it('asks for the parcels and gives each its timeline and carrier link', async () => {
      let query = '';
      server.use(
        magento.query('CustomerOrder', ({ query: sentQuery }) => {
          query = sentQuery;
          return HttpResponse.json({
            data: { customer: { orders: { items: [buildOrderData()] } } },
          });
        }),
      );
      const { orders } = setup();

      const order = await orders.get('000000123');
      expect(query).toMatch(/shipments\s*{/);
      expect(query).toMatch(/wm_events\s*{/);
      const [shipment] = order!.shipments;
      const timeline = shipmentTimeline(shipment!);
      expect(timeline.current).toBe('IN_TRANSIT');
      expect(timeline.trackingUrl).toBe('https://sporing.bring.no/sporing/370722000000012347');
      expect(order!.shipmentStatuses).toEqual([{ number: '000000123-1', stage: 'IN_TRANSIT' }]);
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

  describe('downloads', () => {
    const download = {
      date: '2026-11-02 09:15:00',
      download_url: 'https://butikk.test/downloads/7-42-3-1790000000.sig',
      order_increment_id: '000000123',
      remaining_downloads: 'Unlimited',
      status: 'available',
      wm_link_uid: 'ZG93bmxvYWRhYmxlLzM=',
      wm_link_title: 'Verkstedhåndbok (PDF)',
      wm_product_name: 'Verkstedhåndbok – Massey Ferguson 135',
      wm_expires_at: '2026-11-09T09:15:00.000Z',
    };

    it('asks for the customer’s downloadable products with the token and maps each file', async () => {
      let authorization: string | null = null;
      server.use(
        magento.query('CustomerDownloadableProducts', ({ request }) => {
          authorization = request.headers.get('Authorization');
          return HttpResponse.json({
            data: {
              customerDownloadableProducts: {
                items: [download, null, { ...download, download_url: null, status: 'pending' }],
              },
            },
          });
        }),
      );
      const { orders } = setup();

      const downloads = await orders.downloads();

      expect(authorization).toBe('Bearer token-1');
      expect(downloads).toEqual([
        {
          uid: 'ZG93bmxvYWRhYmxlLzM=',
          title: 'Verkstedhåndbok (PDF)',
          productName: 'Verkstedhåndbok – Massey Ferguson 135',
          orderNumber: '000000123',
          orderDate: '2026-11-02T09:15:00Z',
          url: 'https://butikk.test/downloads/7-42-3-1790000000.sig',
          expiresAt: '2026-11-09T09:15:00.000Z',
        },
      ]);
    });

    it('names a file by its product when the backend (a plain Magento) has no link title', async () => {
      const plain = {
        date: download.date,
        download_url: 'https://magento.test/downloadable/download/link/id/abc/',
        order_increment_id: '000000123',
        remaining_downloads: 'Unlimited',
        status: 'available',
        wm_link_uid: null,
        wm_link_title: null,
        wm_product_name: 'Verkstedhåndbok – Massey Ferguson 135',
        wm_expires_at: null,
      };
      server.use(
        magento.query('CustomerDownloadableProducts', () =>
          HttpResponse.json({ data: { customerDownloadableProducts: { items: [plain] } } }),
        ),
      );
      const { orders } = setup();

      const [file] = await orders.downloads();

      expect(file).toMatchObject({ title: plain.wm_product_name, uid: null, expiresAt: null });
    });

    it('is empty when the customer has bought no files', async () => {
      server.use(
        magento.query('CustomerDownloadableProducts', () =>
          HttpResponse.json({ data: { customerDownloadableProducts: null } }),
        ),
      );
      const { orders } = setup();

      await expect(orders.downloads()).resolves.toEqual([]);
    });

    it('ends the session on an authorization error', async () => {
      server.use(
        magento.query('CustomerDownloadableProducts', () =>
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

      expect(isSdkError(await caught(orders.downloads()), 'authorization')).toBe(true);
      expect(expired).toHaveLength(1);
    });
  });
});
