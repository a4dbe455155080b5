import table from '@agri-parts/schema/rules/prices-exclude-vat.json';
import { describe, expect, it } from 'vitest';
import { pricesExcludeVat } from './pricesExcludeVat';

describe('pricesExcludeVat', () => {
  it.each(table.cases)(
    'taxvat $taxvat, company_id $company_id: before VAT $pricesExcludeVat (the table commerce-api shares)',
    ({ taxvat, company_id, pricesExcludeVat: expected }) => {
      expect(pricesExcludeVat({ taxvat, companyId: company_id })).toBe(expected);
    },
  );

  it('shows a guest amounts with the store’s default, never as a business', () => {
    expect(pricesExcludeVat(null)).toBe(false);
    expect(pricesExcludeVat(undefined)).toBe(false);
  });
});
