import { describe, expect, it } from 'vitest';
import { cardSwatches } from './cardSwatches';

describe('cardSwatches', () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [4, 4, 0],
    [5, 4, 1],
    [9, 4, 5],
  ])('of %i swatches shows %i and +%i', (count, visible, hiddenCount) => {
    const swatches = Array.from({ length: count }, (_, index) => `#${index}`);
    const result = cardSwatches(swatches);
    expect(result.visible).toEqual(swatches.slice(0, visible));
    expect(result.hiddenCount).toBe(hiddenCount);
  });

  it('takes another maximum, never below 0', () => {
    expect(cardSwatches(['a', 'b', 'c'], 2)).toEqual({ visible: ['a', 'b'], hiddenCount: 1 });
    expect(cardSwatches(['a'], -1)).toEqual({ visible: [], hiddenCount: 1 });
  });
});
