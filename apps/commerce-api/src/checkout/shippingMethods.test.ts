import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_FROM,
  PICKUP_POINT,
  availableShippingMethods,
  findShippingQuote,
  isBulky,
  shippingCharge,
  shippingMethodNotFound,
  type ShippingQuoteInput,
} from './shippingMethods.js';

const cart = (overrides: Partial<ShippingQuoteInput> = {}): ShippingQuoteInput => ({
  countryCode: 'NO',
  hasCompany: false,
  goodsTotalInclTax: 500,
  lines: [{ unitWeightKg: 2, quantity: 3 }],
  ...overrides,
});
const codes = (input: ShippingQuoteInput) =>
  availableShippingMethods(input).map(
    (quote) => `${quote.method.carrier_code}/${quote.method.method_code}:${quote.priceInclTax}`,
  );

describe('availableShippingMethods', () => {
  it('offers a parcel to a pick-up point and pick-up in the shop for a small cart', () => {
    expect(codes(cart())).toEqual(['bring/pickup_point:149', 'wm_pickup/store:0']);
  });

  it('adds the business parcel only for an address with a company', () => {
    expect(codes(cart({ hasCompany: true }))).toEqual([
      'bring/pickup_point:149',
      'bring/business_parcel:149',
      'wm_pickup/store:0',
    ]);
  });

  it('sends a cart with a unit over 35 kg as freight, never as parcels', () => {
    const bulky = cart({
      hasCompany: true,
      lines: [
        { unitWeightKg: 1, quantity: 1 },
        { unitWeightKg: 35.01, quantity: 1 },
      ],
    });
    expect(codes(bulky)).toEqual(['bring/freight:990', 'wm_pickup/store:0']);
  });

  it('counts the unit, not the line: many light units are still parcels', () => {
    expect(codes(cart({ lines: [{ unitWeightKg: 35, quantity: 10 }] }))).toContain(
      'bring/pickup_point:149',
    );
    expect(codes(cart({ lines: [{ unitWeightKg: null, quantity: 1 }] }))).toContain(
      'bring/pickup_point:149',
    );
  });

  it('ships everything free from 6000 NOK (VAT included, after discounts), not below', () => {
    expect(codes(cart({ goodsTotalInclTax: FREE_SHIPPING_FROM - 0.01 }))[0]).toBe(
      'bring/pickup_point:149',
    );
    expect(codes(cart({ goodsTotalInclTax: FREE_SHIPPING_FROM }))[0]).toBe('bring/pickup_point:0');
    expect(
      codes(cart({ goodsTotalInclTax: 8000, lines: [{ unitWeightKg: 400, quantity: 1 }] }))[0],
    ).toBe('bring/freight:0');
  });

  it('gives the charge before VAT too', () => {
    expect(availableShippingMethods(cart())[0]).toMatchObject({
      priceInclTax: 149,
      priceExclTax: 119.2,
    });
  });

  it('offers nothing outside Norway (any case of the code is Norway)', () => {
    expect(codes(cart({ countryCode: 'SE' }))).toEqual([]);
    expect(codes(cart({ countryCode: 'no' }))).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('isBulky', () => {
    expect(isBulky([])).toBe(false);
    expect(isBulky([{ unitWeightKg: 36, quantity: 1 }])).toBe(true);
  });

  it('shippingCharge', () => {
    expect(shippingCharge(PICKUP_POINT, 0)).toBe(149);
    expect(shippingCharge(PICKUP_POINT, 6000)).toBe(0);
  });

  it('findShippingQuote finds by carrier and method code only', () => {
    const quotes = availableShippingMethods(cart());
    expect(findShippingQuote(quotes, 'bring', 'pickup_point')?.method).toBe(PICKUP_POINT);
    expect(findShippingQuote(quotes, 'bring', 'freight')).toBeNull();
    expect(findShippingQuote(quotes, 'wm_pickup', 'pickup_point')).toBeNull();
  });

  it('words a missing method as Magento does', () => {
    expect(shippingMethodNotFound('bring', 'x')).toBe(
      'Carrier with such method not found: bring, x',
    );
  });
});
