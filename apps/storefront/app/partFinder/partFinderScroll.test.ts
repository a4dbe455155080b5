import { describe, expect, it } from 'vitest';

import {
  cameFromFinder,
  finderScrollTop,
  landedFound,
  landedPlate,
  partFinderScrollState,
} from './partFinderScroll';

describe('finderScrollTop', () => {
  it('keeps 200 px above the element by default', () => {
    expect(finderScrollTop(500, 0)).toBe(300);
    expect(finderScrollTop(-100, 1000)).toBe(700);
  });

  it('never goes above the page and rounds to whole pixels', () => {
    expect(finderScrollTop(150, 0)).toBe(0);
    expect(finderScrollTop(300.6, 0)).toBe(101);
    expect(finderScrollTop(300, 0, 0)).toBe(300);
  });
});

describe('cameFromFinder', () => {
  it('recognises only the finder navigation state', () => {
    expect(cameFromFinder(partFinderScrollState)).toBe(true);
    for (const state of [null, undefined, 'x', {}, { partFinderScroll: 'true' }]) {
      expect(cameFromFinder(state)).toBe(false);
    }
  });
});

describe('landedPlate', () => {
  const none = new URLSearchParams();

  it('takes the plate from the navigation state, else from the address, normalised', () => {
    expect(landedPlate({ partFinderScroll: true, licensePlate: 'kt 68447' }, none)).toBe('KT68447');
    expect(landedPlate(null, new URLSearchParams('licensePlate=bonde'))).toBe('BONDE');
    expect(landedPlate({ licensePlate: 'AB123' }, new URLSearchParams('licensePlate=CD456'))).toBe(
      'AB123',
    );
  });

  it('is null without a plausible plate', () => {
    expect(landedPlate(null, none)).toBeNull();
    expect(landedPlate({ licensePlate: 7 }, none)).toBeNull();
    for (const bad of ['AB', 'ABCDEFGHIJK', '<b>x</b>', "1' OR 1=1", '🚜🚜🚜']) {
      expect(landedPlate({ licensePlate: bad }, none), bad).toBeNull();
    }
  });
});

describe('landedFound', () => {
  it('takes what the plate finder said the registry found, and nothing else', () => {
    expect(landedFound({ found: 'Registeret: Valtra G135 Versu (2015)' })).toBe(
      'Registeret: Valtra G135 Versu (2015)',
    );
    expect(landedFound({ found: '' })).toBeNull();
    expect(landedFound({ found: 'x'.repeat(201) })).toBeNull();
    expect(landedFound({ found: 42 })).toBeNull();
    expect(landedFound(null)).toBeNull();
  });
});
