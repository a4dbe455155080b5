import type { Kysely, Selectable } from 'kysely';
import { INVOICE } from '../carts/paymentMethods.js';
import type { Database, OrderItemTable, OrderTable } from '../db/tables.js';
import type { ShipmentItemJson } from '../db/tables/shipments.js';
import type { MailTransport } from '../mail/mailTransport.js';
import { sendSafely } from '../mail/sendSafely.js';
import { shipmentMessage } from '../mail/shipmentMessage.js';
import {
  CARRIERS,
  isCarrierCode,
  trackingNumber,
  trackingUrl,
  type CarrierCode,
} from './carriers.js';

/** Where the shop's parcels are registered (the first event's place). */
export const SHOP_DISPATCH_LOCATION = 'Lillestrøm';

/** What mailing "Ordren din er sendt" needs. */
export interface ShipmentMailer {
  mail: MailTransport;
  log: (line: string) => void;
  /** The storefront's address, for the link to the order. */
  storefrontUrl: string;
  /** The shop's clock (tests move it); the system's when left out. */
  now?: () => Date;
}

/** Why an order can't be shipped; `status` is the HTTP answer of `/dev/ship`. */
export class ShipOrderError extends Error {
  constructor(
    readonly code:
      'ORDER_NOT_FOUND' | 'ORDER_NOT_SHIPPABLE' | 'NOTHING_TO_SHIP' | 'UNKNOWN_CARRIER',
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
  }
}

/** The order's page in the storefront (the link in the order mails). */
export const orderPageUrl = (storefrontUrl: string, number: string) =>
  `${storefrontUrl}/customer/order-history/${encodeURIComponent(number)}`;

/** Lines of products that travel: files and services are never in a parcel. */
const NOT_SHIPPED = new Set(['downloadable', 'virtual']);

type OrderRow = Selectable<OrderTable>;

/**
 * Writes the parcel in one transaction: the shipment with its first event and comment, its
 * lines shipped, and the order Complete once every line is invoiced (else Processing). An order
 * paid by invoice is invoiced here, whole, as its parcel leaves (`docs/commerce-api/invoices.md`):
 * card, credit and Vipps orders were invoiced when they were paid.
 */
async function recordShipment(
  db: Kysely<Database>,
  order: OrderRow,
  items: Selectable<OrderItemTable>[],
  parcel: ShipmentItemJson[],
  carrier: CarrierCode,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('order_shipments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const sequence = Number(count) + 1;
    const tracking = trackingNumber(
      carrier,
      `${String(order.id).padStart(7, '0')}${String(sequence).padStart(2, '0')}`,
    );
    const comment = `Pakken er sendt med ${CARRIERS[carrier].title} (sporingsnummer ${tracking}).`;
    const row = await trx
      .insertInto('order_shipments')
      .values({
        order_id: order.id,
        number: `${order.number}-${sequence}`,
        carrier_code: carrier,
        carrier_title: CARRIERS[carrier].title,
        tracking_number: tracking,
        created_at: now,
        items: JSON.stringify(parcel),
        events: JSON.stringify([
          { stage: 'REGISTERED', timestamp: now.toISOString(), location: SHOP_DISPATCH_LOCATION },
        ]),
        comments: JSON.stringify([{ message: comment, timestamp: now.toISOString() }]),
      })
      .returning(['id', 'number', 'tracking_number'])
      .executeTakeFirstOrThrow();
    for (const entry of parcel) {
      await trx
        .updateTable('order_items')
        .set((eb) => ({
          quantity_shipped: eb('quantity_shipped', '+', entry.quantity),
          status: 'Shipped',
        }))
        .where('id', '=', entry.order_item_id)
        .execute();
    }
    const invoicedNow = order.payment_method_code === INVOICE.code;
    if (invoicedNow) {
      await trx
        .updateTable('order_items')
        .set((eb) => ({ quantity_invoiced: eb('quantity', '-', eb.ref('quantity_canceled')) }))
        .where('order_id', '=', order.id)
        .execute();
    }
    const invoiced =
      invoicedNow ||
      items.every((item) => item.quantity_invoiced >= item.quantity - item.quantity_canceled);
    await trx
      .updateTable('orders')
      .set({
        status: invoiced ? 'Complete' : 'Processing',
        status_changed_at: now,
        comments: JSON.stringify([
          ...order.comments,
          { message: comment, timestamp: now.toISOString() },
        ]),
      })
      .where('id', '=', order.id)
      .execute();
    return row;
  });
}

/**
 * Ships what is left of an order as one parcel (the shop's stand-in for a warehouse system):
 * a shipment registered with the carrier (the order's own carrier when it is one of ours, else
 * Posten/Bring), its lines marked shipped, the order Complete once everything is invoiced and
 * shipped, and "Ordren din er sendt" mailed once with links to the order and the carrier.
 */
export async function shipOrder(
  db: Kysely<Database>,
  mailer: ShipmentMailer,
  input: { number: string; carrier?: string; now?: Date },
) {
  const now = input.now ?? mailer.now?.() ?? new Date();
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', input.number)
    .executeTakeFirst();
  if (!order) throw new ShipOrderError('ORDER_NOT_FOUND', `No order ${input.number}.`, 404);
  if (order.status === 'Canceled' || order.status === 'Closed' || !order.shipping_address) {
    throw new ShipOrderError(
      'ORDER_NOT_SHIPPABLE',
      `Order ${order.number} is ${order.shipping_address ? order.status : 'virtual'}: nothing to ship.`,
      409,
    );
  }
  if (input.carrier !== undefined && !isCarrierCode(input.carrier)) {
    throw new ShipOrderError(
      'UNKNOWN_CARRIER',
      `Unknown carrier "${input.carrier}"; one of ${Object.keys(CARRIERS).join(', ')}.`,
      400,
    );
  }
  const chosen = input.carrier ?? order.shipping_carrier_code;
  const carrier: CarrierCode = chosen && isCarrierCode(chosen) ? chosen : 'bring';
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  const parcel: ShipmentItemJson[] = items.flatMap((item) => {
    const left = item.quantity - item.quantity_shipped - item.quantity_canceled;
    return left > 0 && !NOT_SHIPPED.has(item.product_type)
      ? [{ order_item_id: item.id, quantity: left }]
      : [];
  });
  if (parcel.length === 0) {
    throw new ShipOrderError('NOTHING_TO_SHIP', `Order ${order.number} is shipped already.`, 409);
  }

  const shipment = await recordShipment(db, order, items, parcel, carrier, now);

  const orderLink = orderPageUrl(mailer.storefrontUrl, order.number);
  const trackingLink = trackingUrl(carrier, shipment.tracking_number);
  await sendSafely(mailer, {
    to: order.email,
    ...shipmentMessage({
      firstname: order.billing_address.firstname,
      orderNumber: order.number,
      carrierTitle: CARRIERS[carrier].title,
      trackingNumber: shipment.tracking_number,
      orderLink,
      trackingLink,
    }),
    dedupeKey: `shipment/${shipment.id}`,
  });
  return {
    order: order.number,
    shipment: shipment.number,
    carrier,
    tracking_number: shipment.tracking_number,
    tracking_url: trackingLink,
    order_url: orderLink,
  };
}
