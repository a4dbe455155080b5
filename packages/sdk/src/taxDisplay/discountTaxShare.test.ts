import { describe, expect, it } from 'vitest';
import { discountTaxShare } from './discountTaxShare';

const withVat = { showIncludingTax: true };
const withoutVat = { showIncludingTax: false };

describe('discountTaxShare', () => {
  it('is the share left without VAT when the shopper sees amounts without it', () => {
    expect(discountTaxShare({ excludingTax: 800, includingTax: 1000 }, withoutVat)).toBe(0.8);
    expect(discountTaxShare({ excludingTax: 1000, includingTax: 1250 }, withoutVat)).toBe(0.8);
    // A line without VAT (a zero-rated part) keeps its whole discount.
    expect(discountTaxShare({ excludingTax: 500, includingTax: 500 }, withoutVat)).toBe(1);
  });

  it('is 1 when the shopper sees amounts with VAT', () => {
    expect(discountTaxShare({ excludingTax: 800, includingTax: 1000 }, withVat)).toBe(1);
  });

  it('is 1 when an amount is missing or the amount with VAT is not above 0', () => {
    expect(discountTaxShare({ excludingTax: null, includingTax: 1000 }, withoutVat)).toBe(1);
    expect(discountTaxShare({ excludingTax: 800, includingTax: null }, withoutVat)).toBe(1);
    expect(discountTaxShare({ excludingTax: 0, includingTax: 0 }, withoutVat)).toBe(1);
    expect(discountTaxShare({ excludingTax: -80, includingTax: -100 }, withoutVat)).toBe(1);
  });
});
