import { describe, expect, it } from 'vitest';
import { sessionEndReaction } from './sessionEndReaction';

describe('sessionEndReaction', () => {
  it.each(['authorization', 'user-load-failed', 'cart-load-failed'] as const)(
    'after %s: clears the customer session, says "not authorized", prompts the login and keeps the interrupted action',
    (reason) => {
      expect(sessionEndReaction(reason)).toEqual({
        reason,
        clearKeys: [
          'vsf-customer',
          'vsf-cart',
          'vsf-cache-id',
          'vsf-message',
          'vsf-credit-check-approved',
        ],
        notice: 'not-authorized',
        loginPrompt: true,
        keepInterruptedAction: true,
      });
    },
  );

  it("keeps the guest's cart to merge, wish list and tractors, and the store and currency", () => {
    const { clearKeys } = sessionEndReaction('authorization');
    for (const kept of [
      'vsf-cart-merge',
      'vsf-wishlist',
      'vsf-my-tractors',
      'vsf-store',
      'vsf-currency',
      'vsf-interrupted-action',
    ]) {
      expect(clearKeys).not.toContain(kept);
    }
  });

  it('answers a new object each call', () => {
    const first = sessionEndReaction('authorization');
    first.clearKeys.push('vsf-store');
    expect(sessionEndReaction('authorization').clearKeys).not.toContain('vsf-store');
  });
});
