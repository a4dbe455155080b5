import { describe, expect, it } from 'vitest';
import { suggestionFor } from './suggestionFor.js';

describe('suggestionFor', () => {
  it('replaces the corrected words by their catalogue spelling, the rest as typed', () => {
    expect(suggestionFor('Massey Fergusson', new Map([['fergusson', 'ferguson']]))).toBe(
      'massey ferguson',
    );
  });

  it('finds a corrected word by its folded form', () => {
    expect(suggestionFor('glødepluggg', new Map([['glodepluggg', 'glødeplugg']]))).toBe(
      'glødeplugg',
    );
  });

  it('drops punctuation between the words', () => {
    expect(suggestionFor('termostatt, 82°', new Map([['termostatt', 'termostat']]))).toBe(
      'termostat 82',
    );
  });

  it('suggests nothing when nothing was corrected or the correction reads as typed', () => {
    expect(suggestionFor('oljefilter', new Map())).toBeNull();
    expect(suggestionFor('pære', new Map([['paere', 'pære']]))).toBeNull();
  });
});
