import { describe, expect, it } from 'vitest';

import {
  fitView,
  tractorCards,
  tractorFromSlugs,
  tractorName,
  tractorPartsHref,
  tractorTitle,
} from './tractorView';

const tractor = {
  id: '7',
  finder: { id: 1, name: 'Traktor', slug: 'traktor' },
  brand: { id: 10, name: 'Massey Ferguson', slug: 'massey-ferguson' },
  model: { id: 100, name: '6480', slug: '6480' },
  licensePlate: 'AB12345',
  nickname: null,
  addedAt: '2026-01-01T00:00:00.000Z',
};

describe('tractor names and links', () => {
  it('names a machine by brand and model, or by its nickname', () => {
    expect(tractorTitle(tractor)).toBe('Massey Ferguson 6480');
    expect(tractorName(tractor)).toBe('Massey Ferguson 6480');
    expect(tractorName({ ...tractor, nickname: 'Storetraktoren' })).toBe('Storetraktoren');
    expect(tractorName({ ...tractor, nickname: '' })).toBe('Massey Ferguson 6480');
  });

  it('links to the part finder page of its model', () => {
    expect(tractorPartsHref(tractor)).toBe('/parts/traktor/massey-ferguson/6480');
  });
});

describe('tractorCards', () => {
  it('marks the active machine and names each post by intent and id', () => {
    const other = { ...tractor, id: '8', licensePlate: null, nickname: 'Gamlingen' };
    expect(tractorCards({ tractors: [tractor, other], activeId: '8' })).toEqual([
      {
        id: '7',
        title: 'Massey Ferguson 6480',
        finder: 'Traktor',
        licensePlate: 'AB12345',
        nickname: null,
        active: false,
        partsHref: '/parts/traktor/massey-ferguson/6480',
        diagramsHref: '/parts/traktor/massey-ferguson/6480/diagram',
        setActiveFields: { intent: 'set-active', tractorId: '7' },
        removeFields: { intent: 'remove', tractorId: '7' },
      },
      expect.objectContaining({ id: '8', nickname: 'Gamlingen', active: true }),
    ]);
  });

  it('gives nothing for an empty list', () => {
    expect(tractorCards({ tractors: [], activeId: null })).toEqual([]);
  });
});

describe('fitView', () => {
  it('says nothing without an active machine', () => {
    expect(fitView('fits', null)).toBeNull();
    expect(fitView(null, null)).toBeNull();
  });

  it('says whether the part fits, does not, fits every machine or is not known, by name', () => {
    expect(fitView('fits', tractor)).toEqual({
      fits: true,
      label: 'Passer Massey Ferguson 6480',
      fittingPartsHref: null,
    });
    expect(fitView('universal', tractor)).toEqual({
      fits: 'universal',
      label: 'Universell – passer alle traktorer',
      fittingPartsHref: null,
    });
    expect(fitView(null, { ...tractor, nickname: 'Storetraktoren' })).toEqual({
      fits: null,
      label: 'Ukjent om den passer Storetraktoren',
      fittingPartsHref: null,
    });
  });

  it('leads from a part that does not fit to the parts of the active machine', () => {
    expect(fitView('does-not-fit', tractor)).toEqual({
      fits: false,
      label: 'Passer ikke Massey Ferguson 6480',
      fittingPartsHref: '/parts/traktor/massey-ferguson/6480',
    });
  });
});

describe('tractorFromSlugs', () => {
  const finder = { id: 1, name: 'Traktor', slug: 'traktor' };
  const brand = { id: 2, finderId: 1, name: 'Valtra', slug: 'valtra' };
  const model = { id: 3, brandId: 2, name: 'N134', slug: 'n134', yearFrom: 2015, yearTo: null };

  it('keeps id, name and slug of finder, brand and model', () => {
    expect(tractorFromSlugs({ finder, brand, model })).toEqual({
      finder,
      brand: { id: 2, name: 'Valtra', slug: 'valtra' },
      model: { id: 3, name: 'N134', slug: 'n134' },
    });
  });

  it('is null unless brand and model are known', () => {
    expect(tractorFromSlugs(null)).toBeNull();
    expect(tractorFromSlugs({ finder, brand, model: null })).toBeNull();
    expect(tractorFromSlugs({ finder, brand: null, model: null })).toBeNull();
  });
});
