import { describe, expect, it } from 'vitest';
import { buildFinders } from '../seed/generate/finderData.js';
import {
  BRAND_ALIASES,
  SHARED_MAKES,
  compactName,
  nameTokens,
  normaliseName,
} from './brandAliases.js';

describe('normaliseName', () => {
  it.each([
    ['MASSEY FERGUSON', 'massey ferguson'],
    ['Massey-Ferguson', 'massey ferguson'],
    ['  massey   ferguson ', 'massey ferguson'],
    ['MF6480', 'mf 6480'],
    ['MF 6480 DYNA-6', 'mf 6480 dyna 6'],
    ['T6.155', 't 6 155'],
    ['6R 150', '6 r 150'],
    ['N154e', 'n 154 e'],
    ['Pöttinger', 'pottinger'],
    ['PÖTTINGER', 'pottinger'],
    ['Väderstad', 'vaderstad'],
    ['Bøvelstad Ås', 'bovelstad as'],
    ['Æra', 'aera'],
    ['Deere & Company', 'deere company'],
    ['International (IH)', 'international ih'],
    ['Citroën', 'citroen'],
    ['M.F.', 'm f'],
    ['', ''],
    ['---', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseName(input)).toBe(expected);
  });

  it('splits into words and compacts', () => {
    expect(nameTokens('MF 6480 DYNA-6')).toEqual(['mf', '6480', 'dyna', '6']);
    expect(nameTokens('  ')).toEqual([]);
    expect(compactName('T6.155')).toBe('t6155');
    expect(compactName('t 6 155')).toBe('t6155');
    expect(compactName('M.F.')).toBe('mf');
  });
});

describe('alias tables', () => {
  const brandNames = new Set(buildFinders().brands.map((brand) => brand.name));

  it('name only brands the part finder has', () => {
    for (const name of [...Object.keys(BRAND_ALIASES), ...Object.values(SHARED_MAKES).flat()]) {
      expect(brandNames, name).toContain(name);
    }
  });

  it('never give one spelling to two brands (a shared make must be listed as one)', () => {
    const owner = new Map<string, string>();
    for (const [brand, aliases] of Object.entries(BRAND_ALIASES)) {
      for (const spelling of [brand, ...aliases]) {
        const key = normaliseName(spelling);
        expect(
          owner.get(key) ?? brand,
          `${spelling} is given to ${owner.get(key)} and ${brand}`,
        ).toBe(brand);
        owner.set(key, brand);
      }
    }
    for (const make of Object.keys(SHARED_MAKES)) {
      expect(owner.has(normaliseName(make)), make).toBe(false);
    }
  });

  it('give each shared make at least two brands', () => {
    for (const brands of Object.values(SHARED_MAKES)) expect(brands.length).toBeGreaterThan(1);
  });
});
