import { describe, expect, it } from 'vitest';

import { cameFromFinder, finderScrollTop, partFinderScrollState } from './partFinderScroll';

describe('finderScrollTop', () => {
  it('keeps 200 px above the element by default', () => {
    expect(finderScrollTop(500, 0)).toBe(300);
    expect(finderScrollTop(-100, 1000)).toBe(700);
  });

  it('never goes above the page and rounds to whole pixels', () => {
    expect(finderScrollTop(150, 0)).toBe(0);
    expect(finderScrollTop(300.6, 0)).toBe(101);
    expect(finderScrollTop(300, 0, 0)).toBe(300);
  });
});

describe('cameFromFinder', () => {
  it('recognises only the finder navigation state', () => {
    expect(cameFromFinder(partFinderScrollState)).toBe(true);
    for (const state of [null, undefined, 'x', {}, { partFinderScroll: 'true' }]) {
      expect(cameFromFinder(state)).toBe(false);
    }
  });
});
