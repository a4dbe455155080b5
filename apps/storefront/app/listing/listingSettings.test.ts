import { describe, expect, it } from 'vitest';

import { listingSettings, listingSortLabels } from './listingSettings';

describe('listingSortLabels', () => {
  it('labels the SDK’s choices in their order: "Mest relevant" first on the search page', () => {
    expect(listingSortLabels('search')[0]).toEqual(['relevance_DESC', 'Mest relevant']);
    expect(listingSortLabels('category')[0]).toEqual(['', 'Anbefalt']);
    expect(listingSortLabels('collection')[0]).toEqual(['name_ASC', 'Navn A–Å']);
  });
});

describe('listingSettings', () => {
  it('brings the kind’s query options, sort labels and page sizes together', () => {
    const settings = listingSettings('search', 24);
    expect(settings.queryOptions).toMatchObject({ defaultSort: 'relevance_DESC', gridPerPage: 24 });
    expect(settings.sortLabels.map(([key]) => key)).toContain('relevance_DESC');
    expect(settings.itemsPerPageOptions).toEqual([12, 24, 48]);
  });
});
