import { describe, expect, it } from 'vitest';

import { addressSchema, isPostcodeOf, isTelephoneNumber } from './addressSchemas';
import { parseForm } from './parseForm';

const required = 'Dette feltet er påkrevd';
const schema = addressSchema({ countryCodes: ['NO', 'SE'] });

function parse(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  const submission = parseForm(data, schema);
  return submission.status === 'success'
    ? { value: submission.value as unknown }
    : { errors: submission.error ?? {} };
}

const filled = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  street: 'Storgata 12',
  postcode: '2317',
  city: 'Hamar',
  countryCode: 'NO',
  telephone: '+47 912 34 567',
};

describe('isPostcodeOf', () => {
  it('takes four digits in Norway, and anything elsewhere', () => {
    for (const postcode of ['0150', '2317', '9990'])
      expect(isPostcodeOf(postcode, 'NO')).toBe(true);
    for (const postcode of ['150', '23170', '23 17', 'N-2317', 'abcd', '']) {
      expect(isPostcodeOf(postcode, 'NO')).toBe(false);
    }
    expect(isPostcodeOf('2317', 'no')).toBe(true);
    expect(isPostcodeOf('111 22', 'SE')).toBe(true);
  });
});

describe('isTelephoneNumber', () => {
  it('takes numbers as people write them', () => {
    for (const number of [
      '91234567',
      '+47 912 34 567',
      '62-51-00-00',
      '+47 (62) 51.00.00',
      '12345',
    ]) {
      expect(isTelephoneNumber(number)).toBe(true);
    }
  });

  it('refuses letters, too few or too many digits, and a + anywhere but in front', () => {
    for (const number of ['ring meg', '1234', '1234567890123456', '47+912', '912 34 567 x']) {
      expect(isTelephoneNumber(number)).toBe(false);
    }
  });
});

describe('addressSchema', () => {
  it('gives the address as sdk.addresses takes it: street lines joined, empty extras as null', () => {
    expect(parse({ ...filled, company: '  ', vatId: '' })).toEqual({
      value: {
        firstname: 'Ola',
        lastname: 'Nordmann',
        company: null,
        street: ['Storgata 12'],
        postcode: '2317',
        city: 'Hamar',
        countryCode: 'NO',
        telephone: '+47 912 34 567',
        vatId: null,
        defaultBilling: false,
        defaultShipping: false,
      },
    });
  });

  it('keeps the street lines by position (spec §3: street, apartment, neighbourhood, extra)', () => {
    expect(
      parse({
        ...filled,
        apartment: ' H0201 ',
        extra: 'Ring på',
        company: 'Gård AS',
        vatId: '987654321',
      }),
    ).toMatchObject({
      value: {
        street: ['Storgata 12', 'H0201', '', 'Ring på'],
        company: 'Gård AS',
        vatId: '987654321',
      },
    });
  });

  it('reads the default checkboxes', () => {
    expect(parse({ ...filled, defaultBilling: 'on', defaultShipping: 'on' })).toMatchObject({
      value: { defaultBilling: true, defaultShipping: true },
    });
  });

  it('requires names, street, postcode, city, country and telephone', () => {
    expect(parse({})).toEqual({
      errors: {
        firstname: [required],
        lastname: [required],
        street: [required],
        postcode: [required],
        city: [required],
        countryCode: [required],
        telephone: [required],
      },
    });
  });

  it('checks a Norwegian postcode, a foreign one not', () => {
    expect(parse({ ...filled, postcode: '231' })).toEqual({
      errors: { postcode: ['Postnummeret må ha fire siffer'] },
    });
    expect(parse({ ...filled, postcode: '111 22', countryCode: 'se' })).toMatchObject({
      value: { postcode: '111 22', countryCode: 'SE' },
    });
  });

  it('refuses a country the shop does not deliver to, and a telephone that is not one', () => {
    expect(parse({ ...filled, countryCode: 'US', telephone: 'ring meg' })).toEqual({
      errors: {
        countryCode: ['Dette feltet er ikke riktig.'],
        telephone: ['Skriv inn et gyldig telefonnummer'],
      },
    });
  });

  it('asks for names of at least two characters', () => {
    expect(parse({ ...filled, firstname: 'O' })).toEqual({
      errors: { firstname: ['Må inneholde minst 2 tegn'] },
    });
  });
});
