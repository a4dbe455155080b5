/**
 * The text rules of product search, as pure functions: folding, words, stop words and a light
 * Norwegian Bokmål stemmer. The index and the shopper's query go through the same rules, so
 * `glodeplugg` meets `glødeplugg` and `filtrene` meets `filter`.
 */

/**
 * Lower case with æ/ø/å and every other diacritic folded to plain letters: `Glødeplugg` →
 * `glodeplugg`, `Blåkläder` → `blaklader`, `Pöttinger` → `pottinger`. æ becomes `ae`, the way
 * it is written on a keyboard without it.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The words of a text, folded: runs of letters and digits. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Norwegian words that carry no meaning for finding a part (conjunctions, prepositions,
 * articles, pronouns). They never make a query fail: matching ignores them, the phrase bonus
 * still sees them. Folded, like everything the matcher compares.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'og',
    'eller',
    'men',
    'som',
    'at',
    'i',
    'pa',
    'til',
    'for',
    'fra',
    'med',
    'uten',
    'av',
    'om',
    'over',
    'under',
    'ved',
    'hos',
    'mot',
    'etter',
    'mellom',
    'gjennom',
    'per',
    'en',
    'ei',
    'et',
    'den',
    'det',
    'de',
    'dem',
    'denne',
    'dette',
    'disse',
    'er',
    'var',
    'har',
    'skal',
    'kan',
    'vil',
    'jeg',
    'du',
    'vi',
    'min',
    'mitt',
    'mine',
    'din',
    'ditt',
    'dine',
    'sin',
    'sitt',
    'sine',
    'hva',
    'hvor',
    'hvilken',
    'hvilke',
    'noe',
    'noen',
    'alle',
    'ny',
    'nye',
    'passer',
    'passende',
    'the',
    'and',
    'of',
  ].map(fold),
);

/** Whether a folded word is a stop word. */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Inflection endings, longest first: plural, definite and definite plural of Bokmål nouns. */
const SUFFIXES = ['erene', 'eret', 'ene', 'ane', 'er', 'en', 'et', 'ar', 'el', 'a', 'e'];
const VOWELS = /[aeiouyæøå]/;
const MIN_STEM = 3;

/**
 * A light Bokmål stemmer for nouns, the words parts are named by: filter, filtre, filteret,
 * filtrene, filtra → `filt`; pumpe, pumper, pumpa, pumpene → `pump`; sylinder, sylindre →
 * `sylind`. Two rounds of ending removal (`dieselen` → `diesel` → `dies`), then the vowel the
 * plural drops is evened out (`filtr` → `filt`). Words with digits are kept whole: they are
 * models and part numbers. See {@link stemVariants} for the plurals that also drop a double
 * consonant (`nøkler` → `nøkkel`).
 */
export function stem(word: string): string {
  return stemWithSyncope(word).stem;
}

/**
 * The stems a word may have: its {@link stem}, and for a plural that lost a vowel after a single
 * consonant the doubled form too, since `nøkler` comes from `nøkkel` (`nokk`) while `lagre`
 * comes from `lager` (`lag`) and only a dictionary could tell them apart.
 */
export function stemVariants(word: string): string[] {
  const { stem: base, syncope } = stemWithSyncope(word);
  const last = base.at(-1) ?? '';
  return syncope && !VOWELS.test(last) && VOWELS.test(base.at(-2) ?? '')
    ? [base, base + last]
    : [base];
}

function stemWithSyncope(word: string): { stem: string; syncope: boolean } {
  if (/\d/.test(word) || word.length <= MIN_STEM) return { stem: word, syncope: false };
  let base = word;
  let stripped = false;
  for (let round = 0; round < 2; round += 1) {
    const suffix = SUFFIXES.find(
      (ending) => base.endsWith(ending) && base.length - ending.length >= MIN_STEM,
    );
    if (!suffix) break;
    base = base.slice(0, -suffix.length);
    stripped = true;
  }
  // filtr → filt, sylindr → sylind, nokl → nok: a consonant, then r or l, ends the stem.
  const last = base.at(-1) ?? '';
  const beforeLast = base.at(-2) ?? '';
  if (
    stripped &&
    (last === 'r' || last === 'l') &&
    base.length > MIN_STEM &&
    !VOWELS.test(beforeLast) &&
    beforeLast !== last
  ) {
    return { stem: base.slice(0, -1), syncope: true };
  }
  return { stem: base, syncope: false };
}

/**
 * The edits a word may be away from a catalogue word and still be read as it (typo tolerance):
 * none up to four letters, one up to eight, two from nine.
 */
export function allowedEdits(word: string): number {
  if (word.length <= 4 || /^\d+$/.test(word)) return 0;
  return word.length <= 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), or `max + 1`
 * as soon as it must exceed `max`: `termostatt`/`termostat` 1, `hydralikk`/`hydraulikk` 1,
 * `fegruson`/`ferguson` 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * Words that name the shop's whole trade rather than a part (`sete til traktor`: every part here
 * is for a tractor). They rank a product that has them higher but are not required, by stem.
 */
const TRADE_WORDS: ReadonlySet<string> = new Set(
  ['traktor', 'del', 'deler', 'reservedel', 'reservedeler', 'landbruk'].map((word) => stem(word)),
);

/** A query taken apart: the words to match, and the text a name may contain as a phrase. */
export interface ParsedQuery {
  /** Folded words to match, stop words left out (all of them kept when nothing else is left). */
  words: string[];
  /** Per word: it ranks but is not required (a trade word beside words that name the part). */
  optional: boolean[];
  /** Every folded word, stop words included, joined by single spaces: for the phrase bonus. */
  phrase: string;
  /** The whole term as a part number: `RE 504-836` → `re504836` (see normalizePartNumber). */
  partNumber: string;
}

/** Splits a shopper's term into the words to match, its phrase and its part-number form. */
export function parseQuery(term: string, partNumber: string): ParsedQuery {
  const all = words(term);
  const meaningful = all.filter((word) => !isStopWord(word));
  const unique = [...new Set(meaningful.length > 0 ? meaningful : all)];
  const trade = unique.map((word) => TRADE_WORDS.has(stem(word)));
  const onlyTrade = trade.every(Boolean);
  return {
    words: unique,
    optional: onlyTrade ? unique.map(() => false) : trade,
    phrase: all.join(' '),
    partNumber,
  };
}
