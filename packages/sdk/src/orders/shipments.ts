import type { OrderShipmentFieldsFragment, WmShipmentStage } from '../generated/graphql';
import { orderDateIso } from './orderDate';

/**
 * The stages of a parcel's way, in order: registered with the carrier, handed to it, in
 * transit, out for delivery, delivered.
 */
export const shipmentStages = [
  'REGISTERED',
  'HANDED_TO_CARRIER',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const satisfies readonly WmShipmentStage[];

/** One stage of a parcel's way (see {@link shipmentStages}). */
export type ShipmentStage = (typeof shipmentStages)[number];

/** A stage the carrier reported. */
export interface ShipmentEvent {
  stage: ShipmentStage;
  /** When, ISO 8601 in UTC. */
  at: string;
  /** Where, as the carrier names it; `null` when unknown. */
  location: string | null;
}

/** A parcel sent for an order. */
export interface OrderShipment {
  id: string;
  /** The shipment number shown, such as `000001001-1`. */
  number: string;
  /** The carrier's code (`bring`, `postnord`, `dbschenker`, or another backend's) and name. */
  carrier: { code: string; title: string } | null;
  trackingNumber: string | null;
  /** The latest stage reported. */
  stage: ShipmentStage;
  /** The stages reported, as the backend lists them (oldest first). */
  events: ShipmentEvent[];
  /** The order lines in the parcel. */
  items: { id: string; sku: string; name: string; quantity: number }[];
}

/** A parcel as an order history row shows it: its number and where it is. */
export interface OrderShipmentStatus {
  number: string;
  stage: ShipmentStage;
}

const isStage = (value: string): value is ShipmentStage =>
  (shipmentStages as readonly string[]).includes(value);

/** Maps one `OrderShipment`; a stage this SDK does not know reads as registered. */
export function mapShipment(data: OrderShipmentFieldsFragment): OrderShipment {
  const tracking = (data.tracking ?? []).find((entry) => entry != null) ?? null;
  return {
    id: data.id,
    number: data.number,
    carrier: tracking ? { code: tracking.carrier, title: tracking.title } : null,
    trackingNumber: tracking?.number?.trim() || null,
    stage: isStage(data.wm_stage) ? data.wm_stage : 'REGISTERED',
    events: data.wm_events.flatMap((event) =>
      isStage(event.stage)
        ? [{ stage: event.stage, at: orderDateIso(event.timestamp), location: event.location }]
        : [],
    ),
    items: (data.items ?? []).flatMap((item) =>
      item
        ? [
            {
              id: item.id,
              sku: item.product_sku,
              name: item.product_name ?? item.product_sku,
              quantity: item.quantity_shipped,
            },
          ]
        : [],
    ),
  };
}

/** Maps a history row's parcels. */
export function mapShipmentStatuses(
  data: readonly ({ number: string; wm_stage: WmShipmentStage } | null)[] | null | undefined,
): OrderShipmentStatus[] {
  return (data ?? []).flatMap((shipment) =>
    shipment
      ? [
          {
            number: shipment.number,
            stage: isStage(shipment.wm_stage) ? shipment.wm_stage : 'REGISTERED',
          },
        ]
      : [],
  );
}
