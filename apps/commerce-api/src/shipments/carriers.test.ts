import table from '@agri-parts/schema/rules/carriers.json';
import { describe, expect, it } from 'vitest';
import { CARRIERS, gs1CheckDigit, isCarrierCode, trackingNumber, trackingUrl } from './carriers.js';

describe('carriers', () => {
  it('are the shared table: names and tracking pages', () => {
    for (const [code, carrier] of Object.entries(table.carriers)) {
      expect(isCarrierCode(code)).toBe(true);
      if (!isCarrierCode(code)) continue;
      expect(CARRIERS[code].title).toBe(carrier.title);
      expect(trackingUrl(code, carrier.example)).toBe(
        carrier.trackingUrl.replace('{number}', carrier.example),
      );
    }
    expect(Object.keys(CARRIERS).sort()).toEqual(Object.keys(table.carriers).sort());
  });

  it('make tracking numbers in each carrier’s format, as the table’s examples', () => {
    expect(trackingNumber('bring', '1234')).toBe(table.carriers.bring.example);
    expect(trackingNumber('postnord', '12345')).toBe(table.carriers.postnord.example);
    expect(trackingNumber('dbschenker', '12345')).toBe(table.carriers.dbschenker.example);
    expect(trackingNumber('bring', '99')).toMatch(/^3707\d{14}$/);
  });

  it('check SSCCs with GS1 mod 10 (a known SSCC)', () => {
    // A published EAN-13: 400638133393 + 1.
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('37072200000001234')).toBe(7);
  });

  it('encode the number in the tracking link', () => {
    expect(trackingUrl('postnord', 'A B')).toBe('https://tracking.postnord.com/no/?id=A%20B');
  });
});
