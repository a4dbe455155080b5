import { describe, expect, it } from 'vitest';
import { Random } from '../../apps/commerce-api/src/seed/generate/random';
import { applyTypo, hasDiacritics, misspell, plainLetters, typosFor } from './misspellings';

/** Levenshtein distance with adjacent swaps counted as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

describe('plainLetters', () => {
  it('types æ, ø, å, ä, ö and é as a foreign keyboard does', () => {
    expect(plainLetters('Glødeplugg')).toBe('Glodeplugg');
    expect(plainLetters('førersete')).toBe('forersete');
    expect(plainLetters('Blåkläder')).toBe('Blaklader');
    expect(plainLetters('Pöttinger')).toBe('Pottinger');
    expect(plainLetters('Luftfjæring')).toBe('Luftfjaering');
    expect(plainLetters('Kupéfilter')).toBe('Kupefilter');
    expect(plainLetters('ØST ÅS')).toBe('OST AS');
  });

  it('leaves plain text alone', () => {
    expect(plainLetters('Oljefilter 3595854M1')).toBe('Oljefilter 3595854M1');
    expect(hasDiacritics('Oljefilter')).toBe(false);
    expect(hasDiacritics('Fødepumpe')).toBe(true);
  });
});

describe('applyTypo', () => {
  it('drops, doubles or swaps the letter at a place', () => {
    expect(applyTypo('termostat', 'drop', 2)).toBe('temostat');
    expect(applyTypo('termostat', 'double', 8)).toBe('termostatt');
    expect(applyTypo('ferguson', 'swap', 3)).toBe('ferugson');
  });

  it('leaves the word as it was when two equal letters swap, and refuses a place outside it', () => {
    expect(applyTypo('hydraulikk', 'swap', 8)).toBe('hydraulikk');
    expect(applyTypo('pumpe', 'swap', 4)).toBe('pumpe');
    expect(() => applyTypo('pumpe', 'drop', 5)).toThrow(RangeError);
  });
});

describe('misspell', () => {
  it('gives no slip to words under five letters, one up to eight and two from nine', () => {
    expect(typosFor('lykt')).toBe(0);
    expect(typosFor('pumpe')).toBe(1);
    expect(typosFor('termosta')).toBe(1);
    expect(typosFor('termostat')).toBe(2);
    expect(misspell('lykt', new Random(1))).toBeNull();
  });

  it('misspells by as many edits as the length allows, never the first letter', () => {
    const rng = new Random('misspell');
    for (const word of ['pumpe', 'termostat', 'hydraulikkfilter', 'ferguson', 'glødeplugg']) {
      for (let i = 0; i < 50; i++) {
        const typed = misspell(word, rng);
        expect(typed, word).not.toBeNull();
        expect(typed![0]).toBe(word[0]);
        const distance = editDistance(word, typed!);
        expect(distance).toBeGreaterThanOrEqual(1);
        expect(distance).toBeLessThanOrEqual(typosFor(word));
      }
    }
  });

  it('is the same for the same seed', () => {
    const a = ['hydraulikkfilter', 'startmotor'].map((w) => misspell(w, new Random(7)));
    const b = ['hydraulikkfilter', 'startmotor'].map((w) => misspell(w, new Random(7)));
    expect(a).toEqual(b);
  });
});
