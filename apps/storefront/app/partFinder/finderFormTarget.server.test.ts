import type { ResolvedPartFinderSlugs } from '@agri-parts/sdk';
import { describe, expect, it, vi } from 'vitest';

import { finderFormTarget, readFinderForm } from './finderFormTarget.server';

const finder = { id: 1, name: 'Traktor', slug: 'traktor' };
const brand = { id: 7, finderId: 1, name: 'Massey Ferguson', slug: 'massey-ferguson' };
const model = { id: 70, brandId: 7, name: '6480', slug: '6480', yearFrom: null, yearTo: null };

/** A stand-in for resolveSlugs that knows traktor / massey-ferguson / 6480. */
function resolver() {
  return vi.fn(async (slugs: { finder: string; brand?: string; model?: string }) => {
    if (slugs.finder !== 'traktor') return null;
    if (slugs.brand === undefined) return { finder, brand: null, model: null };
    if (slugs.brand !== 'massey-ferguson') return null;
    if (slugs.model === undefined) return { finder, brand, model: null };
    return slugs.model === '6480' ? { finder, brand, model } : null;
  }) as unknown as ReturnType<typeof vi.fn> &
    ((slugs: {
      finder: string;
      brand?: string;
      model?: string;
    }) => Promise<ResolvedPartFinderSlugs | null>);
}

describe('readFinderForm', () => {
  const read = (query: string) => readFinderForm(new URLSearchParams(query));

  it('is null without a finder', () => {
    expect(read('')).toBeNull();
    expect(read('finder=&brand=x')).toBeNull();
  });

  it('reads the slugs; a model without a brand is dropped', () => {
    expect(read('finder=traktor&brand=massey-ferguson&model=6480')).toEqual({
      finder: 'traktor',
      brand: 'massey-ferguson',
      model: '6480',
    });
    expect(read('finder=traktor&brand=&model=6480')).toEqual({
      finder: 'traktor',
      brand: null,
      model: null,
    });
  });
});

describe('finderFormTarget', () => {
  it('goes to the parts page when all three are known, in one look-up', async () => {
    const resolve = resolver();
    await expect(
      finderFormTarget({ finder: 'traktor', brand: 'massey-ferguson', model: '6480' }, resolve),
    ).resolves.toBe('/parts/traktor/massey-ferguson/6480');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('drops a model not of the brand, and a brand not of the finder', async () => {
    await expect(
      finderFormTarget({ finder: 'traktor', brand: 'massey-ferguson', model: 'x' }, resolver()),
    ).resolves.toBe('/parts/traktor/massey-ferguson');
    await expect(
      finderFormTarget({ finder: 'traktor', brand: 'fendt', model: '6480' }, resolver()),
    ).resolves.toBe('/parts/traktor');
    await expect(
      finderFormTarget({ finder: 'traktor', brand: null, model: null }, resolver()),
    ).resolves.toBe('/parts/traktor');
  });

  it('goes to /parts for an unknown finder', async () => {
    await expect(
      finderFormTarget({ finder: 'nope', brand: null, model: null }, resolver()),
    ).resolves.toBe('/parts');
  });
});
