import { describe, expect, it } from 'vitest';
import { SearchIndex } from './SearchIndex.js';
import type { SearchDocument } from './searchDocument.js';
import { buildSearchDocument } from './testing/buildSearchDocument.js';

let nextId = 1;
const doc = (name: string, extra: Partial<SearchDocument> = {}) =>
  buildSearchDocument(nextId++, name, extra);

const documents = [
  doc('Oljefilter – Massey Ferguson 7400-serien og 7700-serien', {
    partNumbers: ['3595854m1'],
    brandText: 'Massey Ferguson Oljefilter Massey Ferguson 7480',
    modelIds: [7],
  }),
  doc('Motoroljefilter – John Deere 6030-serien', {
    partNumbers: ['re504836'],
    brandText: 'John Deere',
  }),
  doc('Drivstoffilter – Fendt 400 Vario', { brandText: 'Fendt', modelIds: [8] }),
  doc('Glødeplugg – Ford TW-25', { brandText: 'Ford' }),
  doc('Førersete med luftfjæring – Granit'),
  doc('Arbeidslys LED 4000 lm – Kramp'),
  doc('Frontlykt – John Deere 3130'),
  doc('Innsprøytningsdyse – Valtra 6850'),
  doc('Hydraulikkfilter sugeside – Valtra N-serien'),
  doc('Termostat 82 °C – Valtra N-serien'),
  doc('Vannpumpe med pakning – Zetor 6211', { descriptionText: 'Pumpe for kjølevæske' }),
  doc('Arbeidsbukse med knelommer – Blåkläder'),
  doc('Oljefilter – Fendt 400 Vario', { brandText: 'Fendt', modelIds: [8] }),
  doc('Motorolje 15W-40, 20 liter – Shell'),
  doc('Baklykt tilhenger, med pære – Hella'),
  doc('Førersete mekanisk fjæring – Grammer'),
  doc('Fastnøkkelsett 8–32 mm, 12 deler – Bahco'),
  doc('Fettpresse 500 g, med slange – Granit'),
  doc('Hydraulikkslange 1/2" 1500 mm – Kramp'),
];
const index = new SearchIndex(documents);
const names = (term: string, options = {}) => {
  const match = index.search(term, options);
  return [...match.docs.keys()]
    .sort((a, b) => match.scores[b]! - match.scores[a]! || match.docs[a]! - match.docs[b]!)
    .map((i) => documents[match.docs[i]!]!.name);
};

describe('SearchIndex', () => {
  it('finds by a word, a word inside a compound, and an inflection', () => {
    expect(names('oljefilter')).toEqual([
      'Oljefilter – Massey Ferguson 7400-serien og 7700-serien',
      'Oljefilter – Fendt 400 Vario',
      'Motoroljefilter – John Deere 6030-serien',
    ]);
    expect(names('filtre')).toHaveLength(5);
    expect(names('oljefilteret')).toHaveLength(3);
    expect(names('pumper')).toContain('Vannpumpe med pakning – Zetor 6211');
  });

  it('matches a compound typed as two words', () => {
    expect(names('olje filter')).toContain('Motoroljefilter – John Deere 6030-serien');
  });

  it('ignores stop words for matching and uses them for the phrase', () => {
    expect(names('oljefilter og fendt')).toEqual(['Oljefilter – Fendt 400 Vario']);
    const pasted = names('Oljefilter – Massey Ferguson 7400-serien og 7700-serien');
    expect(pasted[0]).toBe('Oljefilter – Massey Ferguson 7400-serien og 7700-serien');
  });

  it('folds æ, ø and å both ways', () => {
    expect(names('glodeplugg')).toEqual(['Glødeplugg – Ford TW-25']);
    expect(names('forersete')).toEqual([
      'Førersete med luftfjæring – Granit',
      'Førersete mekanisk fjæring – Grammer',
    ]);
    expect(names('blaklader')).toEqual(['Arbeidsbukse med knelommer – Blåkläder']);
    expect(names('GLØDEPLUGG')).toEqual(['Glødeplugg – Ford TW-25']);
  });

  it('reads a typo as the catalogue word and suggests it', () => {
    const match = index.search('hydralikkfilter');
    expect([...match.docs].map((i) => documents[i]!.name)).toEqual([
      'Hydraulikkfilter sugeside – Valtra N-serien',
    ]);
    expect(match.suggestion).toBe('hydraulikkfilter');
    expect(index.search('massey fergusson').suggestion).toBe('massey ferguson');
    expect(index.search('oljefilter').suggestion).toBeNull();
  });

  it('leaves short words alone: no typo reading below five letters', () => {
    expect(index.search('ferd').docs).toHaveLength(0);
  });

  it('finds trade synonyms', () => {
    expect(names('lykt')).toContain('Arbeidslys LED 4000 lm – Kramp');
    expect(names('lys')).toContain('Frontlykt – John Deere 3130');
    expect(names('injektor')).toEqual(['Innsprøytningsdyse – Valtra 6850']);
  });

  it('finds part numbers as printed and ranks the exact one first', () => {
    expect(names('RE 504-836')).toEqual(['Motoroljefilter – John Deere 6030-serien']);
    expect(names('3595854 M1')).toEqual([
      'Oljefilter – Massey Ferguson 7400-serien og 7700-serien',
    ]);
    expect(names('504836')).toEqual(['Motoroljefilter – John Deere 6030-serien']);
  });

  it('weighs name words over brand, model and description', () => {
    // "pumpe" is in one name (as a compound) and one description: the name first.
    expect(names('pumpe')[0]).toBe('Vannpumpe med pakning – Zetor 6211');
  });

  it('returns the products with the most words when none has every word', () => {
    const match = index.search('oljefilter zzzqqq');
    expect(match.complete).toBe(false);
    expect(match.docs).toHaveLength(3);
  });

  it('boosts the active tractor among equals', () => {
    expect(names('oljefilter', { boostModelId: 8 })[0]).toBe('Oljefilter – Fendt 400 Vario');
  });

  it('reads a compound the catalogue lacks as its parts', () => {
    expect(names('lyspære')).toEqual(['Baklykt tilhenger, med pære – Hella']);
  });

  it('reads a grade or model typed without its dash or dot', () => {
    expect(names('15w40')).toEqual(['Motorolje 15W-40, 20 liter – Shell']);
    expect(names('15W-40')).toEqual(['Motorolje 15W-40, 20 liter – Shell']);
  });

  it("does not require the trade's own words, and never reads a seat as a set", () => {
    expect(names('sete til traktor')).toEqual([
      'Førersete med luftfjæring – Granit',
      'Førersete mekanisk fjæring – Grammer',
    ]);
  });

  it("ranks what a part is (a name's first word, a compound's end) over a mention", () => {
    expect(names('slange')[0]).toBe('Hydraulikkslange 1/2" 1500 mm – Kramp');
  });

  it('finds nothing, without error, for nothing typed or nonsense', () => {
    expect(index.search('––').docs).toHaveLength(0);
    expect(index.search('xqzzy').docs).toHaveLength(0);
  });
});
