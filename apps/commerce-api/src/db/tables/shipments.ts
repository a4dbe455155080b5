import type { ColumnType, Generated } from 'kysely';

import type { OrderCommentJson } from './orders.js';

/** The stages of a parcel's way, in order (`WmShipmentStage`). */
export const SHIPMENT_STAGES = [
  'REGISTERED',
  'HANDED_TO_CARRIER',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const;

export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/** A stage the carrier reported. */
export interface ShipmentEventJson {
  stage: ShipmentStage;
  /** ISO 8601. */
  timestamp: string;
  location: string | null;
}

/** An order line in a parcel. */
export interface ShipmentItemJson {
  order_item_id: number;
  quantity: number;
}

/** A parcel sent for an order (see migration 0019). */
export interface OrderShipmentTable {
  id: Generated<number>;
  order_id: number;
  /** Shown to the customer, e.g. `000001001-1`. */
  number: string;
  /** `bring`, `postnord` or `dbschenker`. */
  carrier_code: string;
  carrier_title: string;
  tracking_number: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  items: ColumnType<ShipmentItemJson[], string | undefined, string>;
  events: ColumnType<ShipmentEventJson[], string | undefined, string>;
  comments: ColumnType<OrderCommentJson[], string | undefined, string>;
}
