import type { ProductFitment } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { fitmentGroups } from './fitmentGroups';

function fitment(finder: string, brand: string, model: string): ProductFitment {
  const part = (name: string, id: number) => ({ id, name, slug: name.toLowerCase() });
  return {
    finder: part(finder, finder.length),
    brand: part(brand, brand.length),
    model: part(model, model.length),
    url: `/parts/${finder.toLowerCase()}/${brand.toLowerCase()}/${model.toLowerCase()}`,
  };
}

describe('fitmentGroups', () => {
  it('groups models by finder and brand, in the backend’s order', () => {
    expect(
      fitmentGroups([
        fitment('Traktor', 'Valtra', 'A75'),
        fitment('Traktor', 'Valtra', 'N121'),
        fitment('Traktor', 'Zetor', 'Proxima'),
      ]),
    ).toEqual([
      {
        heading: 'Traktor · Valtra',
        models: [
          { name: 'A75', url: '/parts/traktor/valtra/a75' },
          { name: 'N121', url: '/parts/traktor/valtra/n121' },
        ],
      },
      {
        heading: 'Traktor · Zetor',
        models: [{ name: 'Proxima', url: '/parts/traktor/zetor/proxima' }],
      },
    ]);
  });

  it('lists a model given twice once', () => {
    const groups = fitmentGroups([
      fitment('Traktor', 'Valtra', 'A75'),
      fitment('Traktor', 'Valtra', 'A75'),
    ]);
    expect(groups[0]?.models).toHaveLength(1);
  });

  it('is empty for a part without fitments', () => {
    expect(fitmentGroups([])).toEqual([]);
  });
});
