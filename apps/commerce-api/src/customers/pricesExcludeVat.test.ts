import table from '@agri-parts/schema/rules/prices-exclude-vat.json';
import { describe, expect, it } from 'vitest';
import { pricesExcludeVat } from './pricesExcludeVat.js';

describe('pricesExcludeVat', () => {
  it.each(table.cases)(
    'taxvat $taxvat, company_id $company_id: before VAT $pricesExcludeVat (the table the SDK shares)',
    ({ taxvat, company_id, pricesExcludeVat: expected }) => {
      expect(pricesExcludeVat({ taxvat, company_id })).toBe(expected);
    },
  );
});
