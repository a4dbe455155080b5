import { describe, expect, it } from 'vitest';
import type { Customer } from '../customer/mapCustomer';
import { initialShippingAddressId } from './initialShippingAddressId';

const book = (ids: number[], defaultShippingId: number | null) => ({
  addresses: ids.map((id) => ({ id })) as Customer['addresses'],
  defaultShippingId,
});

describe('initialShippingAddressId', () => {
  it('keeps the address on the cart, else the default shipping address, else the first', () => {
    expect(initialShippingAddressId(book([1, 2, 3], 2), 3)).toBe(3);
    expect(initialShippingAddressId(book([1, 2, 3], 2), null)).toBe(2);
    expect(initialShippingAddressId(book([1, 2, 3], null), null)).toBe(1);
  });

  it('passes over ids that are not in the address book', () => {
    expect(initialShippingAddressId(book([1, 2], 9), 7)).toBe(1);
  });

  it('is null without addresses', () => {
    expect(initialShippingAddressId(book([], null), null)).toBeNull();
  });
});
