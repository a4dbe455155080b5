import { describe, expect, it } from 'vitest';

import { loadedPageNumbers, loadedPages } from './loadedPages';

describe('loadedPages', () => {
  it('shows every page up to the asked one', () => {
    expect(loadedPages(1)).toEqual({ first: 1, last: 1 });
    expect(loadedPages(3)).toEqual({ first: 1, last: 3 });
    expect(loadedPageNumbers(loadedPages(3))).toEqual([1, 2, 3]);
  });

  it('keeps at most the last `max` pages', () => {
    expect(loadedPages(10, 10)).toEqual({ first: 1, last: 10 });
    expect(loadedPages(11, 10)).toEqual({ first: 2, last: 11 });
    expect(loadedPageNumbers(loadedPages(500, 3))).toEqual([498, 499, 500]);
  });

  it('treats a page below 1 as page 1', () => {
    expect(loadedPages(0)).toEqual({ first: 1, last: 1 });
  });
});
