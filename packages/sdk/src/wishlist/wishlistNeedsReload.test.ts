import { describe, expect, it } from 'vitest';
import { wishlistNeedsReload } from './wishlistNeedsReload';

describe('wishlistNeedsReload', () => {
  it('is true when a loaded list belongs to someone else than the session', () => {
    expect(wishlistNeedsReload({ status: 'ready', owner: 'guest' }, 'authenticated')).toBe(true);
    expect(wishlistNeedsReload({ status: 'loading', owner: 'guest' }, 'authenticated')).toBe(true);
    expect(wishlistNeedsReload({ status: 'error', owner: 'customer' }, 'guest')).toBe(true);
    expect(wishlistNeedsReload({ status: 'ready', owner: 'customer' }, 'authenticated')).toBe(
      false,
    );
    expect(wishlistNeedsReload({ status: 'ready', owner: 'guest' }, 'guest')).toBe(false);
    // Whoever shows an idle list loads it for the right owner.
    expect(wishlistNeedsReload({ status: 'idle', owner: 'guest' }, 'authenticated')).toBe(false);
  });
});
