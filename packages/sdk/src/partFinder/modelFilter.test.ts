import { describe, expect, it } from 'vitest';
import { productFilterInput } from '../listing/productFilterInput';
import { withModelFilter } from './modelFilter';

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
