import type { CatalogWords } from './catalogWords.js';
import { QUALITY, type Expansion } from './relevance.js';
import { stem, stemVariants } from './text.js';

/** Stem → the stems of its synonyms (see `synonymMap`). */
export type Synonyms = ReadonlyMap<string, ReadonlySet<string>>;

type Put = (id: number, quality: number) => void;

/**
 * The catalogue's words a query word reads as, without typo tolerance: its exact form, its stem,
 * its synonyms; the part numbers it is or begins; the words it begins or sits inside as a
 * compound part, itself or a synonym; and when none of that, a compound read through a synonym
 * of one of its parts. Each catalogue word keeps its best reading.
 */
export function expandWord(words: CatalogWords, synonyms: Synonyms, word: string): Expansion {
  const expansion: Expansion = new Map();
  const put: Put = (id, quality) => {
    if ((expansion.get(id) ?? 0) < quality) expansion.set(id, quality);
  };
  const synonymStems = synonyms.get(stem(word)) ?? new Set<string>();
  readAsItself(words, word, synonymStems, put);
  // A whole catalogue word is no half-typed one: what merely begins with it is a compound.
  const known = expansion.size > 0;
  if (/\d/.test(word) && word.length >= 3) readAsPartNumber(words, word, put);
  readInsideCompounds(words, word, known, synonymStems, put);
  if (expansion.size === 0) readThroughCompoundSynonyms(words, synonyms, word, put);
  return expansion;
}

/** The word itself: as typed, by its stems, and its synonyms' stems. */
function readAsItself(
  words: CatalogWords,
  word: string,
  synonymStems: ReadonlySet<string>,
  put: Put,
): void {
  const exact = words.termIds.get(word);
  if (exact !== undefined) put(exact, QUALITY.exact);
  for (const variant of stemVariants(word)) {
    for (const id of words.stemTerms.get(variant) ?? []) put(id, QUALITY.stem);
  }
  for (const synonym of synonymStems) {
    for (const id of words.stemTerms.get(synonym) ?? []) put(id, QUALITY.synonym);
  }
}

/** A word with a digit may be a part number, whole or begun. */
function readAsPartNumber(words: CatalogWords, word: string, put: Put): void {
  for (const k of words.partNumbers.containing(word)) {
    const partNumber = words.partNumbers.list[k]!;
    const quality =
      partNumber === word
        ? QUALITY.exact
        : partNumber.startsWith(word)
          ? QUALITY.prefix
          : word.length >= 4
            ? QUALITY.compound
            : 0;
    if (quality > 0) put(words.partNumberBase + k, quality);
  }
}

/**
 * The catalogue words the word begins (a half-typed word, or a compound's start when the word is
 * `known` as a whole one), and those it or a synonym is a compound part of.
 */
function readInsideCompounds(
  words: CatalogWords,
  word: string,
  known: boolean,
  synonymStems: ReadonlySet<string>,
  put: Put,
): void {
  const { terms, termStems } = words;
  const variants = stemVariants(word);
  const digitsOnly = /^\d+$/.test(word);
  const compoundable = !digitsOnly && stem(word).length >= 3;
  for (let id = 0; id < terms.length; id += 1) {
    const term = terms[id]!;
    if (word.length >= 2 && term !== word && term.startsWith(word)) {
      put(id, known ? QUALITY.compound : QUALITY.prefix);
    }
    if (digitsOnly && word.length >= 4 && term.includes(word)) put(id, QUALITY.compound);
    if (compoundable) {
      for (const variant of variants) {
        const part = compoundPart(term, termStems[id]!, word, variant);
        if (part) put(id, part === 'head' ? QUALITY.compoundHead : QUALITY.compound);
      }
    }
    if (synonymStems.size > 0 && term.length > 4) {
      for (const synonym of synonymStems) {
        const part =
          synonym.length >= 3 ? compoundPart(term, termStems[id]!, synonym, synonym) : null;
        if (part) {
          put(id, part === 'head' ? QUALITY.synonymCompoundHead : QUALITY.synonymCompound);
        }
      }
    }
  }
}

/**
 * A compound the catalogue does not have, read through a synonym of one of its parts:
 * `hydraulikkhose` → `hydraulikkslange`, `dieselfilter` → `drivstoffilter`, `baklys` →
 * `baklykt`, `clutchplate` → `koblingsplate` (with the joining `s`).
 */
function readThroughCompoundSynonyms(
  words: CatalogWords,
  synonyms: Synonyms,
  word: string,
  put: Put,
): void {
  const found = (candidate: string) => {
    // drivstoff + filter is spelt drivstoffilter: never three of a letter.
    const joined = candidate.replace(/(\p{L})\1\1/gu, '$1$1');
    for (const form of new Set([joined, candidate])) {
      const id = words.termIds.get(form);
      if (id !== undefined) put(id, QUALITY.synonym);
      for (const other of words.stemTerms.get(stem(form)) ?? []) put(other, QUALITY.synonym);
    }
  };
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    for (const synonym of synonymWords(words, synonyms, right)) found(left + synonym);
    for (const synonym of synonymWords(words, synonyms, left)) {
      found(synonym + right);
      found(`${synonym}s${right}`);
    }
  }
}

/** The catalogue's own spellings of a word's synonyms (`hose` → `slange`). */
function synonymWords(words: CatalogWords, synonyms: Synonyms, word: string): string[] {
  const spellings: string[] = [];
  for (const synonym of synonyms.get(stem(word)) ?? []) {
    for (const id of words.stemTerms.get(synonym) ?? []) spellings.push(words.terms[id]!);
  }
  return spellings;
}

/**
 * Where a catalogue word holds a word as a part of a compound: at its end (`head`: `slange` in
 * `hydraulikkslange`, where Norwegian says what the thing is) or elsewhere (`part`: `lys` in
 * `lysbryter`, `olje` in `motoroljefilter`); stems under four letters only at the start or the
 * end. Null when it does not.
 */
export function compoundPart(
  term: string,
  termStem: string,
  word: string,
  wordStem: string,
): 'head' | 'part' | null {
  if (term === word || term.length <= wordStem.length) return null;
  if (term.endsWith(word) || termStem.endsWith(wordStem)) return 'head';
  if (wordStem.length >= 4 && term.includes(wordStem)) return 'part';
  if (word.length >= 4 && term.includes(word)) return 'part';
  return term.startsWith(wordStem) ? 'part' : null;
}
