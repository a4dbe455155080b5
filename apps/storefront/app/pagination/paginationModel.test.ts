import { paginationWindow } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { paginationModel } from './paginationModel';

describe('paginationModel', () => {
  it('keeps the pages and ellipses and takes previous and next from the window', () => {
    expect(paginationModel(paginationWindow({ currentPage: 1, totalPages: 8 }))).toEqual({
      items: [
        { type: 'page', page: 1, current: true },
        { type: 'page', page: 2, current: false },
        { type: 'page', page: 3, current: false },
        { type: 'page', page: 4, current: false },
        { type: 'page', page: 5, current: false },
        { type: 'ellipsis' },
        { type: 'page', page: 8, current: false },
      ],
      previous: { page: 1, disabled: true },
      next: { page: 2, disabled: false },
    });
  });

  it('disables both steps for a window without them', () => {
    expect(paginationModel([])).toEqual({
      items: [],
      previous: { page: 1, disabled: true },
      next: { page: 1, disabled: true },
    });
  });
});
