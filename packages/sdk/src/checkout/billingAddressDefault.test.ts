import { describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { buildAddressData, buildCustomerData } from '../testing/customerData';
import { billingAddressDefault } from './billingAddressDefault';

/** Ola with addresses 1 (default billing) and 2 (default shipping). */
const ola = mapCustomer(
  buildCustomerData({
    addresses: [
      buildAddressData({ id: 1, default_shipping: false }),
      buildAddressData({ id: 2, default_billing: false }),
    ],
    default_billing: '1',
    default_shipping: '2',
  }),
);
const fresh = { ...ola, addresses: [], defaultBillingId: null, defaultShippingId: null };
const shipped = { isVirtual: false };
const virtual = { isVirtual: true };

describe('billingAddressDefault', () => {
  it('bills a shipped cart to its shipping address', () => {
    expect(billingAddressDefault(ola, shipped)).toEqual({ kind: 'same-as-shipping' });
    expect(billingAddressDefault(fresh, shipped)).toEqual({ kind: 'same-as-shipping' });
  });

  it('bills a cart of services and manuals to the default billing address', () => {
    expect(billingAddressDefault(ola, virtual)).toEqual({ kind: 'address-book', addressId: 1 });
  });

  it('opens the form for a virtual cart when there is no default billing address', () => {
    expect(billingAddressDefault(fresh, virtual)).toEqual({ kind: 'new-address' });
    expect(billingAddressDefault({ ...ola, defaultBillingId: null }, virtual)).toEqual({
      kind: 'new-address',
    });
    // A default that is no longer in the address book is none.
    expect(billingAddressDefault({ ...ola, defaultBillingId: 9 }, virtual)).toEqual({
      kind: 'new-address',
    });
  });

  it('bills a company to its billing address on file whatever the cart, or nowhere without one', () => {
    const company = { ...ola, companyId: '12' };
    for (const cart of [shipped, virtual]) {
      expect(billingAddressDefault(company, cart)).toEqual({ kind: 'address-book', addressId: 1 });
      expect(billingAddressDefault({ ...company, defaultBillingId: null }, cart)).toEqual({
        kind: 'none',
      });
    }
  });
});
