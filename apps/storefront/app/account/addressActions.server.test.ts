import type { Address } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { deleteQuestion, parseAddressId } from './addressActions.server';

describe('parseAddressId', () => {
  it('reads a positive whole number', () => {
    expect(parseAddressId('7')).toBe(7);
    expect(parseAddressId('123456789012345')).toBe(123456789012345);
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      undefined,
      7,
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 7',
      '7 ',
      'abc',
      '0x10',
      '1234567890123456',
    ]) {
      expect(parseAddressId(value), String(value)).toBeNull();
    }
  });
});

describe('deleteQuestion', () => {
  const address: Address = {
    id: 7,
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 12', 'H0201'],
    city: 'Hamar',
    postcode: '2317',
    countryCode: 'NO',
    region: null,
    telephone: null,
    vatId: null,
    defaultBilling: false,
    defaultShipping: false,
  };

  it('names the address by person, first street line and place', () => {
    expect(deleteQuestion(address)).toEqual({
      id: 7,
      name: 'Ola Nordmann',
      street: 'Storgata 12, 2317 Hamar',
    });
  });

  it('leaves out what the address lacks', () => {
    expect(deleteQuestion({ ...address, street: [], postcode: '', city: 'Hamar' }).street).toBe(
      'Hamar',
    );
  });
});
