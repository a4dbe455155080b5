import { createPartFinderState, createSdk, partFinderTransition, type Sdk } from '@agri-parts/sdk';
import { describe, expect, it, vi } from 'vitest';

import { loadDefaultFinderWidget } from './loadPartFinderPages.server';

const traktor = { id: 1, name: 'Traktor', slug: 'traktor' };
const skurtresker = { id: 2, name: 'Skurtresker', slug: 'skurtresker' };
// As the SDK gives them: sorted by name.
const brands = [
  { id: 7, finderId: 1, name: 'Claas', slug: 'claas' },
  { id: 8, finderId: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' },
];

/** An SDK whose part finder answers with `finders` and `brands` (or fails where they are errors). */
function sdkWith(finders: unknown, brandList: unknown) {
  const base = createSdk({ endpoint: 'http://shop.invalid/graphql', logger: { error: () => {} } });
  const answer = (value: unknown) =>
    vi.fn(async () => {
      if (value instanceof Error) throw value;
      return value;
    });
  const partFinder = {
    ...base.partFinder,
    getFinders: answer(finders),
    getBrands: answer(brandList),
  };
  return { sdk: { ...base, partFinder } as unknown as Sdk, partFinder };
}

describe('loadDefaultFinderWidget', () => {
  it('loads the finders and finder 1’s brands together, so the widget starts with nothing to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sdk, partFinder } = sdkWith([skurtresker, traktor], brands);
    const preset = await loadDefaultFinderWidget(sdk);

    expect(partFinder.getBrands).toHaveBeenCalledWith(1);
    expect(preset).toEqual({
      finders: [skurtresker, traktor],
      brands,
      models: null,
      finderId: 1,
      brandId: null,
    });
    // The widget's machine, started from this preset, asks for nothing.
    const started = createPartFinderState({
      finders: preset.finders ?? undefined,
      brands: preset.brands ?? undefined,
      finderId: preset.finderId,
    });
    const { commands } = partFinderTransition(started, { type: 'start' });
    expect(commands).toEqual([]);
  });

  it('leaves a failed list to the widget, and chooses no finder when finder 1 is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failedBrands = await loadDefaultFinderWidget(sdkWith([traktor], new Error('down')).sdk);
    expect(failedBrands).toMatchObject({ finders: [traktor], brands: null, finderId: 1 });

    const noDefault = await loadDefaultFinderWidget(sdkWith([skurtresker], brands).sdk);
    expect(noDefault).toMatchObject({ finders: [skurtresker], brands: null, finderId: null });

    const failedFinders = await loadDefaultFinderWidget(sdkWith(new Error('down'), brands).sdk);
    expect(failedFinders).toMatchObject({ finders: null, brands: null, finderId: null });
  });
});
