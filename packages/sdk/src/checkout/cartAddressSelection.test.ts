import { describe, expect, it } from 'vitest';
import { cartAddressInput } from './checkoutRules';
import {
  cartAddressData,
  checkoutCartData,
  completeCheckoutCartData,
  shippingAddressData,
} from './checkoutTestData';
import {
  addressInputOf,
  billsToShippingAddress,
  cartAddressSelection,
} from './cartAddressSelection';
import { mapCheckoutCart } from './mapCheckout';

const book = [{ id: 7 }, { id: 8 }];

describe('cartAddressSelection', () => {
  it('shows the address book entry the cart took its address from', () => {
    const { shippingAddress } = mapCheckoutCart(completeCheckoutCartData());
    expect(cartAddressSelection(shippingAddress, book)).toEqual({
      kind: 'address-book',
      addressId: 7,
    });
  });

  it('shows an address typed in at checkout as it is on the cart, not an empty form', () => {
    const { billingAddress } = mapCheckoutCart(
      completeCheckoutCartData({
        billing_address: cartAddressData({ id: null, firstname: 'Kari' }),
      }),
    );
    expect(cartAddressSelection(billingAddress, book)).toEqual({
      kind: 'typed',
      address: expect.objectContaining({ firstname: 'Kari', street: ['Storgata 1', 'H0201'] }),
    });
    // A customer without an address book sees it too.
    expect(cartAddressSelection(billingAddress, []).kind).toBe('typed');
  });

  it('shows an address whose entry was deleted as typed, and nothing without one', () => {
    const { shippingAddress } = mapCheckoutCart(completeCheckoutCartData());
    expect(cartAddressSelection(shippingAddress, [{ id: 8 }]).kind).toBe('typed');
    expect(cartAddressSelection(null, book)).toEqual({ kind: 'none' });
  });
});

describe('billsToShippingAddress', () => {
  it('bills a shipped cart to its shipping address until another billing address is set', () => {
    expect(billsToShippingAddress(mapCheckoutCart(checkoutCartData()))).toBe(true);
    expect(billsToShippingAddress(mapCheckoutCart(completeCheckoutCartData()))).toBe(true);
    const other = completeCheckoutCartData({
      shipping_addresses: [shippingAddressData({ same_as_billing: false })],
    });
    expect(billsToShippingAddress(mapCheckoutCart(other))).toBe(false);
  });

  it('never bills a cart that ships nothing "to the shipping address"', () => {
    expect(billsToShippingAddress(mapCheckoutCart(checkoutCartData({ is_virtual: true })))).toBe(
      false,
    );
  });
});

describe('addressInputOf', () => {
  it('gives back the address as the form and the cart take it', () => {
    const { shippingAddress } = mapCheckoutCart(
      completeCheckoutCartData({
        shipping_addresses: [
          shippingAddressData({
            id: null,
            company: 'Haugen Gård AS',
            region: { code: null, label: 'Innlandet', region_id: null },
          }),
        ],
      }),
    );
    const input = addressInputOf(shippingAddress!);
    expect(input).toEqual({
      firstname: 'Ola',
      lastname: 'Nordmann',
      company: 'Haugen Gård AS',
      street: ['Storgata 1', 'H0201'],
      city: 'Hamar',
      postcode: '2317',
      countryCode: 'NO',
      region: { code: null, name: 'Innlandet', id: null },
      telephone: '+4790000000',
      vatId: null,
    });
    expect(cartAddressInput(input)).toMatchObject({
      firstname: 'Ola',
      street: ['Storgata 1', 'H0201'],
      country_code: 'NO',
      region: 'Innlandet',
    });
  });
});
