import { describe, expect, it } from 'vitest';
import {
  COMPANY_BILLING_ADDRESS_LOCKED,
  COMPANY_DEFAULT_BILLING_LOCKED,
  companyAddressProblem,
  missingAddressFields,
  normalizeStreet,
  type AddressChange,
} from './addressRules.js';

const complete = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  street: ['Storgata 12'],
  city: 'Hamar',
  postcode: '2317',
  telephone: '+47 912 34 567',
  country_code: 'NO',
};

describe('missingAddressFields', () => {
  it('finds nothing missing in a complete address', () => {
    expect(missingAddressFields(complete)).toEqual([]);
  });

  it('lists every absent or blank field of a new address, in Magento order', () => {
    expect(missingAddressFields({})).toEqual([
      'firstname',
      'lastname',
      'street',
      'city',
      'postcode',
      'country_code',
      'telephone',
    ]);
    expect(missingAddressFields({ ...complete, firstname: '  ', street: ['', ' '] })).toEqual([
      'firstname',
      'street',
    ]);
  });

  it('takes the older country_id in place of country_code', () => {
    expect(missingAddressFields({ ...complete, country_code: null, country_id: 'SE' })).toEqual([]);
  });

  it('on an update, lists only the fields given and blank', () => {
    expect(missingAddressFields({ city: 'Elverum' }, { partial: true })).toEqual([]);
    expect(missingAddressFields({ city: '', telephone: null }, { partial: true })).toEqual([
      'city',
      'telephone',
    ]);
    expect(missingAddressFields({ street: [] }, { partial: true })).toEqual(['street']);
  });
});

describe('normalizeStreet', () => {
  it('trims lines and keeps an empty line in the middle, so each line keeps its meaning', () => {
    expect(normalizeStreet([' Storgata 12 ', '', null, 'H0101'])).toEqual([
      'Storgata 12',
      '',
      '',
      'H0101',
    ]);
    expect(normalizeStreet(['Storgata 1', '', 'Sentrum'])).toEqual(['Storgata 1', '', 'Sentrum']);
  });

  it('drops empty lines at the end', () => {
    expect(normalizeStreet(['Storgata 1', ' ', null, ''])).toEqual(['Storgata 1']);
    expect(normalizeStreet(['Storgata 1', 'H0101'])).toEqual(['Storgata 1', 'H0101']);
    expect(normalizeStreet([])).toEqual([]);
  });
});

describe('companyAddressProblem', () => {
  const company = { company_id: '987654321' };
  const privateCustomer = { company_id: null };
  const billing = { default_billing: true };
  const other = { default_billing: false };

  const cases: [string, AddressChange, string | null][] = [
    [
      'create a default billing address',
      { kind: 'create', defaultBilling: true },
      COMPANY_DEFAULT_BILLING_LOCKED,
    ],
    ['create another address', { kind: 'create', defaultBilling: undefined }, null],
    ['create an address, not billing', { kind: 'create', defaultBilling: false }, null],
    [
      'edit the billing address',
      { kind: 'update', target: billing, defaultBilling: undefined },
      COMPANY_BILLING_ADDRESS_LOCKED,
    ],
    [
      'unset the default billing',
      { kind: 'update', target: billing, defaultBilling: false },
      COMPANY_BILLING_ADDRESS_LOCKED,
    ],
    [
      'make another address the billing one',
      { kind: 'update', target: other, defaultBilling: true },
      COMPANY_DEFAULT_BILLING_LOCKED,
    ],
    ['edit another address', { kind: 'update', target: other, defaultBilling: undefined }, null],
    [
      'edit another address, billing false',
      { kind: 'update', target: other, defaultBilling: false },
      null,
    ],
    [
      'delete the billing address',
      { kind: 'delete', target: billing },
      COMPANY_BILLING_ADDRESS_LOCKED,
    ],
    ['delete another address', { kind: 'delete', target: other }, null],
  ];

  it.each(cases)('a company customer may not %s (or may)', (_name, change, problem) => {
    expect(companyAddressProblem(company, change)?.message ?? null).toBe(problem);
  });

  it('gives each refusal its code', () => {
    expect(companyAddressProblem(company, { kind: 'delete', target: billing })?.code).toBe(
      'COMPANY_BILLING_ADDRESS_LOCKED',
    );
    expect(companyAddressProblem(company, { kind: 'create', defaultBilling: true })?.code).toBe(
      'COMPANY_DEFAULT_BILLING_LOCKED',
    );
  });

  it.each(cases)('a private customer may %s', (_name, change) => {
    expect(companyAddressProblem(privateCustomer, change)).toBeNull();
  });
});
