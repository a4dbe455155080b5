import table from '@agri-parts/schema/rules/carriers.json';
import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, orderShipmentStage, shipmentTimeline } from './shipmentTimeline';
import type { OrderShipment } from './shipments';

function parcel(overrides: Partial<OrderShipment> = {}): OrderShipment {
  return {
    id: 's1',
    number: '000001001-1',
    carrier: { code: 'bring', title: 'Posten/Bring' },
    trackingNumber: '370722000000012347',
    stage: 'IN_TRANSIT',
    events: [
      { stage: 'REGISTERED', at: '2026-11-20T08:00:00Z', location: 'Lillestrøm' },
      { stage: 'HANDED_TO_CARRIER', at: '2026-11-20T15:00:00Z', location: 'Lillestrøm' },
      { stage: 'IN_TRANSIT', at: '2026-11-21T00:00:00Z', location: 'Bring terminal Alnabru' },
    ],
    items: [],
    ...overrides,
  };
}

describe('carrierTrackingUrl', () => {
  it('builds each carrier’s tracking page as the shared table says', () => {
    for (const [code, carrier] of Object.entries(table.carriers)) {
      expect(carrierTrackingUrl(code, carrier.example)).toBe(
        carrier.trackingUrl.replace('{number}', carrier.example),
      );
    }
  });

  it('reads the code in any case, encodes the number, and knows no other carrier', () => {
    expect(carrierTrackingUrl(' PostNord ', 'A B')).toBe(
      'https://tracking.postnord.com/no/?id=A%20B',
    );
    expect(carrierTrackingUrl('dhl', '123')).toBeNull();
    expect(carrierTrackingUrl('bring', '  ')).toBeNull();
    expect(carrierTrackingUrl(null, '123')).toBeNull();
  });
});

describe('shipmentTimeline', () => {
  it('lists every stage in order, done up to the current one, with dates and places', () => {
    const timeline = shipmentTimeline(parcel());
    expect(timeline.steps.map((step) => [step.stage, step.state, step.at])).toEqual([
      ['REGISTERED', 'done', '2026-11-20T08:00:00Z'],
      ['HANDED_TO_CARRIER', 'done', '2026-11-20T15:00:00Z'],
      ['IN_TRANSIT', 'current', '2026-11-21T00:00:00Z'],
      ['OUT_FOR_DELIVERY', 'upcoming', null],
      ['DELIVERED', 'upcoming', null],
    ]);
    expect(timeline.steps[2]!.location).toBe('Bring terminal Alnabru');
    expect(timeline.current).toBe('IN_TRANSIT');
    expect(timeline.delivered).toBe(false);
    expect(timeline.trackingUrl).toBe('https://sporing.bring.no/sporing/370722000000012347');
  });

  it('never moves back for a late event, and takes the furthest of stage and events', () => {
    const late = parcel({
      stage: 'HANDED_TO_CARRIER',
      events: [
        { stage: 'OUT_FOR_DELIVERY', at: '2026-11-22T07:00:00Z', location: 'Hamar' },
        { stage: 'HANDED_TO_CARRIER', at: '2026-11-20T15:00:00Z', location: null },
      ],
    });
    const timeline = shipmentTimeline(late);
    expect(timeline.current).toBe('OUT_FOR_DELIVERY');
    // Skipped stages are done, without a date.
    expect(timeline.steps.map((step) => [step.state, step.at === null])).toEqual([
      ['done', true],
      ['done', false],
      ['done', true],
      ['current', false],
      ['upcoming', true],
    ]);
  });

  it('keeps the latest time of a stage reported twice, and marks a delivered parcel', () => {
    const timeline = shipmentTimeline(
      parcel({
        stage: 'DELIVERED',
        events: [
          { stage: 'OUT_FOR_DELIVERY', at: '2026-11-22T07:00:00Z', location: 'Hamar' },
          { stage: 'OUT_FOR_DELIVERY', at: '2026-11-23T07:00:00Z', location: 'Hamar' },
          { stage: 'DELIVERED', at: '2026-11-23T12:00:00Z', location: 'Hamar' },
        ],
      }),
    );
    expect(timeline.steps[3]!.at).toBe('2026-11-23T07:00:00Z');
    expect(timeline.delivered).toBe(true);
    expect(timeline.steps.filter((step) => step.state === 'current')).toHaveLength(1);
  });

  it('shows a parcel without events at its stage, and an unknown carrier without a link', () => {
    const timeline = shipmentTimeline(
      parcel({ stage: 'REGISTERED', events: [], carrier: { code: 'dhl', title: 'DHL' } }),
    );
    expect(timeline.steps[0]).toEqual({
      stage: 'REGISTERED',
      state: 'current',
      at: null,
      location: null,
    });
    expect(timeline.trackingUrl).toBeNull();
  });
});

describe('orderShipmentStage', () => {
  it('is the least advanced parcel’s stage, or null before any is sent', () => {
    expect(orderShipmentStage([])).toBeNull();
    expect(orderShipmentStage([{ stage: 'DELIVERED' }])).toBe('DELIVERED');
    expect(orderShipmentStage([{ stage: 'DELIVERED' }, { stage: 'IN_TRANSIT' }])).toBe(
      'IN_TRANSIT',
    );
  });
});
