import { describe, expect, it } from 'vitest';
import { checkoutAddressInput } from './checkoutAddressInput';

const address = {
  firstname: ' Ola ',
  lastname: 'Nordmann',
  street: ['Storgata 1'],
  city: 'Hamar',
  postcode: '2317',
  countryCode: 'no',
};

describe('checkoutAddressInput', () => {
  it('sends an address book entry by its id', () => {
    expect(checkoutAddressInput({ customerAddressId: 7 })).toEqual({ customer_address_id: 7 });
  });

  it('sends an address typed in as the cart address input', () => {
    expect(checkoutAddressInput({ address })).toEqual({
      address: {
        firstname: 'Ola',
        lastname: 'Nordmann',
        street: ['Storgata 1'],
        city: 'Hamar',
        postcode: '2317',
        country_code: 'NO',
      },
    });
  });

  it('passes whether to save a typed-in address in the address book', () => {
    const saved = checkoutAddressInput({ address, saveInAddressBook: true });
    expect(saved).toMatchObject({ address: { save_in_address_book: true } });
    const notSaved = checkoutAddressInput({ address, saveInAddressBook: false });
    expect(notSaved).toMatchObject({ address: { save_in_address_book: false } });
  });
});
