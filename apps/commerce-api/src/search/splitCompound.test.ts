import { describe, expect, it } from 'vitest';
import { indexCatalogWords } from './catalogWords.js';
import { splitCompound } from './splitCompound.js';
import { buildSearchDocuments } from './testing/buildSearchDocument.js';

const words = indexCatalogWords(
  buildSearchDocuments('Baklykt med pære', 'Lys bryter', 'Hjul lager', 'Motorolje', 'Slanger'),
);

describe('splitCompound', () => {
  it('reads a compound the catalogue lacks as two words it has', () => {
    expect(splitCompound(words, 'lyspaere', false)).toEqual(['lys', 'paere']);
    expect(splitCompound(words, 'baklyktpaere', false)).toEqual(['baklykt', 'paere']);
  });

  it('allows the joining s', () => {
    expect(splitCompound(words, 'hjulslager', false)).toEqual(['hjul', 'lager']);
  });

  it('knows a part by its stem', () => {
    expect(splitCompound(words, 'hjulslange', false)).toEqual(['hjul', 'slange']);
  });

  it('knows a part from the start or end of a compound only when asked', () => {
    expect(splitCompound(words, 'motorslanger', false)).toBeNull();
    expect(splitCompound(words, 'motorslanger', true)).toEqual(['motor', 'slanger']);
  });

  it('leaves alone words with digits, short words and words with no known parts', () => {
    expect(splitCompound(words, 'lys123pære', true)).toBeNull();
    expect(splitCompound(words, 'lyspe', true)).toBeNull();
    expect(splitCompound(words, 'xyzzyqq', true)).toBeNull();
  });
});
