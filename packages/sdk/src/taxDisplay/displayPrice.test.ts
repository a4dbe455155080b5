import { describe, expect, it } from 'vitest';
import { displayPrice } from './displayPrice';

const exToIncl = { pricesIncludeTax: false, showIncludingTax: true };
const inclToEx = { pricesIncludeTax: true, showIncludingTax: false };

describe('displayPrice', () => {
  it.each([
    [100, 125],
    [399, 498.75],
    [0.01, 0.01],
    [79.99, 99.99],
    [-80, -100],
    [0, 0],
  ])('adds 25 %% VAT to %d: %d', (amount, shown) => {
    expect(displayPrice(amount, exToIncl)).toBe(shown);
  });

  it.each([
    [125, 100],
    [498.75, 399],
    [99.99, 79.99],
    [100, 80],
    [1, 0.8],
    [0.01, 0.01],
    [-100, -80],
  ])('takes 25 %% VAT out of %d: %d', (amount, shown) => {
    expect(displayPrice(amount, inclToEx)).toBe(shown);
  });

  it('only rounds when the catalogue already holds the wanted display', () => {
    expect(displayPrice(1.005, { pricesIncludeTax: true, showIncludingTax: true })).toBe(1.01);
    expect(displayPrice(2.675, { pricesIncludeTax: false, showIncludingTax: false })).toBe(2.68);
    expect(displayPrice(-1.005, { pricesIncludeTax: false, showIncludingTax: false })).toBe(-1.01);
    expect(displayPrice(-0.001, { pricesIncludeTax: false, showIncludingTax: false })).toBe(0);
  });

  it('takes another VAT rate (15 % on food, say)', () => {
    expect(displayPrice(100, { ...exToIncl, vatRate: 0.15 })).toBe(115);
    expect(displayPrice(115, { ...inclToEx, vatRate: 0.15 })).toBe(100);
  });

  it('returns what is not finite as it is', () => {
    expect(displayPrice(Number.NaN, exToIncl)).toBeNaN();
    expect(displayPrice(Infinity, exToIncl)).toBe(Infinity);
  });
});
