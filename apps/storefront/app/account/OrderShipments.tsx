import { ShipmentTracking } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { ShipmentTrackingView } from './shipmentView';

const labels = {
  done: translate('shipment.done'),
  carrier: translate('shipment.carrier'),
  trackingNumber: translate('shipment.trackingNumber'),
  copy: translate('shipment.copy'),
  copied: translate('shipment.copied'),
  track: (carrier: string) => translate('shipment.track', { carrier }),
};

/** The order's parcels, each with its timeline and carrier tracking; nothing before one is sent. */
export function OrderShipments({ shipments }: { shipments: readonly ShipmentTrackingView[] }) {
  if (shipments.length === 0) return null;
  return (
    <section className="order-detail__shipments" aria-labelledby="order-shipments-title">
      <h2 id="order-shipments-title">{translate('shipment.heading')}</h2>
      {shipments.map((shipment) => (
        <ShipmentTracking
          key={shipment.key}
          title={shipment.title}
          carrier={shipment.carrier}
          trackingNumber={shipment.trackingNumber}
          trackingUrl={shipment.trackingUrl}
          steps={shipment.steps}
          labels={{ ...labels, timeline: shipment.timelineLabel }}
        />
      ))}
    </section>
  );
}
