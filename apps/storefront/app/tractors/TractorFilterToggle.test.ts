import { listingQueryOptions } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { narrowedModelId, tractorFilterHref } from './TractorFilterToggle';

const options = listingQueryOptions('category', null);
const query = {
  page: 3,
  itemsPerPage: 12,
  sort: 'price_ASC' as const,
  term: '',
  filters: { manufacturer: ['12'] },
};

describe('tractorFilterHref', () => {
  it('narrows the listing to a model on page 1, keeping the other filters and the sort', () => {
    const href = tractorFilterHref({ path: '/deler.html', query }, 77, options);
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/deler.html');
    expect(url.searchParams.get('wm_pf_model_id')).toBe('77');
    expect(url.searchParams.get('manufacturer')).toBe('12');
    expect(url.searchParams.get('sort')).toBe('price_ASC');
    expect(url.searchParams.get('page')).toBeNull();
  });

  it('replaces another model and removes the narrowing with null', () => {
    const narrowed = { ...query, filters: { ...query.filters, wm_pf_model_id: ['5'] } };
    expect(
      new URL(
        tractorFilterHref({ path: '/d', query: narrowed }, 77, options),
        'http://s',
      ).searchParams.getAll('wm_pf_model_id'),
    ).toEqual(['77']);
    const off = new URL(
      tractorFilterHref({ path: '/d', query: narrowed }, null, options),
      'http://s',
    );
    expect(off.searchParams.has('wm_pf_model_id')).toBe(false);
    expect(off.searchParams.get('manufacturer')).toBe('12');
  });
});

describe('narrowedModelId', () => {
  it('reads a whole model id from the filters, nothing else', () => {
    expect(narrowedModelId({ ...query, filters: { wm_pf_model_id: ['42'] } })).toBe(42);
    expect(narrowedModelId(query)).toBeNull();
    expect(narrowedModelId({ ...query, filters: { wm_pf_model_id: ['4x'] } })).toBeNull();
    expect(narrowedModelId({ ...query, filters: { wm_pf_model_id: [] } })).toBeNull();
  });
});
