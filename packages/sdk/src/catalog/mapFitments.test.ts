import { describe, expect, it } from 'vitest';
import { mapFitments } from './mapFitments';

const part = (id: number, name: string, slug: string) => ({ id, name, slug });

describe('mapFitments', () => {
  it('links each model to its parts page', () => {
    expect(
      mapFitments([
        {
          finder: part(1, 'Traktor', 'traktor'),
          brand: part(4, 'Massey Ferguson', 'massey-ferguson'),
          model: part(40, '35 X', '35-x'),
        },
      ]),
    ).toEqual([
      {
        finder: part(1, 'Traktor', 'traktor'),
        brand: part(4, 'Massey Ferguson', 'massey-ferguson'),
        model: part(40, '35 X', '35-x'),
        url: '/parts/traktor/massey-ferguson/35-x',
      },
    ]);
  });

  it('leaves out entries missing a part, and reads none as empty', () => {
    expect(
      mapFitments([{ finder: part(1, 'Traktor', 'traktor'), brand: null, model: null }]),
    ).toEqual([]);
    expect(mapFitments(null)).toEqual([]);
  });
});
