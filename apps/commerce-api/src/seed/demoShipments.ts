import type { Kysely } from 'kysely';
import type { Database, ShipmentEventJson, ShipmentStage } from '../db/tables.js';
import { SHIPMENT_STAGES } from '../db/tables/shipments.js';
import { CARRIERS, trackingNumber, type CarrierCode } from '../shipments/carriers.js';
import { SHOP_DISPATCH_LOCATION } from '../shipments/shipOrder.js';

const HOUR = 3_600_000;

/** The carriers' terminals a parcel passes on its way (the in-transit event's place). */
const TERMINALS: Record<CarrierCode, string> = {
  bring: 'Bring terminal Alnabru',
  postnord: 'PostNord terminal Robsrud',
  dbschenker: 'DB Schenker terminal Alnabru',
};

/** Hours after the order when each stage is reached (a parcel to a pickup point in 2-3 days). */
const STAGE_OFFSETS: Record<ShipmentStage, number> = {
  REGISTERED: 20,
  HANDED_TO_CARRIER: 27,
  IN_TRANSIT: 36,
  OUT_FOR_DELIVERY: 55,
  DELIVERED: 61,
};

/**
 * The newest shipped orders (over all accounts, newest first) are still on their way, one at
 * each stage before delivery; all older ones are delivered.
 */
const UNDERWAY: readonly ShipmentStage[] = [
  'REGISTERED',
  'HANDED_TO_CARRIER',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
];

/** Which carrier an account's parcels go with, so the demo shows all three. */
function carrierFor(email: string, dearLine: boolean): CarrierCode {
  if (email.startsWith('innkjop@')) return dearLine ? 'dbschenker' : 'bring';
  if (email.startsWith('post@')) return 'postnord';
  return 'bring';
}

/** The events up to `stage`, dated from the order's placing. */
export function shipmentEvents(
  placed: Date,
  stage: ShipmentStage,
  carrier: CarrierCode,
  city: string,
): ShipmentEventJson[] {
  const places: Record<ShipmentStage, string> = {
    REGISTERED: SHOP_DISPATCH_LOCATION,
    HANDED_TO_CARRIER: SHOP_DISPATCH_LOCATION,
    IN_TRANSIT: TERMINALS[carrier],
    OUT_FOR_DELIVERY: city,
    DELIVERED: city,
  };
  return SHIPMENT_STAGES.slice(0, SHIPMENT_STAGES.indexOf(stage) + 1).map((each) => ({
    stage: each,
    timestamp: new Date(placed.getTime() + STAGE_OFFSETS[each] * HOUR).toISOString(),
    location: places[each],
  }));
}

/**
 * Gives the seeded order history its parcels: every Complete and Closed order (the ones whose
 * lines are shipped) gets one shipment with all its lines, or two when a business order holds a
 * dear part (that goes by DB Schenker, the rest by Posten/Bring). Deterministic: numbers,
 * tracking numbers and dates follow from the orders. Only orders without shipments and not placed
 * through a cart (the seed's own) are touched, so running it again adds nothing.
 */
export async function loadDemoShipments(db: Kysely<Database>): Promise<number> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'email', 'status', 'created_at', 'shipping_address'])
    .where('cart_id', 'is', null)
    .where('status', 'in', ['Complete', 'Closed'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_shipments')
            .select('order_shipments.id')
            .whereRef('order_shipments.order_id', '=', 'orders.id'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (orders.length === 0) return 0;
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'quantity', 'unit_price_incl_tax'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('position')
    .execute();
  let count = 0;
  let underway = 0;
  for (const order of orders) {
    const stage =
      order.status === 'Complete' && underway < UNDERWAY.length
        ? UNDERWAY[underway++]!
        : 'DELIVERED';
    const lines = items.filter((item) => item.order_id === order.id);
    const dear = lines.filter((item) => item.unit_price_incl_tax > 3000);
    const parcels =
      carrierFor(order.email, true) === 'dbschenker' &&
      dear.length > 0 &&
      dear.length < lines.length
        ? [
            { carrier: 'bring' as const, lines: lines.filter((item) => !dear.includes(item)) },
            { carrier: 'dbschenker' as const, lines: dear },
          ]
        : [{ carrier: carrierFor(order.email, dear.length > 0), lines }];
    const placed = new Date(order.created_at);
    const city = order.shipping_address?.city ?? 'Oslo';
    for (const [index, parcel] of parcels.entries()) {
      const sequence = index + 1;
      const events = shipmentEvents(placed, stage, parcel.carrier, city);
      const tracking = trackingNumber(
        parcel.carrier,
        `${String(order.id).padStart(7, '0')}${String(sequence).padStart(2, '0')}`,
      );
      await db
        .insertInto('order_shipments')
        .values({
          order_id: order.id,
          number: `${order.number}-${sequence}`,
          carrier_code: parcel.carrier,
          carrier_title: CARRIERS[parcel.carrier].title,
          tracking_number: tracking,
          created_at: events[0]!.timestamp,
          items: JSON.stringify(
            parcel.lines.map((line) => ({ order_item_id: line.id, quantity: line.quantity })),
          ),
          events: JSON.stringify(events),
          comments: '[]',
        })
        .execute();
      count++;
    }
  }
  return count;
}
