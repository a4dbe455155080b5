import { describe, expect, it } from 'vitest';
import { canBuyOnline } from './canBuyOnline';

describe('canBuyOnline', () => {
  it('lets guests and customers without the flag buy', () => {
    expect(canBuyOnline(null)).toBe(true);
    expect(canBuyOnline(undefined)).toBe(true);
    expect(canBuyOnline({ hideCartButton: null })).toBe(true);
    expect(canBuyOnline({ hideCartButton: false })).toBe(true);
  });

  it('does not let a customer whose account hides the cart button buy', () => {
    expect(canBuyOnline({ hideCartButton: true })).toBe(false);
  });
});
