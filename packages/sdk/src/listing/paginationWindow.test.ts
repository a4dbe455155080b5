import { describe, expect, it } from 'vitest';
import { paginationWindow, type PaginationItem } from './paginationWindow';

/** The items as text: `<` / `>` previous and next (`!` when disabled), `[n]` current, `…`. */
function render(items: PaginationItem[]): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'previous':
          return `<${item.page}${item.disabled ? '!' : ''}`;
        case 'next':
          return `>${item.page}${item.disabled ? '!' : ''}`;
        case 'ellipsis':
          return '…';
        case 'page':
          return item.current ? `[${item.page}]` : String(item.page);
      }
    })
    .join(' ');
}

describe('paginationWindow', () => {
  it.each([
    [1, 1, '<1! [1] >1!'],
    [1, 3, '<1! [1] 2 3 >2'],
    [3, 5, '<2 1 2 [3] 4 5 >4'],
    [1, 20, '<1! [1] 2 3 4 5 … 20 >2'],
    [3, 20, '<2 1 2 [3] 4 5 … 20 >4'],
    [4, 20, '<3 1 2 3 [4] 5 6 … 20 >5'],
    [5, 20, '<4 1 2 3 4 [5] 6 7 … 20 >6'],
    [6, 20, '<5 1 … 4 5 [6] 7 8 … 20 >7'],
    [15, 20, '<14 1 … 13 14 [15] 16 17 … 20 >16'],
    [16, 20, '<15 1 … 14 15 [16] 17 18 19 20 >17'],
    [18, 20, '<17 1 … 16 17 [18] 19 20 >19'],
    [20, 20, '<19 1 … 16 17 18 19 [20] >20!'],
    [4, 7, '<3 1 2 3 [4] 5 6 7 >5'],
  ])('shows page %i of %i as %s', (currentPage, totalPages, expected) => {
    expect(render(paginationWindow({ currentPage, totalPages }))).toBe(expected);
  });

  it('takes another window size', () => {
    expect(render(paginationWindow({ currentPage: 10, totalPages: 20, visiblePages: 3 }))).toBe(
      '<9 1 … 9 [10] 11 … 20 >11',
    );
    expect(render(paginationWindow({ currentPage: 10, totalPages: 20, visiblePages: 1 }))).toBe(
      '<9 1 … [10] … 20 >11',
    );
    expect(render(paginationWindow({ currentPage: 10, totalPages: 20, visiblePages: 4 }))).toBe(
      '<9 1 … 9 [10] 11 12 … 20 >11',
    );
  });

  it('clamps a page outside the range and mends nonsense input', () => {
    expect(render(paginationWindow({ currentPage: 99, totalPages: 3 }))).toBe('<2 1 2 [3] >3!');
    expect(render(paginationWindow({ currentPage: 0, totalPages: 3 }))).toBe('<1! [1] 2 3 >2');
    expect(render(paginationWindow({ currentPage: Number.NaN, totalPages: 0 }))).toBe(
      '<1! [1] >1!',
    );
    expect(render(paginationWindow({ currentPage: 2, totalPages: 3, visiblePages: 0 }))).toBe(
      '<1 1 [2] 3 >3',
    );
  });

  it('tells the two ellipses apart', () => {
    const ellipses = paginationWindow({ currentPage: 10, totalPages: 20 }).filter(
      (item) => item.type === 'ellipsis',
    );
    expect(ellipses).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ]);
  });
});
