import { describe, expect, it } from 'vitest';
import { shopConstants } from '../config/shopConstants';
import {
  storageKeysClearedAtExpiry,
  storageKeysClearedAtLogout,
} from './storageKeysClearedAtLogout';

describe('storageKeysClearedAtLogout', () => {
  it('clears the token, cart id, cache id and credit flag', () => {
    expect(storageKeysClearedAtLogout()).toEqual(
      expect.arrayContaining([
        'vsf-customer',
        'vsf-cart',
        'vsf-cache-id',
        'vsf-credit-check-approved',
      ]),
    );
  });

  it('keeps the store and currency cookies', () => {
    const keys = storageKeysClearedAtLogout();

    expect(keys).not.toContain('vsf-store');
    expect(keys).not.toContain('vsf-currency');
  });

  it('clears the other prefixed cookies: wishlist, locale, country and message', () => {
    expect(storageKeysClearedAtLogout()).toEqual(
      expect.arrayContaining(['vsf-wishlist', 'vsf-locale', 'vsf-country', 'vsf-message']),
    );
  });

  it('covers every cookie name of shopConstants but store and currency', () => {
    const keys = storageKeysClearedAtLogout();
    const cookies = Object.values(shopConstants.cookies.names);

    for (const name of cookies) {
      expect(keys.includes(name)).toBe(name !== 'vsf-store' && name !== 'vsf-currency');
    }
    expect(keys).toHaveLength(cookies.length - 2 + 2);
  });

  it('keeps the VAT display preference', () => {
    expect(storageKeysClearedAtLogout()).not.toContain(shopConstants.localStorageKeys.taxOff);
  });

  it('returns a new array each call, lists each key once', () => {
    const first = storageKeysClearedAtLogout();
    first.push('vsf-store');

    const second = storageKeysClearedAtLogout();
    expect(second).not.toContain('vsf-store');
    expect(new Set(second).size).toBe(second.length);
  });
});

describe('storageKeysClearedAtExpiry', () => {
  it('clears every key of the customer session: token, cart id, cache id, message and credit flag', () => {
    expect(storageKeysClearedAtExpiry()).toEqual([
      'vsf-customer',
      'vsf-cart',
      'vsf-cache-id',
      'vsf-message',
      'vsf-credit-check-approved',
    ]);
  });

  it("keeps the guest's cart to merge, wish list and tractors, and the interrupted action", () => {
    const keys = storageKeysClearedAtExpiry();
    for (const kept of [
      'vsf-cart-merge',
      'vsf-wishlist',
      'vsf-my-tractors',
      'vsf-interrupted-action',
      'vsf-store',
      'vsf-currency',
    ]) {
      expect(keys).not.toContain(kept);
    }
  });

  it('is part of what a logout clears', () => {
    expect(storageKeysClearedAtLogout()).toEqual(
      expect.arrayContaining(storageKeysClearedAtExpiry()),
    );
  });
});

describe('storageKeysClearedAtLogout and the interrupted action', () => {
  it('abandons the interrupted action at a logout by choice', () => {
    expect(storageKeysClearedAtLogout()).toContain('vsf-interrupted-action');
  });
});
