import { describe, expect, it } from 'vitest';

import { opensElsewhere } from './opensElsewhere';

describe('opensElsewhere', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('is true for a middle click or a click with a modifier key', () => {
    expect(opensElsewhere(plain)).toBe(false);
    expect(opensElsewhere({ ...plain, button: 1 })).toBe(true);
    expect(opensElsewhere({ ...plain, metaKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, ctrlKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, shiftKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, altKey: true })).toBe(true);
  });
});
