import type { OrderShipment } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';
import { shipmentStatusLabel, shipmentTrackingViews } from './shipmentView';

const parcel: OrderShipment = {
  id: 's1',
  number: '000001001-1',
  carrier: { code: 'postnord', title: 'PostNord' },
  trackingNumber: '00370726000000123452',
  stage: 'HANDED_TO_CARRIER',
  events: [
    { stage: 'REGISTERED', at: '2026-11-20T23:30:00Z', location: 'Lillestrøm' },
    { stage: 'HANDED_TO_CARRIER', at: '2026-11-21T08:05:00Z', location: 'Lillestrøm' },
  ],
  items: [],
};

describe('shipmentTrackingViews', () => {
  it('gives each parcel its carrier, link and steps in Norwegian on Oslo’s clock', () => {
    const [view] = shipmentTrackingViews([parcel]);
    expect(view).toMatchObject({
      title: 'Pakke 000001001-1',
      carrier: 'PostNord',
      trackingNumber: '00370726000000123452',
      trackingUrl: 'https://tracking.postnord.com/no/?id=00370726000000123452',
    });
    expect(view!.steps.map((step) => [step.label, step.state, step.date])).toEqual([
      ['Registrert', 'done', '21.11.2026 kl. 00:30'],
      ['Levert til transportør', 'current', '21.11.2026 kl. 09:05'],
      ['På vei', 'upcoming', null],
      ['Ute for levering', 'upcoming', null],
      ['Levert', 'upcoming', null],
    ]);
    expect(view!.steps[0]!.location).toBe('Lillestrøm');
  });
});

describe('shipmentStatusLabel', () => {
  it('names the least advanced parcel’s stage, and nothing before a parcel is sent', () => {
    expect(shipmentStatusLabel([])).toBeNull();
    expect(
      shipmentStatusLabel([
        { number: '1', stage: 'DELIVERED' },
        { number: '2', stage: 'OUT_FOR_DELIVERY' },
      ]),
    ).toBe('Sending: Ute for levering');
  });
});
