import type { Selectable } from 'kysely';
import type { OrderItemTable } from '../db/tables.js';
import type { OrderShipmentTable } from '../db/tables/shipments.js';
import type { GraphQLContext } from '../graphql/context.js';
import { magentoDateTime } from '../graphql/magentoDateTime.js';

type ShipmentRow = Selectable<OrderShipmentTable>;

/** The orders' shipments by order id, oldest first. */
export async function shipmentsByOrder(
  context: GraphQLContext,
  orderIds: number[],
): Promise<Map<number, ShipmentRow[]>> {
  const byOrder = new Map<number, ShipmentRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await context.db
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/**
 * A shipment as `OrderShipment`: its lines point to the order's lines as `toOrderItem` made
 * them (`orderItems` by the line's row id), the stage is the last event's.
 */
export function toOrderShipment<T extends object>(
  context: GraphQLContext,
  shipment: ShipmentRow,
  items: Selectable<OrderItemTable>[],
  orderItems: Map<number, T>,
) {
  const lines = new Map(items.map((item) => [item.id, item]));
  return {
    id: Buffer.from(`shipment:${shipment.id}`).toString('base64'),
    number: shipment.number,
    tracking: [
      {
        carrier: shipment.carrier_code,
        title: shipment.carrier_title,
        number: shipment.tracking_number,
      },
    ],
    comments: shipment.comments.map((comment) => ({
      message: comment.message,
      timestamp: magentoDateTime(new Date(comment.timestamp)),
    })),
    items: shipment.items.flatMap((entry) => {
      const line = lines.get(entry.order_item_id);
      if (!line) return [];
      return [
        {
          id: Buffer.from(`shipment-item:${shipment.id}:${line.id}`).toString('base64'),
          product_name: line.name,
          product_sku: line.sku,
          product_sale_price: { value: line.unit_price_excl_tax, currency: context.currency },
          quantity_shipped: entry.quantity,
          order_item: orderItems.get(line.id) ?? null,
        },
      ];
    }),
    wm_stage: shipment.events.at(-1)?.stage ?? 'REGISTERED',
    wm_events: shipment.events.map((event) => ({
      stage: event.stage,
      timestamp: magentoDateTime(new Date(event.timestamp)),
      location: event.location,
    })),
  };
}
