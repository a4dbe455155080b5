import { describe, expect, it } from 'vitest';
import { listingSortChoices } from './listingSortChoices';

describe('listingSortChoices', () => {
  it('offers "Mest relevant" first on the search page, then every other order', () => {
    expect(listingSortChoices('search')).toEqual([
      'relevance_DESC',
      'name_ASC',
      'name_DESC',
      'price_ASC',
      'price_DESC',
      'updated_at_DESC',
    ]);
  });

  it('offers no "Mest relevant" without a term: categories keep their own order first', () => {
    expect(listingSortChoices('category')).toEqual([
      '',
      'name_ASC',
      'name_DESC',
      'price_ASC',
      'price_DESC',
      'updated_at_DESC',
    ]);
    expect(listingSortChoices('collection')).not.toContain('relevance_DESC');
    expect(listingSortChoices('collection')[0]).toBe('name_ASC');
  });
});
