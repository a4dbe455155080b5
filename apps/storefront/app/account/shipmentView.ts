import {
  orderShipmentStage,
  shipmentTimeline,
  type OrderShipment,
  type OrderShipmentStatus,
  type ShipmentStage,
} from '@agri-parts/sdk';
import type { ShipmentTrackingStep } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

const timeZone = 'Europe/Oslo';
const day = new Intl.DateTimeFormat('nb-NO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone,
});
const time = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone });

/** The stages in Norwegian (literal keys, so only these texts reach the page). */
const stageLabels: Readonly<Record<ShipmentStage, string>> = {
  REGISTERED: translate('shipment.stage.registered'),
  HANDED_TO_CARRIER: translate('shipment.stage.handedToCarrier'),
  IN_TRANSIT: translate('shipment.stage.inTransit'),
  OUT_FOR_DELIVERY: translate('shipment.stage.outForDelivery'),
  DELIVERED: translate('shipment.stage.delivered'),
};

/** A stage in Norwegian ("På vei"). */
export function shipmentStageLabel(stage: ShipmentStage): string {
  return stageLabels[stage];
}

/** One parcel as the order page shows it (`ShipmentTracking`). */
export interface ShipmentTrackingView {
  key: string;
  title: string;
  timelineLabel: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  steps: ShipmentTrackingStep[];
}

/** "21.11.2026 kl. 09:15" on Oslo's clock; null for a moment it cannot read. */
function stepDate(at: string | null): { date: string; dateTime: string } | null {
  const moment = at ? new Date(at) : null;
  if (!moment || Number.isNaN(moment.getTime())) return null;
  return {
    date: translate('shipment.dateTime', { date: day.format(moment), time: time.format(moment) }),
    dateTime: at!,
  };
}

/** The order's parcels with their timelines (`shipmentTimeline`), oldest first. Pure. */
export function shipmentTrackingViews(shipments: readonly OrderShipment[]): ShipmentTrackingView[] {
  return shipments.map((shipment) => {
    const timeline = shipmentTimeline(shipment);
    return {
      key: shipment.id,
      title: translate('shipment.parcel', { number: shipment.number }),
      timelineLabel: translate('shipment.timeline', { number: shipment.number }),
      carrier: shipment.carrier?.title ?? null,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: timeline.trackingUrl,
      steps: timeline.steps.map((step) => {
        const when = stepDate(step.at);
        return {
          id: step.stage,
          label: shipmentStageLabel(step.stage),
          state: step.state,
          date: when?.date ?? null,
          dateTime: when?.dateTime ?? null,
          location: when ? step.location : null,
        };
      }),
    };
  });
}

/**
 * An order history row's shipment status ("Sending: På vei"), the least advanced parcel's;
 * null before anything is sent. Pure.
 */
export function shipmentStatusLabel(statuses: readonly OrderShipmentStatus[]): string | null {
  const stage = orderShipmentStage(statuses);
  return stage ? translate('shipment.historyStatus', { stage: shipmentStageLabel(stage) }) : null;
}
