import { describe, expect, it } from 'vitest';
import type { PriceRange } from '../catalog/mapPriceRange';
import { productBadge } from './productBadge';

function prices(regular: number, final: number): PriceRange {
  const price = {
    regular: { value: regular, currency: 'NOK' },
    final: { value: final, currency: 'NOK' },
  };
  return { minimum: price, maximum: price };
}

const now = new Date('2025-06-15T12:00:00Z');

describe('productBadge', () => {
  it('is an offer when on special, even when also new', () => {
    expect(
      productBadge(
        { priceRange: prices(499, 399), newFromDate: '2025-06-01', newToDate: null },
        { now },
      ),
    ).toBe('offer');
  });

  it.each([
    ['2025-06-01 00:00:00', '2025-06-30 00:00:00', 'new'],
    ['2025-06-15 00:00:00', null, 'new'],
    [null, '2025-06-15 00:00:00', 'new'],
    ['2025-06-16 00:00:00', null, null],
    [null, '2025-06-14 00:00:00', null],
    ['2025-01-01', '2025-02-01', null],
    [null, null, null],
    ['not a date', null, null],
  ])('with new from %j to %j is %j', (newFromDate, newToDate, badge) => {
    expect(productBadge({ priceRange: prices(499, 499), newFromDate, newToDate }, { now })).toBe(
      badge,
    );
  });

  it('counts days in the shop’s time zone', () => {
    // 23:30 UTC on the 14th is already the 15th in Oslo.
    const lateEvening = new Date('2025-06-14T23:30:00Z');
    const product = { priceRange: prices(10, 10), newFromDate: '2025-06-15', newToDate: null };
    expect(productBadge(product, { now: lateEvening })).toBe('new');
    expect(productBadge(product, { now: lateEvening, timeZone: 'UTC' })).toBeNull();
  });
});
