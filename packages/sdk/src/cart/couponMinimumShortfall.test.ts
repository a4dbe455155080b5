import { describe, expect, it } from 'vitest';

import type { Refusal } from '../errors/Refusal';
import { couponMinimumShortfall } from './couponMinimumShortfall';

const belowMinimum = (minSubtotal: number | null): Refusal => ({
  kind: 'coupon_refused',
  reason: 'minimum_not_reached',
  minSubtotal,
});
const cartWorth = (subtotalIncludingTax: number | null) => ({
  prices: {
    subtotalIncludingTax,
    subtotalExcludingTax: subtotalIncludingTax === null ? null : subtotalIncludingTax / 1.25,
    grandTotal: null,
    appliedTaxes: [],
    discounts: [],
  },
});
const withVat = { showIncludingTax: true };
const withoutVat = { showIncludingTax: false };

describe('couponMinimumShortfall', () => {
  it('says the minimum and what the cart lacks, with VAT', () => {
    expect(couponMinimumShortfall(belowMinimum(5000), cartWorth(3766), withVat)).toEqual({
      minimum: 5000,
      missing: 1234,
    });
    // Counted in øre: 4999,99 lacks 0,01, not a binary remainder.
    expect(couponMinimumShortfall(belowMinimum(5000), cartWorth(4999.99), withVat)).toEqual({
      minimum: 5000,
      missing: 0.01,
    });
  });

  it('says both without VAT beside totals without VAT', () => {
    expect(couponMinimumShortfall(belowMinimum(5000), cartWorth(3750), withoutVat)).toEqual({
      minimum: 4000,
      missing: 1000,
    });
  });

  it('leaves out what is missing when the subtotal is unknown or reaches the minimum now', () => {
    expect(couponMinimumShortfall(belowMinimum(5000), null, withVat)).toEqual({
      minimum: 5000,
      missing: null,
    });
    expect(
      couponMinimumShortfall(belowMinimum(5000), cartWorth(null), withVat)?.missing,
    ).toBeNull();
    expect(
      couponMinimumShortfall(belowMinimum(5000), cartWorth(5000), withVat)?.missing,
    ).toBeNull();
  });

  it('is null for any other refusal, and for a minimum not said', () => {
    const cart = cartWorth(100);
    expect(couponMinimumShortfall(belowMinimum(null), cart, withVat)).toBeNull();
    expect(
      couponMinimumShortfall(
        { kind: 'coupon_refused', reason: 'expired', minSubtotal: null },
        cart,
        withVat,
      ),
    ).toBeNull();
    expect(
      couponMinimumShortfall({ kind: 'out_of_stock', availableQuantity: 3 }, cart, withVat),
    ).toBeNull();
    expect(couponMinimumShortfall(null, cart, withVat)).toBeNull();
  });
});
