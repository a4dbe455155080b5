import { describe, expect, it } from 'vitest';
import { initialTaxDisplay, pricesIncludeTax } from './initialTaxDisplay';

describe('initialTaxDisplay', () => {
  it.each([
    ['true', null, null, true],
    ['false', null, null, false],
    ['false', 'NO999999999MVA', null, false],
    ['true', null, 2, true],
    ['false', null, 1, false],
  ])('keeps the saved %s (taxvat %j, catalog_display_tax %j)', (saved, taxvat, display, taxOff) => {
    expect(
      initialTaxDisplay({ saved, customerTaxvat: taxvat, catalogDisplayTax: display }),
    ).toEqual({ taxOff, save: false });
  });

  it('shows a business customer prices without VAT, and saves it, when nothing is saved', () => {
    expect(initialTaxDisplay({ saved: null, customerTaxvat: 'NO999999999MVA' })).toEqual({
      taxOff: true,
      save: true,
    });
    expect(
      initialTaxDisplay({ saved: null, customerTaxvat: 'NO999999999MVA', catalogDisplayTax: 2 }),
    ).toEqual({ taxOff: true, save: true });
  });

  it('does the same for a company customer without a VAT number', () => {
    expect(
      initialTaxDisplay({
        saved: null,
        customerTaxvat: null,
        customerCompanyId: '987654321',
        catalogDisplayTax: 2,
      }),
    ).toEqual({ taxOff: true, save: true });
  });

  it.each([
    [null, true],
    [undefined, true],
    [0, true],
    [1, true],
    [2, false],
    [3, false],
  ])('otherwise follows catalog_display_tax %j: taxOff %s, not saved', (display, taxOff) => {
    expect(initialTaxDisplay({ saved: null, catalogDisplayTax: display })).toEqual({
      taxOff,
      save: false,
    });
  });

  it('treats an unreadable saved value and a blank taxvat as nothing', () => {
    expect(initialTaxDisplay({ saved: 'yes', customerTaxvat: '  ' })).toEqual({
      taxOff: true,
      save: false,
    });
    expect(initialTaxDisplay({ saved: '', catalogDisplayTax: 2 })).toEqual({
      taxOff: false,
      save: false,
    });
  });
});

describe('pricesIncludeTax', () => {
  it('is true only above 1', () => {
    expect([null, undefined, 0, 1, 2, 3].map(pricesIncludeTax)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
