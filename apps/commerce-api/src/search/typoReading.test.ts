import { describe, expect, it } from 'vitest';
import { indexCatalogWords } from './catalogWords.js';
import { QUALITY } from './relevance.js';
import { buildSearchDocuments } from './testing/buildSearchDocument.js';
import { typoReading } from './typoReading.js';

const words = indexCatalogWords(
  buildSearchDocuments(
    'Termostat 82 °C',
    'Termostat 71 °C',
    'Termometer',
    'Glødeplugg',
    'Hydraulikkslange',
    'Hydraulikkslanger',
    'Zetor',
  ),
);
const read = (word: string) => {
  const { expansion, best } = typoReading(words, word);
  return { words: [...expansion].map(([id, quality]) => [words.terms[id], quality]), best };
};

describe('typoReading', () => {
  it('reads a word one edit away as the catalogue word, in its own spelling', () => {
    expect(read('termostatt')).toEqual({ words: [['termostat', QUALITY.typo]], best: 'termostat' });
    expect(read('glodepluggg')).toEqual({
      words: [['glodeplugg', QUALITY.typo]],
      best: 'glødeplugg',
    });
  });

  it('counts a swap of two letters as one edit', () => {
    expect(read('termostta').best).toBe('termostat');
  });

  it('keeps only the closest words, by the word or its stem', () => {
    expect(read('hydraulikslange').words).toEqual([
      ['hydraulikkslange', QUALITY.typo],
      ['hydraulikkslanger', QUALITY.typo],
    ]);
    expect(read('hydraulikslange').best).toBe('hydraulikkslange');
  });

  it('reads a word two edits away, from nine letters, as a second-best typo', () => {
    expect(read('hydrauliksllange').words).toContainEqual(['hydraulikkslange', QUALITY.secondTypo]);
  });

  it('lets the longer word decide how many slips there may be', () => {
    expect(read('ztor').best).toBe('zetor');
  });

  it('reads nothing for short words, words with digits or words far from any', () => {
    expect(read('ferd')).toEqual({ words: [], best: null });
    expect(read('termostat2')).toEqual({ words: [], best: null });
    expect(read('xqzzyxq')).toEqual({ words: [], best: null });
  });
});
