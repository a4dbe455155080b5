import { describe, expect, it } from 'vitest';
import { productSortInput } from './productSortInput';

describe('productSortInput', () => {
  it.each([
    [{ field: 'name', direction: 'ASC' }, { name: 'ASC' }],
    [{ field: 'name', direction: 'DESC' }, { name: 'DESC' }],
    [{ field: 'price', direction: 'ASC' }, { price: 'ASC' }],
    [{ field: 'price', direction: 'DESC' }, { price: 'DESC' }],
    [{ field: 'updated_at', direction: 'DESC' }, { updated_at: 'DESC' }],
  ] as const)('sorts %j as %j', (sort, input) => {
    expect(productSortInput(sort)).toEqual(input);
  });

  it('leaves the backend’s default order without a sort', () => {
    expect(productSortInput(undefined)).toBeNull();
    expect(productSortInput(null)).toBeNull();
  });
});
