import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, tokenFor } from './customerHelpers.js';
import { mailTo } from './mailHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const ORDERS = `query {
  customer {
    orders(pageSize: 40) {
      items {
        number status
        items { id product_sku quantity_ordered quantity_shipped }
        shipments {
          id number
          tracking { carrier title number }
          items { __typename product_sku quantity_shipped order_item { id product_sku } }
          wm_stage
          wm_events { stage timestamp location }
        }
      }
    }
  }
}`;

interface Shipment {
  number: string;
  tracking: { carrier: string; title: string; number: string }[];
  items: { product_sku: string; quantity_shipped: number; order_item: { id: string } | null }[];
  wm_stage: string;
  wm_events: { stage: string; timestamp: string; location: string | null }[];
}
interface Order {
  number: string;
  status: string;
  items: { id: string; product_sku: string; quantity_ordered: number; quantity_shipped: number }[];
  shipments: Shipment[];
}

const STAGES = ['REGISTERED', 'HANDED_TO_CARRIER', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'];
const FORMATS: Record<string, RegExp> = {
  bring: /^3707\d{14}$/,
  postnord: /^003707\d{14}$/,
  dbschenker: /^18\d{8}$/,
};

describe('shipments', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};

  const ordersOf = async (who: keyof typeof DEMO) => {
    const result = await t.query<{ customer: { orders: { items: Order[] } } }>(
      ORDERS,
      {},
      bearer(tokens[who]!),
    );
    expect(result.errors).toBeUndefined();
    return result.data!.customer.orders.items;
  };
  const ship = (body: unknown) =>
    fetch(`${t.origin}/dev/ship`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await startTestApi();
    for (const who of ['ola', 'haugen', 'fjelltun'] as const) {
      tokens[who] = await tokenFor(t, DEMO[who].email, DEMO[who].password);
    }
  });
  afterAll(() => t?.close());

  it('gives the seeded shipped orders parcels at every stage, with all three carriers', async () => {
    const orders = [
      ...(await ordersOf('ola')),
      ...(await ordersOf('haugen')),
      ...(await ordersOf('fjelltun')),
    ];
    const shipments = orders.flatMap((order) => order.shipments);
    expect(new Set(shipments.map((shipment) => shipment.wm_stage))).toEqual(new Set(STAGES));
    expect(new Set(shipments.map((shipment) => shipment.tracking[0]!.carrier))).toEqual(
      new Set(Object.keys(FORMATS)),
    );
    for (const order of orders) {
      const shipped = order.status === 'Complete' || order.status === 'Closed';
      expect(order.shipments.length > 0, `${order.number} ${order.status}`).toBe(shipped);
      // Every line shipped once over the order's parcels.
      if (shipped) {
        const inParcels = order.shipments.flatMap((shipment) => shipment.items);
        expect(inParcels.map((item) => item.product_sku).sort()).toEqual(
          order.items.map((item) => item.product_sku).sort(),
        );
      }
      for (const [index, shipment] of order.shipments.entries()) {
        expect(shipment.number).toBe(`${order.number}-${index + 1}`);
        const [tracking] = shipment.tracking;
        expect(tracking!.number).toMatch(FORMATS[tracking!.carrier]!);
        const stages = shipment.wm_events.map((event) => event.stage);
        expect(stages).toEqual(STAGES.slice(0, stages.length));
        expect(shipment.wm_stage).toBe(stages.at(-1));
        const times = shipment.wm_events.map((event) => event.timestamp);
        expect(times).toEqual(times.toSorted());
        for (const item of shipment.items) {
          expect(order.items.map((line) => line.id)).toContain(item.order_item!.id);
        }
      }
    }
  });

  it('ships an order from /dev/ship, and mails "Ordren din er sendt" with links to the order and the carrier', async () => {
    const before = (await ordersOf('ola')).find((order) => order.status === 'Processing')!;
    expect(before.shipments).toEqual([]);
    const response = await ship({ number: before.number, carrier: 'postnord' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { tracking_number: string; tracking_url: string };
    expect(body.tracking_number).toMatch(FORMATS.postnord!);
    expect(body.tracking_url).toBe(`https://tracking.postnord.com/no/?id=${body.tracking_number}`);

    const after = (await ordersOf('ola')).find((order) => order.number === before.number)!;
    expect(after.status).toBe('Complete');
    expect(after.items.every((item) => item.quantity_shipped === item.quantity_ordered)).toBe(true);
    expect(after.shipments).toHaveLength(1);
    expect(after.shipments[0]).toMatchObject({
      number: `${before.number}-1`,
      wm_stage: 'REGISTERED',
      tracking: [{ carrier: 'postnord', title: 'PostNord', number: body.tracking_number }],
    });

    const mail = await mailTo(t, DEMO.ola.email, `Ordren din er sendt (ordre ${before.number})`);
    expect(mail.links).toEqual([
      expect.stringMatching(new RegExp(`^https?://[^/]+/customer/order-history/${before.number}$`)),
      body.tracking_url,
      expect.stringMatching(/\/nyhetsbrev\/avmeld\?token=/),
    ]);
    expect(mail.text).toContain(body.tracking_number);
    expect(mail.html).toContain(body.tracking_url);

    // Nothing is left to ship: refused, and no second mail.
    expect((await ship({ number: before.number })).status).toBe(409);
  });

  it('answers bad ship requests with 4xx', async () => {
    expect((await ship({ number: '999999999' })).status).toBe(404);
    expect((await ship('{')).status).toBe(400);
    expect((await ship({ number: 5 })).status).toBe(400);
    const canceled = (await ordersOf('fjelltun')).find((order) => order.status === 'Canceled')!;
    expect((await ship({ number: canceled.number })).status).toBe(409);
    const pending = (await ordersOf('fjelltun')).find((order) => order.status === 'Pending')!;
    const unknown = await ship({ number: pending.number, carrier: 'dhl' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).toBe('UNKNOWN_CARRIER');
  });
});
