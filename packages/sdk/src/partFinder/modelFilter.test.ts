import { describe, expect, it } from 'vitest';
import { productFilterInput } from '../listing/productFilterInput';
import { keepUniversalParts, withModelFilter } from './modelFilter';

describe('withModelFilter', () => {
  it('adds the model to the shopper’s filters', () => {
    expect(withModelFilter({ manufacturer: ['7'] }, 42)).toEqual({
      manufacturer: ['7'],
      wm_pf_model_id: ['42'],
    });
  });

  it('replaces a model filter already there, leaving the given filters unchanged', () => {
    const filters = { wm_pf_model_id: ['1', '2'] };

    expect(withModelFilter(filters, 3)).toEqual({ wm_pf_model_id: ['3'] });
    expect(filters).toEqual({ wm_pf_model_id: ['1', '2'] });
  });

  it('becomes an eq filter of products', () => {
    expect(productFilterInput(withModelFilter({}, 42))).toEqual({ wm_pf_model_id: { eq: '42' } });
  });
});

describe('keepUniversalParts', () => {
  it('asks for the fitting parts and the universal ones when narrowed to a model', () => {
    expect(keepUniversalParts({ color: ['5'], wm_pf_model_id: ['42'] })).toEqual({
      color: ['5'],
      wm_pf_fits_model_id: ['42'],
    });
  });

  it('leaves filters without a model as they are', () => {
    const filters = { color: ['5'] };
    expect(keepUniversalParts(filters)).toBe(filters);
  });
});
