import { describe, expect, it } from 'vitest';
import { mapCustomer } from '../customer/mapCustomer';
import { buildAddressData, buildCustomerData } from '../testing/customerData';
import { customerWithAddress, customerWithoutAddress } from './customerAddressBook';
import { mapAddress, type Address } from './mapAddress';

function address(id: number, defaultBilling: boolean, defaultShipping: boolean): Address {
  return mapAddress(
    buildAddressData({ id, default_billing: defaultBilling, default_shipping: defaultShipping }),
  )!;
}

const customer = mapCustomer(
  buildCustomerData({
    addresses: [
      buildAddressData({ id: 1, default_billing: true, default_shipping: false }),
      buildAddressData({ id: 2, default_billing: false, default_shipping: true }),
    ],
    default_billing: '1',
    default_shipping: '2',
  }),
);

describe('customerWithAddress', () => {
  it('adds a new address at the end, keeping the defaults', () => {
    const next = customerWithAddress(customer, address(3, false, false));

    expect(next.addresses.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(next).toMatchObject({ defaultBillingId: 1, defaultShippingId: 2 });
    expect(customer.addresses).toHaveLength(2);
  });

  it('replaces a changed address in place', () => {
    const changed = { ...address(1, true, false), city: 'Elverum' };

    const next = customerWithAddress(customer, changed);

    expect(next.addresses.map(({ id, city }) => [id, city])).toEqual([
      [1, 'Elverum'],
      [2, 'Hamar'],
    ]);
  });

  it('moves a default to the saved address', () => {
    const next = customerWithAddress(customer, address(3, true, true));

    expect(next).toMatchObject({ defaultBillingId: 3, defaultShippingId: 3 });
    expect(next.addresses.map((a) => [a.id, a.defaultBilling, a.defaultShipping])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, true, true],
    ]);
  });

  it('clears a default the saved address no longer has', () => {
    const next = customerWithAddress(customer, address(2, false, false));

    expect(next).toMatchObject({ defaultBillingId: 1, defaultShippingId: null });
  });
});

describe('customerWithoutAddress', () => {
  it('removes the address and clears the defaults that pointed to it', () => {
    const next = customerWithoutAddress(customer, 1);

    expect(next.addresses.map(({ id }) => id)).toEqual([2]);
    expect(next).toMatchObject({ defaultBillingId: null, defaultShippingId: 2 });
  });

  it('changes nothing for an unknown id', () => {
    expect(customerWithoutAddress(customer, 9)).toEqual(customer);
  });
});
