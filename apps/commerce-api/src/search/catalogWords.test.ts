import { describe, expect, it } from 'vitest';
import { indexCatalogWords, indexWords } from './catalogWords.js';
import { FIELD_CODE } from './relevance.js';
import { buildSearchDocument } from './testing/buildSearchDocument.js';

const words = indexCatalogWords([
  buildSearchDocument(1, 'LED Arbeidslys 4000 lm – Kramp', {
    brandText: 'Kramp John Deere 6210R',
    descriptionText: 'Lyskilde LED, 4000 lm, 12/24 V',
    partNumbers: ['al12345', 'kr4000'],
  }),
  buildSearchDocument(2, 'Glødeplugg – John Deere', { partNumbers: ['al12345'] }),
]);
/** The products and fields a catalogue word was found in. */
const postings = (term: string) => {
  const id = words.termIds.get(term)!;
  return [...words.postingsDocs[id]!].map((doc, k) => [doc, words.postingsFields[id]![k]]);
};

describe('indexCatalogWords', () => {
  it("marks a name's first word of letters as its head", () => {
    expect(postings('arbeidslys')).toEqual([[0, FIELD_CODE.head]]);
    expect(postings('glodeplugg')).toEqual([[1, FIELD_CODE.head]]);
    expect(postings('led')).toEqual([[0, FIELD_CODE.name]]);
  });

  it('keeps the best field a product has a word in, once per product', () => {
    expect(postings('kramp')).toEqual([[0, FIELD_CODE.name]]);
    expect(postings('john')).toEqual([
      [0, FIELD_CODE.brand],
      [1, FIELD_CODE.name],
    ]);
    expect(postings('lyskilde')).toEqual([[0, FIELD_CODE.description]]);
  });

  it("indexes the words folded, and remembers each one's spelling", () => {
    const id = words.termIds.get('glodeplugg')!;
    expect(words.surfaces[id]).toBe('glødeplugg');
    expect(words.stemTerms.get(words.termStems[id]!)).toEqual([id]);
  });

  it("leaves out a description's numbers and a product's own part numbers as words", () => {
    expect(words.termIds.has('12')).toBe(false);
    expect(words.termIds.has('24')).toBe(false);
    expect(words.termIds.get('4000')).toBeDefined();
  });

  it('keeps part numbers apart, with their products after the words', () => {
    expect(words.partNumberBase).toBe(words.terms.length);
    const k = words.partNumbers.ids.get('al12345')!;
    expect([...words.postingsDocs[words.partNumberBase + k]!]).toEqual([0, 1]);
  });
});

describe('indexWords', () => {
  it('splits a text into lower-case words', () => {
    expect(indexWords('Glødeplugg – Ford TW-25', false)).toEqual([
      'glødeplugg',
      'ford',
      'tw',
      '25',
    ]);
  });

  it('also joins a model or grade written with a dash, dot or slash, when asked', () => {
    expect(indexWords('Motorolje 15W-40 – T6.155', true)).toEqual([
      'motorolje',
      '15w',
      '40',
      't6',
      '155',
      '15w40',
      't6155',
    ]);
    expect(indexWords('Lys bryter-panel', true)).toEqual(['lys', 'bryter', 'panel']);
  });
});
