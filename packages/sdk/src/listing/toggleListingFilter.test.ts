import { describe, expect, it } from 'vitest';
import { toggleListingFilter } from './toggleListingFilter';

describe('toggleListingFilter', () => {
  it('adds a value not chosen yet', () => {
    expect(toggleListingFilter({}, 'color', '12')).toEqual({ color: ['12'] });
    expect(toggleListingFilter({ color: ['12'] }, 'color', '14')).toEqual({ color: ['12', '14'] });
  });

  it('removes a value already chosen, and the code with its last value', () => {
    expect(toggleListingFilter({ color: ['12', '14'] }, 'color', '12')).toEqual({ color: ['14'] });
    expect(toggleListingFilter({ color: ['12'], manufacturer: ['7'] }, 'color', '12')).toEqual({
      manufacturer: ['7'],
    });
  });

  it('leaves the filters passed in unchanged', () => {
    const filters = { color: ['12'] };
    toggleListingFilter(filters, 'color', '14');
    expect(filters).toEqual({ color: ['12'] });
  });
});
