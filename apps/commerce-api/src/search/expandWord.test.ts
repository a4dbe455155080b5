import { describe, expect, it } from 'vitest';
import { indexCatalogWords } from './catalogWords.js';
import { compoundPart, expandWord } from './expandWord.js';
import { QUALITY } from './relevance.js';
import { synonymMap } from './synonyms.js';
import { buildSearchDocument } from './testing/buildSearchDocument.js';

const words = indexCatalogWords([
  buildSearchDocument(1, 'Hydraulikkslange 1/2" 1500 mm', { partNumbers: ['re504836'] }),
  buildSearchDocument(2, 'Slange'),
  buildSearchDocument(3, 'Lys bryter'),
  buildSearchDocument(4, 'Lysbryter'),
  buildSearchDocument(5, 'Baklykt med pære'),
  buildSearchDocument(6, 'Termostat'),
  buildSearchDocument(7, 'Termostathus'),
  buildSearchDocument(8, 'Motoroljefilter'),
  buildSearchDocument(9, 'Drivstoffilter'),
]);
const synonyms = synonymMap();
/** The readings of a word: catalogue word (or `#part number`) → quality. */
const readings = (word: string) =>
  Object.fromEntries(
    [...expandWord(words, synonyms, word)].map(([id, quality]) => [
      words.terms[id] ?? `#${words.partNumbers.list[id - words.partNumberBase]}`,
      quality,
    ]),
  );

describe('expandWord', () => {
  it('reads a word as itself, by its stem and as its synonyms', () => {
    expect(readings('slange')).toMatchObject({ slange: QUALITY.exact });
    expect(readings('slanger')).toMatchObject({ slange: QUALITY.stem });
    expect(readings('hose')).toMatchObject({ slange: QUALITY.synonym });
  });

  it('reads a half-typed word as the words it begins', () => {
    expect(readings('hydr')).toEqual({ hydraulikkslange: QUALITY.prefix });
  });

  it('reads a whole word that begins a compound as a compound part, not a prefix', () => {
    expect(readings('termostat')).toEqual({
      termostat: QUALITY.exact,
      termostathus: QUALITY.compound,
    });
  });

  it("weighs a compound's end, where Norwegian says what a thing is, over its start", () => {
    expect(readings('slange')).toMatchObject({ hydraulikkslange: QUALITY.compoundHead });
    expect(readings('lys')).toMatchObject({ lys: QUALITY.exact, lysbryter: QUALITY.compound });
    expect(readings('olje')).toEqual({ motoroljefilter: QUALITY.compound });
  });

  it("finds a synonym inside a compound, weaker than the word's own readings", () => {
    expect(readings('lykt')).toMatchObject({
      lys: QUALITY.synonym,
      baklykt: QUALITY.compoundHead,
      lysbryter: QUALITY.synonymCompound,
    });
  });

  it('reads a compound the catalogue lacks through a synonym of one of its parts', () => {
    expect(readings('hydraulikkhose')).toEqual({ hydraulikkslange: QUALITY.synonym });
    expect(readings('dieselfilter')).toEqual({ drivstoffilter: QUALITY.synonym });
  });

  it('reads a word with a digit as a part number, whole or begun', () => {
    expect(readings('re504836')).toEqual({ '#re504836': QUALITY.exact });
    expect(readings('re504')).toEqual({ '#re504836': QUALITY.prefix });
    expect(readings('504836')).toEqual({ '#re504836': QUALITY.compound });
    expect(readings('1500')).toEqual({ '1500': QUALITY.exact });
  });

  it('reads nothing for a word the catalogue does not have', () => {
    expect(readings('xqzzy')).toEqual({});
  });
});

describe('compoundPart', () => {
  it.each([
    ['hydraulikkslange', 'slange', 'head'],
    ['baklykt', 'lykt', 'head'],
    ['lysbryter', 'lys', 'part'],
    ['motoroljefilter', 'olje', 'part'],
    ['arbeidslys', 'lys', 'head'],
    ['bilyskaster', 'lys', null],
    ['slange', 'slange', null],
    ['lys', 'lyset', null],
  ] as const)('finds %s holding %s: %s', (term, word, part) => {
    expect(compoundPart(term, term, word, word)).toBe(part);
  });

  it('compares stems too: a compound ending in an inflected word is still its head', () => {
    expect(compoundPart('hydraulikkslangene', 'hydraulikkslang', 'slange', 'slang')).toBe('head');
  });
});
