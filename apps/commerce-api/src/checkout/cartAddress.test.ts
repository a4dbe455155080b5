import { describe, expect, it } from 'vitest';
import { COMPANY_BILLING_ADDRESS_LOCKED } from '../customers/addressRules.js';
import {
  ADDRESS_MESSAGES,
  CartAddressProblem,
  cartAddressFromBook,
  cartAddressFromInput,
  companyBillingProblem,
  orderAddress,
  sameAddress,
  type CartAddressFields,
} from './cartAddress.js';

const HOME: CartAddressFields = {
  firstname: ' Åse ',
  lastname: 'Østby',
  street: ['Storgata 1', '', 'Sentrum', ''],
  city: 'Hamar',
  postcode: '2317',
  country_code: 'no',
  telephone: '90000000',
  company: '  ',
};
const problem = (input: CartAddressFields) => {
  try {
    cartAddressFromInput(input);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(CartAddressProblem);
    return (error as Error).message;
  }
};

describe('cartAddressFromInput', () => {
  it('trims, keeps street positions, upper-cases the country and drops empty optionals', () => {
    expect(cartAddressFromInput(HOME, ' Ring på ')).toEqual({
      firstname: 'Åse',
      lastname: 'Østby',
      company: null,
      street: ['Storgata 1', '', 'Sentrum'],
      city: 'Hamar',
      postcode: '2317',
      region: null,
      region_id: null,
      country_code: 'NO',
      telephone: '90000000',
      vat_id: null,
      prefix: null,
      middlename: null,
      suffix: null,
      customer_address_id: null,
      customer_notes: 'Ring på',
    });
  });

  it("keeps Magento's name parts, trimmed, and copies them onto the order", () => {
    const address = cartAddressFromInput({
      ...HOME,
      prefix: ' Dr. ',
      middlename: 'Marie',
      suffix: '',
    });
    expect(address).toMatchObject({ prefix: 'Dr.', middlename: 'Marie', suffix: null });
    expect(orderAddress(address)).toMatchObject({
      prefix: 'Dr.',
      middlename: 'Marie',
      suffix: null,
    });
  });

  it('lists the missing required fields', () => {
    // Outside Norway (or with an unknown postcode) nothing can fill the city.
    expect(problem({ ...HOME, country_code: 'SE', city: '', telephone: null, street: [''] })).toBe(
      'Required parameters are missing: street, city, telephone',
    );
  });

  it('fills an empty city with the poststed of a known Norwegian postcode', () => {
    expect(cartAddressFromInput({ ...HOME, city: '' }).city).toBe('HAMAR');
    expect(cartAddressFromInput({ ...HOME, city: 'Hamar ' }).city).toBe('Hamar');
  });

  it('refuses a Norwegian postcode that is not in Posten register', () => {
    expect(problem({ ...HOME, postcode: '0000' })).toMatch(/0000.*register/);
  });

  it('wants four digits for a Norwegian postcode, not elsewhere', () => {
    expect(problem({ ...HOME, postcode: '231' })).toBe(ADDRESS_MESSAGES.norwegianPostcode);
    expect(problem({ ...HOME, postcode: '23170' })).toBe(ADDRESS_MESSAGES.norwegianPostcode);
    expect(problem({ ...HOME, country_code: 'SE', postcode: '111 22' })).toBeNull();
  });

  it('refuses more than four street lines and over-long fields', () => {
    expect(problem({ ...HOME, street: ['a', 'b', 'c', 'd', 'e'] })).toBe(
      ADDRESS_MESSAGES.tooManyStreetLines,
    );
    expect(problem({ ...HOME, city: 'x'.repeat(256) })).toBe(ADDRESS_MESSAGES.tooLong('city'));
  });

  it('gives each problem its code and what the client needs to say it', () => {
    const refusal = (input: CartAddressFields) => {
      try {
        cartAddressFromInput(input);
      } catch (error) {
        return error as CartAddressProblem;
      }
      return null;
    };
    expect(refusal({ ...HOME, country_code: 'SE', city: '', street: [''] })).toMatchObject({
      code: 'REQUIRED_PARAMETER_MISSING',
      params: { fields: ['street', 'city'] },
    });
    expect(refusal({ ...HOME, street: ['a', 'b', 'c', 'd', 'e'] })).toMatchObject({
      code: 'TOO_MANY_STREET_LINES',
      params: { max_lines: 4 },
    });
    expect(refusal({ ...HOME, city: 'x'.repeat(256) })).toMatchObject({
      code: 'FIELD_TOO_LONG',
      params: { field: 'city', max_length: 255 },
    });
    expect(refusal({ ...HOME, postcode: '231' })).toMatchObject({
      code: 'POSTCODE_INVALID',
      params: { country_code: 'NO' },
    });
  });
});

describe('addresses from the book, comparison and the company billing rule', () => {
  const entry = {
    id: 7,
    firstname: 'Kari',
    lastname: 'Haugen',
    company: 'Haugen Gård AS',
    street: ['Haugenvegen 4'],
    city: 'Stange',
    postcode: '2335',
    region: null,
    country_code: 'NO',
    telephone: '62000000',
    vat_id: 'NO987654321MVA',
  };

  it('copies an address book entry and remembers where it came from', () => {
    const address = cartAddressFromBook(entry, 'Bakdøra');
    expect(address.customer_address_id).toBe(7);
    expect(address.customer_notes).toBe('Bakdøra');
    expect(orderAddress(address)).toEqual({
      ...entry,
      id: undefined,
      street: ['Haugenvegen 4'],
      prefix: null,
      middlename: null,
      suffix: null,
    });
  });

  it('keeps a delivery note of up to 255 characters and refuses a longer one, as for a typed address', () => {
    expect(cartAddressFromBook(entry, 'x'.repeat(255)).customer_notes).toHaveLength(255);
    expect(() => cartAddressFromBook(entry, 'x'.repeat(256))).toThrow(
      expect.objectContaining({
        code: 'FIELD_TOO_LONG',
        params: { field: 'customer_notes', max_length: 255 },
      }),
    );
  });

  it('sameAddress compares place and addressee only', () => {
    const a = cartAddressFromBook(entry, 'x');
    expect(sameAddress(a, { ...a, customer_notes: null, customer_address_id: null })).toBe(true);
    expect(sameAddress(a, { ...a, city: 'Hamar' })).toBe(false);
    expect(sameAddress(a, null)).toBe(false);
  });

  it('bills a company only to its default billing address; private customers anywhere', () => {
    const company = { company_id: '987654321' };
    const onFile = cartAddressFromBook(entry);
    expect(companyBillingProblem(company, 7, onFile)).toBeNull();
    const locked = {
      code: 'COMPANY_BILLING_ADDRESS_LOCKED',
      message: COMPANY_BILLING_ADDRESS_LOCKED,
    };
    expect(companyBillingProblem(company, 8, onFile)).toMatchObject(locked);
    expect(companyBillingProblem(company, null, onFile)).toMatchObject(locked);
    expect(companyBillingProblem(company, 7, cartAddressFromInput(HOME))).toMatchObject(locked);
    expect(
      companyBillingProblem({ company_id: null }, null, cartAddressFromInput(HOME)),
    ).toBeNull();
  });
});
