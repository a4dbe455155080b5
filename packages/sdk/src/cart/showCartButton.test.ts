import { describe, expect, it } from 'vitest';
import { showCartButton } from './showCartButton';

describe('showCartButton', () => {
  it.each([
    [true, false, false],
    [true, true, false],
    [true, null, false],
    [false, false, true],
    [false, true, false],
    [null, false, true],
    [null, true, false],
    [undefined, undefined, true],
    [null, null, true],
  ] as const)(
    'customer hides: %s, store hides: %s → shown: %s',
    (customerHidesCartButton, storeHidesCartButton, shown) => {
      expect(showCartButton({ customerHidesCartButton, storeHidesCartButton })).toBe(shown);
    },
  );
});
