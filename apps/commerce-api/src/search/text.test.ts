import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  editDistance,
  fold,
  isStopWord,
  parseQuery,
  stem,
  stemVariants,
  STOP_WORDS,
  words,
} from './text.js';

describe('fold', () => {
  it.each([
    ['Glødeplugg', 'glodeplugg'],
    ['FØRERSETE', 'forersete'],
    ['Blåkläder', 'blaklader'],
    ['Pöttinger', 'pottinger'],
    ['Kupéfilter', 'kupefilter'],
    ['Rødæble', 'rodaeble'],
    ['Ærfugl', 'aerfugl'],
    ['Müller', 'muller'],
    ['Straße', 'strasse'],
    ['Fôret', 'foret'],
    ['plain', 'plain'],
    ['RE504836', 're504836'],
  ])('folds %s to %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('is idempotent, so the index and the query meet in one form', () => {
    for (const text of ['Glødeplugg', 'Blåkläder', 'aerfugl', 'ÅÆØ']) {
      expect(fold(fold(text))).toBe(fold(text));
    }
  });
});

describe('words', () => {
  it('splits on everything but letters and digits, folded', () => {
    expect(words('Oljefilter – Massey Ferguson 7400-serien og 7700-serien')).toEqual([
      'oljefilter',
      'massey',
      'ferguson',
      '7400',
      'serien',
      'og',
      '7700',
      'serien',
    ]);
    expect(words('New Holland T6.155/T6.165 (original)')).toEqual([
      'new',
      'holland',
      't6',
      '155',
      't6',
      '165',
      'original',
    ]);
    expect(words('Hydraulikkslange 1/2" 2500 mm')).toEqual([
      'hydraulikkslange',
      '1',
      '2',
      '2500',
      'mm',
    ]);
    expect(words('  –– ')).toEqual([]);
  });
});

describe('stop words', () => {
  it.each(['og', 'til', 'for', 'med', 'i', 'på', 'av', 'som', 'eller', 'fra', 'den', 'det'])(
    '"%s" is a stop word',
    (word) => {
      expect(isStopWord(fold(word))).toBe(true);
    },
  );

  it.each(['filter', 'lys', 'a', 't', 'm', 'ih', 'indre', 'ytre', 'venstre', 'olje'])(
    '"%s" is not (part-naming words and model letters stay)',
    (word) => {
      expect(isStopWord(word)).toBe(false);
    },
  );

  it('are stored folded', () => {
    for (const word of STOP_WORDS) expect(fold(word)).toBe(word);
  });
});

describe('stem', () => {
  it.each([
    [['filter', 'filtre', 'filteret', 'filtrene', 'filtra', 'filteret'], 'filt'],
    [['oljefilter', 'oljefiltre', 'oljefilteret', 'oljefiltrene'], 'oljefilt'],
    [['pumpe', 'pumper', 'pumpa', 'pumpen', 'pumpene'], 'pump'],
    [['slange', 'slanger', 'slangen', 'slangene'], 'slang'],
    [['lykt', 'lykter', 'lykta', 'lykten', 'lyktene'], 'lykt'],
    [['lys', 'lyset', 'lysene'], 'lys'],
    [['hjul', 'hjulet', 'hjulene'], 'hjul'],
    [['traktor', 'traktoren', 'traktorer', 'traktorene'], 'traktor'],
    [['sylinder', 'sylindre', 'sylinderen', 'sylindrene'], 'sylind'],
    [['nøkkel', 'nøkkelen'].map(fold), 'nokk'],
    [['nøkler', 'nøklene'].map(fold), 'nok'],
    [['lager', 'lagre', 'lageret', 'lagrene'], 'lag'],
    [['glødeplugg', 'glødeplugger', 'glødepluggen', 'glødepluggene'].map(fold), 'glodeplugg'],
    [['termostat', 'termostaten', 'termostater'], 'termostat'],
    [['dekk', 'dekket', 'dekkene'], 'dekk'],
    [['sett', 'settet', 'settene'], 'sett'],
    [['mutter', 'mutteren'], 'mutt'],
    [['sete', 'seter', 'setet', 'setene'], 'set'],
    [['diesel', 'dieselen'], 'dies'],
  ])('%j all stem to %s', (forms, expected) => {
    for (const form of forms) expect(stem(form), form).toBe(expected);
  });

  it('tells a seat from a set: no double consonant is made single', () => {
    expect(stem('sete')).not.toBe(stem('sett'));
  });

  it('offers the doubled stem of a plural that dropped a vowel after one consonant', () => {
    expect(stemVariants(fold('nøkler'))).toEqual(['nok', 'nokk']);
    expect(stemVariants('lagre')).toEqual(['lag', 'lagg']);
    expect(stemVariants('mutre')).toEqual(['mut', 'mutt']);
    expect(stemVariants('filtre')).toEqual(['filt']);
    expect(stemVariants('pumper')).toEqual(['pump']);
  });

  it('keeps words with digits whole: models and part numbers', () => {
    expect(stem('7400')).toBe('7400');
    expect(stem('re504836')).toBe('re504836');
    expect(stem('t6')).toBe('t6');
  });

  it('never shortens below three letters', () => {
    for (const word of ['ene', 'er', 'a', 'ola', 'gir', 'ute']) {
      expect(stem(word).length).toBeGreaterThanOrEqual(Math.min(word.length, 3));
    }
  });
});

describe('editDistance', () => {
  it.each([
    ['termostatt', 'termostat', 1],
    ['hydralikkfilter', 'hydraulikkfilter', 1],
    ['fergusson', 'ferguson', 1],
    ['fegruson', 'ferguson', 1],
    ['vannpunpe', 'vannpumpe', 1],
    ['abc', 'abc', 0],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
    expect(editDistance(b, a, 5)).toBe(distance);
  });

  it('stops at max + 1', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedEdits', () => {
  it('grows with the word: none to four letters, one to eight, two from nine', () => {
    expect(allowedEdits('lys')).toBe(0);
    expect(allowedEdits('dekk')).toBe(0);
    expect(allowedEdits('pumpe')).toBe(1);
    expect(allowedEdits('ferguson')).toBe(1);
    expect(allowedEdits('fergusson')).toBe(2);
    expect(allowedEdits('hydralikkfilter')).toBe(2);
  });

  it('allows none in a number', () => {
    expect(allowedEdits('504836123')).toBe(0);
  });
});

describe('parseQuery', () => {
  it('leaves stop words out of the words to match but keeps them in the phrase', () => {
    expect(parseQuery('Olje og filter til Massey', 'oljeogfiltertilmassey')).toEqual({
      words: ['olje', 'filter', 'massey'],
      optional: [false, false, false],
      phrase: 'olje og filter til massey',
      partNumber: 'oljeogfiltertilmassey',
    });
  });

  it('keeps the stop words when there is nothing else', () => {
    expect(parseQuery('og til', 'ogtil').words).toEqual(['og', 'til']);
  });

  it('reads each word once', () => {
    expect(parseQuery('6M-serien og 6R-serien', '').words).toEqual(['6m', 'serien', '6r']);
  });

  it("makes the trade's own words optional beside a word that names the part", () => {
    expect(parseQuery('sete til traktor', '').optional).toEqual([false, true]);
    expect(parseQuery('traktordeler', '').optional).toEqual([false]);
    expect(parseQuery('traktor deler', '').optional).toEqual([false, false]);
  });

  it('has no words for punctuation alone', () => {
    expect(parseQuery('–/–', '').words).toEqual([]);
  });
});
