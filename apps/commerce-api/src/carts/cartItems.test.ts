import { describe, expect, it } from 'vitest';
import { bundleOptionsKey } from './cartItems.js';

describe('bundleOptionsKey', () => {
  it('is the same for the same choice in any order', () => {
    const a = [
      { option_id: 2, selection_id: 7, quantity: 1 },
      { option_id: 1, selection_id: 3, quantity: 2 },
    ];
    expect(bundleOptionsKey(a)).toBe('1:3x2,2:7x1');
    expect(bundleOptionsKey([...a].reverse())).toBe(bundleOptionsKey(a));
  });
  it('differs when a selection or its quantity differs', () => {
    const base = [{ option_id: 1, selection_id: 3, quantity: 1 }];
    expect(bundleOptionsKey(base)).not.toBe(
      bundleOptionsKey([{ option_id: 1, selection_id: 4, quantity: 1 }]),
    );
    expect(bundleOptionsKey(base)).not.toBe(
      bundleOptionsKey([{ option_id: 1, selection_id: 3, quantity: 2 }]),
    );
  });
  it('is empty for no choice', () => {
    expect(bundleOptionsKey([])).toBe('');
  });
});
