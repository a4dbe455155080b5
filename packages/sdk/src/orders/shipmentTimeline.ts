import { shipmentStages, type OrderShipment, type ShipmentStage } from './shipments';

/**
 * The carriers' public tracking pages (`{number}` is the tracking number, URL-encoded). The
 * table is `@agri-parts/schema/rules/carriers.json`, which commerce-api's mail uses too.
 */
const trackingPages: Readonly<Record<string, string>> = {
  bring: 'https://sporing.bring.no/sporing/{number}',
  postnord: 'https://tracking.postnord.com/no/?id={number}',
  dbschenker: 'https://www.dbschenker.com/app/tracking-public/?refNumber={number}',
};

/**
 * The carrier's tracking page for a parcel, or `null` for a carrier the shop does not know (or
 * no number). Pure.
 */
export function carrierTrackingUrl(
  carrierCode: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const page = carrierCode ? trackingPages[carrierCode.trim().toLowerCase()] : undefined;
  const number = trackingNumber?.trim();
  if (!page || !number) return null;
  return page.replace('{number}', encodeURIComponent(number));
}

/** One step of a parcel's timeline. */
export interface ShipmentTimelineStep {
  stage: ShipmentStage;
  /** `done` before the current one, `current` where the parcel is, `upcoming` after. */
  state: 'done' | 'current' | 'upcoming';
  /** When it was reached (ISO 8601); `null` for an upcoming step or one the carrier skipped. */
  at: string | null;
  /** Where, as the carrier named it; `null` when unknown. */
  location: string | null;
}

/** A parcel's way as a timeline: every stage in order, the current one marked. */
export interface ShipmentTimeline {
  steps: ShipmentTimelineStep[];
  current: ShipmentStage;
  delivered: boolean;
  /** The carrier's tracking page; `null` when unknown. */
  trackingUrl: string | null;
}

const rank = (stage: ShipmentStage) => shipmentStages.indexOf(stage);

/**
 * Turns a parcel into its timeline. The current stage is the furthest one reached — by the
 * events or the backend's stage — so an event reported late or out of order never moves the
 * parcel back; stages passed without an event (a carrier that skips one) are done without a
 * date; a stage reported twice keeps its latest time. Pure.
 */
export function shipmentTimeline(shipment: OrderShipment): ShipmentTimeline {
  const reached = new Map<ShipmentStage, { at: string; location: string | null }>();
  let current = shipment.stage;
  for (const event of shipment.events) {
    if (rank(event.stage) > rank(current)) current = event.stage;
    const known = reached.get(event.stage);
    if (!known || Date.parse(event.at) >= Date.parse(known.at)) {
      reached.set(event.stage, { at: event.at, location: event.location });
    }
  }
  const steps = shipmentStages.map((stage): ShipmentTimelineStep => {
    const state = rank(stage) < rank(current) ? 'done' : stage === current ? 'current' : 'upcoming';
    const event = state === 'upcoming' ? undefined : reached.get(stage);
    return { stage, state, at: event?.at ?? null, location: event?.location ?? null };
  });
  return {
    steps,
    current,
    delivered: current === 'DELIVERED',
    trackingUrl: carrierTrackingUrl(shipment.carrier?.code, shipment.trackingNumber),
  };
}

/**
 * Where an order's parcels are, as one stage for its history row: the least advanced parcel's
 * (the order has arrived only when every parcel has); `null` before any is sent. Pure.
 */
export function orderShipmentStage(
  shipments: readonly { stage: ShipmentStage }[],
): ShipmentStage | null {
  if (shipments.length === 0) return null;
  return shipments.reduce<ShipmentStage>(
    (least, shipment) => (rank(shipment.stage) < rank(least) ? shipment.stage : least),
    'DELIVERED',
  );
}
