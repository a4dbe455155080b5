import { describe, expect, it } from 'vitest';
import type { ProductSort } from '../catalog/productSortInput';
import { withRelevanceBoost } from './relevanceBoost';

const relevance: ProductSort = { field: 'relevance', direction: 'DESC' };
const boost = { wm_boost_pf_model_id: { eq: '40' } };

describe('withRelevanceBoost', () => {
  it('adds the active tractor’s model to a search by relevance, keeping the filters', () => {
    expect(
      withRelevanceBoost(
        { manufacturer: { eq: '7' } },
        { search: 'oljefilter', sort: relevance, modelId: 40 },
      ),
    ).toEqual({ manufacturer: { eq: '7' }, ...boost });
  });

  it('adds it under the backend’s order, which is relevance for a search', () => {
    expect(withRelevanceBoost({}, { search: 'oljefilter', sort: null, modelId: 40 })).toEqual(
      boost,
    );
  });

  it('replaces a boost already there', () => {
    expect(
      withRelevanceBoost(
        { wm_boost_pf_model_id: { eq: '7' } },
        { search: 'oljefilter', sort: relevance, modelId: 40 },
      ),
    ).toEqual(boost);
  });

  it.each<[string, ProductSort]>([
    ['name A–Å', { field: 'name', direction: 'ASC' }],
    ['name Å–A', { field: 'name', direction: 'DESC' }],
    ['price', { field: 'price', direction: 'ASC' }],
    ['newest', { field: 'updated_at', direction: 'DESC' }],
  ])('leaves the filter alone under %s', (_name, sort) => {
    const filter = { color: { eq: '1' } };
    expect(withRelevanceBoost(filter, { search: 'oljefilter', sort, modelId: 40 })).toBe(filter);
  });

  it('leaves the filter alone without a tractor or without a term', () => {
    const filter = {};
    expect(
      withRelevanceBoost(filter, { search: 'oljefilter', sort: relevance, modelId: null }),
    ).toBe(filter);
    expect(withRelevanceBoost(filter, { search: null, sort: relevance, modelId: 40 })).toBe(filter);
  });

  it('leaves a listing narrowed to the same model alone: every product fits already', () => {
    const eq = { wm_pf_model_id: { eq: '40' } };
    const oneOf = { wm_pf_model_id: { in: ['40'] } };
    const context = { search: 'oljefilter', sort: relevance, modelId: 40 };
    expect(withRelevanceBoost(eq, context)).toBe(eq);
    expect(withRelevanceBoost(oneOf, context)).toBe(oneOf);
  });

  it('boosts within a listing narrowed to other models', () => {
    expect(
      withRelevanceBoost(
        { wm_pf_model_id: { in: ['40', '41'] } },
        { search: 'oljefilter', sort: relevance, modelId: 40 },
      ),
    ).toEqual({ wm_pf_model_id: { in: ['40', '41'] }, ...boost });
  });
});
