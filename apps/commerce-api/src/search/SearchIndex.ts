import { normalizePartNumber } from '../catalog/normalizePartNumber.js';
import { synonymMap } from './synonyms.js';
import { allowedEdits, editDistance, fold, parseQuery, stem, stemVariants, words } from './text.js';

/** One product as the index reads it (a visible product of `product_search`). */
export interface SearchDocument {
  id: number;
  sku: string;
  urlKey: string | null;
  name: string;
  price: number;
  /** Epoch milliseconds. */
  updatedAt: number;
  partNumbers: string[];
  categoryIds: number[];
  optionIds: number[];
  modelIds: number[];
  /** Manufacturer, product group and the tractors it fits (`Massey Ferguson 6480`). */
  brandText: string;
  /** Category names and the short description, as plain text. */
  descriptionText: string;
}

/** Where in a product a word was found: weighs a match (name and part numbers first). */
const FIELD_WEIGHT = { head: 1.25, name: 1, brand: 0.5, description: 0.2 } as const;
/**
 * Field codes, higher is better. The head is a name's first word: what the part is (`Tippsylinder
 * – …` is a cylinder, `Pakningssett løftesylinder – …` a seal kit).
 */
const FIELD_CODE = { head: 4, name: 3, brand: 2, description: 1 } as const;
const WEIGHT_OF_CODE = [
  0,
  FIELD_WEIGHT.description,
  FIELD_WEIGHT.brand,
  FIELD_WEIGHT.name,
  FIELD_WEIGHT.head,
];

/** How closely a catalogue word reads as the shopper's word. */
const QUALITY = {
  exact: 1,
  stem: 0.95,
  synonym: 0.85,
  /** The word ends a compound, where Norwegian says what a thing is: `slange` in `hydraulikkslange`. */
  compoundHead: 0.85,
  /** A half-typed word: `hydr` → `hydraulikk`. */
  prefix: 0.75,
  /** A synonym ends a compound: `kjetting` → `elevatorkjede`. */
  synonymCompoundHead: 0.7,
  synonymCompound: 0.6,
  /** The word begins a compound (`lys` in `lysbryter`) or sits inside one. */
  compound: 0.6,
  typo: 0.5,
  secondTypo: 0.45,
} as const;

/** Relevance points (see docs/search.md): part number > name phrase > name words > the rest. */
const POINTS = {
  exactPartNumber: 1000,
  partNumberSubstring: 100,
  phrase: 40,
  phraseAtStart: 5,
  allWordsInName: 15,
  perWord: 10,
  activeModel: 8,
} as const;

/** A query word's readings: catalogue term id → quality. */
type Expansion = Map<number, number>;

/** What a search found: the matching products (document indexes) and their relevance. */
export interface SearchMatch {
  /** The matching products: indexes into {@link SearchIndex.documents}. */
  docs: Int32Array;
  /** Relevance of `docs[i]` at `scores[i]`. */
  scores: Float64Array;
  /** The query as the typo reading understood it, when a word had to be read as another. */
  suggestion: string | null;
  /** Whether every word matched; false when only the best partial matches are shown. */
  complete: boolean;
}

/** What the index keeps of a product once its words are indexed. */
export interface IndexedDocument {
  id: number;
  sku: string;
  urlKey: string | null;
  name: string;
  price: number;
  updatedAt: number;
  categoryIds: Int32Array;
  optionIds: Int32Array;
  modelIds: Int32Array;
}

export interface SearchOptions {
  /** A part-finder model whose parts rank first among equals (the shopper's active tractor). */
  boostModelId?: number | null;
}

const CACHE_SIZE = 2000;
const MATCH_CACHE_SIZE = 64;

/**
 * An in-memory index of the visible catalogue for product search: the catalogue's words with
 * their stems, postings per word and field, part numbers, and what filters and facets read
 * (prices, categories, options, fitments). Built once from the database; the catalogue is
 * loaded at seed time and does not change while the server runs.
 */
export class SearchIndex {
  readonly documents: readonly IndexedDocument[];
  private readonly terms: string[] = [];
  private readonly termStems: string[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly stemTerms = new Map<string, number[]>();
  private readonly postingsDocs: Int32Array[] = [];
  private readonly postingsFields: Uint8Array[] = [];
  /** A folded term → how it is spelt in the catalogue (`glodeplugg` → `glødeplugg`). */
  private readonly surfaces: string[] = [];
  /** Distinct part numbers (normalised); the one at `k` has the postings at `partNumberBase + k`. */
  private readonly partNumbers: string[] = [];
  private readonly partNumberIds = new Map<string, number>();
  private partNumberBase = 0;
  /** Every part number between newlines, for a fast substring scan (`indexOf`). */
  private partNumberText = '';
  private partNumberOffsets = new Int32Array(0);
  private readonly normalizedNames: string[];
  private readonly synonyms = synonymMap();
  private readonly expansionCache = new Map<string, Expansion>();
  private readonly typoCache = new Map<string, { expansion: Expansion; best: string | null }>();
  /** Recent searches' matches: paging, sorting and filtering one term reuse them. */
  private readonly matchCache = new Map<string, SearchMatch>();
  /** Per-product working arrays of {@link score}, cleared after each use (JS runs one at a time). */
  private readonly scratch: {
    scores: Float64Array;
    matched: Uint8Array;
    inName: Uint8Array;
    best: Float64Array;
    bestField: Uint8Array;
    dirty: Uint8Array;
  };

  constructor(documents: readonly SearchDocument[]) {
    // The texts are needed only to index the words: what stays is what filters and sorts read.
    this.documents = documents.map((document) => ({
      id: document.id,
      sku: document.sku,
      urlKey: document.urlKey,
      name: document.name,
      price: document.price,
      updatedAt: document.updatedAt,
      categoryIds: Int32Array.from(document.categoryIds),
      optionIds: Int32Array.from(document.optionIds),
      modelIds: Int32Array.from(document.modelIds),
    }));
    this.scratch = {
      scores: new Float64Array(documents.length),
      matched: new Uint8Array(documents.length),
      inName: new Uint8Array(documents.length),
      best: new Float64Array(documents.length),
      bestField: new Uint8Array(documents.length),
      dirty: new Uint8Array(documents.length),
    };
    const wordDocs: number[][] = [];
    const wordFields: number[][] = [];
    const partNumberDocs: number[][] = [];
    // Catalogue words repeat across products: fold each spelling once.
    const folded = new Map<string, string>();
    const seen = new Map<number, number>();
    documents.forEach((document, doc) => {
      seen.clear();
      const own = new Set(document.partNumbers);
      for (const [text, textField] of [
        [document.name, FIELD_CODE.name],
        [document.brandText, FIELD_CODE.brand],
        [document.descriptionText, FIELD_CODE.description],
      ] as const) {
        let first = textField === FIELD_CODE.name;
        for (const surface of indexWords(text, textField !== FIELD_CODE.description)) {
          // A name's first word of letters (after a leading "LED" or the like) is its head.
          const field = first && /^\p{L}{4,}$/u.test(surface) ? FIELD_CODE.head : textField;
          if (field === FIELD_CODE.head) first = false;
          // Numbers in descriptions are part numbers and measures the part-number index and
          // the name already hold; as words they would only grow the vocabulary every query
          // word is compared with.
          if (field === FIELD_CODE.description && /\d/.test(surface)) continue;
          let term = folded.get(surface);
          if (term === undefined) {
            term = fold(surface);
            folded.set(surface, term);
          }
          if (own.has(term)) continue;
          let id = this.termIds.get(term);
          if (id === undefined) {
            id = this.terms.length;
            this.terms.push(term);
            this.termStems.push(stem(term));
            this.surfaces.push(surface);
            this.termIds.set(term, id);
            wordDocs.push([]);
            wordFields.push([]);
          }
          const previous = seen.get(id);
          if (previous === undefined) {
            seen.set(id, field);
            wordDocs[id]!.push(doc);
            wordFields[id]!.push(field);
          } else if (field > previous) {
            seen.set(id, field);
            wordFields[id]![wordFields[id]!.length - 1] = field;
          }
        }
      }
      for (const partNumber of new Set(document.partNumbers)) {
        let k = this.partNumberIds.get(partNumber);
        if (k === undefined) {
          k = this.partNumbers.length;
          this.partNumbers.push(partNumber);
          this.partNumberIds.set(partNumber, k);
          partNumberDocs.push([]);
        }
        partNumberDocs[k]!.push(doc);
      }
    });
    wordDocs.forEach((docs, id) => {
      this.postingsDocs[id] = Int32Array.from(docs);
      this.postingsFields[id] = Uint8Array.from(wordFields[id]!);
    });
    this.partNumberBase = this.terms.length;
    partNumberDocs.forEach((docs, k) => {
      this.postingsDocs[this.partNumberBase + k] = Int32Array.from(docs);
      this.postingsFields[this.partNumberBase + k] = new Uint8Array(docs.length).fill(
        FIELD_CODE.name,
      );
    });
    this.terms.forEach((term, id) => {
      const stemmed = this.termStems[id]!;
      const ids = this.stemTerms.get(stemmed) ?? [];
      ids.push(id);
      this.stemTerms.set(stemmed, ids);
    });
    this.partNumberOffsets = new Int32Array(this.partNumbers.length);
    let offset = 1;
    this.partNumbers.forEach((partNumber, k) => {
      this.partNumberOffsets[k] = offset;
      offset += partNumber.length + 1;
    });
    this.partNumberText = `\n${this.partNumbers.join('\n')}\n`;
    this.normalizedNames = documents.map((document) => ` ${words(document.name).join(' ')} `);
  }

  /** The part numbers (their `k`) that contain a fragment, by a scan of the joined text. */
  private partNumbersContaining(fragment: string): number[] {
    const found: number[] = [];
    const text = this.partNumberText;
    let from = 0;
    for (;;) {
      const at = text.indexOf(fragment, from);
      if (at < 0) break;
      // The part number this position is in: the last offset at or before it.
      let low = 0;
      let high = this.partNumberOffsets.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (this.partNumberOffsets[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      found.push(low);
      from = this.partNumberOffsets[low]! + this.partNumbers[low]!.length;
    }
    return found;
  }

  /** How many distinct catalogue words the index holds (for the benchmark's notes). */
  get vocabularySize(): number {
    return this.terms.length;
  }

  /**
   * The products matching a term: every meaningful word (stop words left out) by its exact
   * form, stem, synonyms, as a prefix or inside a compound; or the whole term as a part number.
   * A word found nowhere is read as the closest catalogue words (typo reading), and so is every
   * word when the exact reading finds nothing. When no product has every word, the products
   * with the most of them are returned instead of nothing.
   */
  search(term: string, options: SearchOptions = {}): SearchMatch {
    const key = `${options.boostModelId ?? ''}\u0000${term}`;
    const cached = this.matchCache.get(key);
    if (cached) return cached;
    const match = this.match(term, options);
    remember(this.matchCache, key, match, MATCH_CACHE_SIZE);
    return match;
  }

  private match(term: string, options: SearchOptions): SearchMatch {
    const partNumber = normalizePartNumber(term);
    const query = parseQuery(term, partNumber);
    const partNumberHits = this.partNumberMatches(partNumber);
    // A compound the catalogue does not have is read as its two parts: `lyspære` → lys + pære.
    // Two words the catalogue has as such come first, then a typo's reading, then two words it
    // has only inside compounds.
    const read = query.words.flatMap((word, index) => {
      const unknown = this.expand(word).size === 0 && !/\d/.test(word);
      const parts = !unknown
        ? null
        : (this.splitCompound(word, false) ??
          (this.typoReading(word).expansion.size > 0 ? null : this.splitCompound(word, true)));
      return (parts ?? [word]).map((part) => ({ word: part, optional: query.optional[index]! }));
    });
    query.words = read.map((entry) => entry.word);
    query.optional = read.map((entry) => entry.optional);
    const typed = new Map<string, string>();
    const expansions = query.words.map((word) => {
      const exact = this.expand(word);
      if (exact.size > 0 || /\d/.test(word)) return exact;
      const typo = this.typoReading(word);
      if (typo.best) typed.set(word, typo.best);
      return typo.expansion;
    });
    let corrections = typed;
    let result = this.score(query, expansions, partNumberHits, options);
    if (!result.complete || result.docs.length === 0) {
      // Nothing has every word as typed: read every word that may be mistyped as a typo too.
      const widenedCorrections = new Map(typed);
      const widened = query.words.map((word, index) => {
        const base = expansions[index]!;
        if (/\d/.test(word) || typed.has(word)) return base;
        const typo = this.typoReading(word);
        if (typo.expansion.size === 0) return base;
        const merged = new Map(base);
        for (const [id, quality] of typo.expansion) if (!merged.has(id)) merged.set(id, quality);
        if (typo.best && !this.expandsTo(base, typo.best)) widenedCorrections.set(word, typo.best);
        return merged;
      });
      const retried = this.score(query, widened, partNumberHits, options);
      if (retried.docs.length > 0 && (retried.complete || result.docs.length === 0)) {
        result = retried;
        corrections = widenedCorrections;
      }
    }
    return { ...result, suggestion: suggestionFor(term, corrections) };
  }

  /** The catalogue's words a query word reads as, without typo tolerance. */
  private expand(word: string): Expansion {
    const cached = this.expansionCache.get(word);
    if (cached) return cached;
    const expansion: Expansion = new Map();
    const put = (id: number, quality: number) => {
      if ((expansion.get(id) ?? 0) < quality) expansion.set(id, quality);
    };
    const wordStem = stem(word);
    const exact = this.termIds.get(word);
    if (exact !== undefined) put(exact, QUALITY.exact);
    const variants = stemVariants(word);
    for (const variant of variants) {
      for (const id of this.stemTerms.get(variant) ?? []) put(id, QUALITY.stem);
    }
    const synonymStems = this.synonyms.get(wordStem) ?? new Set<string>();
    for (const synonym of synonymStems) {
      for (const id of this.stemTerms.get(synonym) ?? []) put(id, QUALITY.synonym);
    }
    // A whole catalogue word is no half-typed one: what merely begins with it is a compound.
    const known = expansion.size > 0;
    if (/\d/.test(word) && word.length >= 3) {
      // A word with a digit may be a part number, whole or begun.
      for (const k of this.partNumbersContaining(word)) {
        const partNumber = this.partNumbers[k]!;
        const quality =
          partNumber === word
            ? QUALITY.exact
            : partNumber.startsWith(word)
              ? QUALITY.prefix
              : word.length >= 4
                ? QUALITY.compound
                : 0;
        if (quality > 0) put(this.partNumberBase + k, quality);
      }
    }
    const digitsOnly = /^\d+$/.test(word);
    const compoundable = !digitsOnly && wordStem.length >= 3;
    for (let id = 0; id < this.terms.length; id += 1) {
      const term = this.terms[id]!;
      if (word.length >= 2 && term !== word && term.startsWith(word)) {
        put(id, known ? QUALITY.compound : QUALITY.prefix);
      }
      if (digitsOnly && word.length >= 4 && term.includes(word)) put(id, QUALITY.compound);
      if (compoundable) {
        for (const variant of variants) {
          const part = compoundPart(term, this.termStems[id]!, word, variant);
          if (part) put(id, part === 'head' ? QUALITY.compoundHead : QUALITY.compound);
        }
      }
      if (synonymStems.size > 0 && term.length > 4) {
        for (const synonym of synonymStems) {
          const part =
            synonym.length >= 3 ? compoundPart(term, this.termStems[id]!, synonym, synonym) : null;
          if (part) {
            put(id, part === 'head' ? QUALITY.synonymCompoundHead : QUALITY.synonymCompound);
          }
        }
      }
    }
    if (expansion.size === 0) this.expandCompoundSynonyms(word, put);
    remember(this.expansionCache, word, expansion);
    return expansion;
  }

  /**
   * A compound the catalogue does not have, read through a synonym of one of its parts:
   * `hydraulikkhose` → `hydraulikkslange`, `dieselfilter` → `drivstoffilter`, `baklys` →
   * `baklykt`, `clutchplate` → `koblingsplate` (with the joining `s`).
   */
  private expandCompoundSynonyms(word: string, put: (id: number, quality: number) => void) {
    const found = (candidate: string) => {
      // drivstoff + filter is spelt drivstoffilter: never three of a letter.
      const joined = candidate.replace(/(\p{L})\1\1/gu, '$1$1');
      for (const form of new Set([joined, candidate])) {
        const id = this.termIds.get(form);
        if (id !== undefined) put(id, QUALITY.synonym);
        for (const other of this.stemTerms.get(stem(form)) ?? []) put(other, QUALITY.synonym);
      }
    };
    for (let cut = 3; cut <= word.length - 3; cut += 1) {
      const left = word.slice(0, cut);
      const right = word.slice(cut);
      for (const synonym of this.synonymWords(right)) found(left + synonym);
      for (const synonym of this.synonymWords(left)) {
        found(synonym + right);
        found(`${synonym}s${right}`);
      }
    }
  }

  /**
   * A word the catalogue lacks, as two words it has (`lyspaere` → `lys` + `paere`), a joining
   * `s` allowed (`hjulslager`); null when no cut gives two known words.
   */
  private splitCompound(word: string, insideCompounds: boolean): [string, string] | null {
    if (/\d/.test(word) || word.length < 6) return null;
    // A part is known as a word of its own, by its stem, or (when asked) as the start or end of
    // a compound.
    const known = (part: string) =>
      this.termIds.has(part) ||
      stemVariants(part).some((variant) => this.stemTerms.has(variant)) ||
      (insideCompounds &&
        part.length >= 3 &&
        this.terms.some(
          (term) => term.length > part.length && (term.endsWith(part) || term.startsWith(part)),
        ));
    for (let cut = 3; cut <= word.length - 3; cut += 1) {
      const left = word.slice(0, cut);
      const right = word.slice(cut);
      if (!known(right)) continue;
      if (known(left)) return [left, right];
      if (left.endsWith('s') && left.length > 3 && known(left.slice(0, -1))) {
        return [left.slice(0, -1), right];
      }
    }
    return null;
  }

  /** The catalogue's own spellings of a word's synonyms (`hose` → `slange`). */
  private synonymWords(word: string): string[] {
    const spellings: string[] = [];
    for (const synonym of this.synonyms.get(stem(word)) ?? []) {
      for (const id of this.stemTerms.get(synonym) ?? []) spellings.push(this.terms[id]!);
    }
    return spellings;
  }

  private expandsTo(expansion: Expansion, surface: string): boolean {
    const id = this.termIds.get(fold(surface));
    return id !== undefined && expansion.has(id);
  }

  /**
   * The catalogue words within the allowed edits of a word (and of its stem), with the one a
   * shopper most likely meant: the fewest edits, then the most products.
   */
  private typoReading(word: string): { expansion: Expansion; best: string | null } {
    const cached = this.typoCache.get(word);
    if (cached) return cached;
    const expansion: Expansion = new Map();
    // Only the closest words count (one edit when there is one); the likeliest of them is the
    // one fewest edits away as typed (not only by stem), then the one with the most products.
    let closest = Number.POSITIVE_INFINITY;
    const candidates: { id: number; distance: number; key: [number, number] }[] = [];
    if (!/\d/.test(word) && word.length >= 3) {
      const wordStem = stem(word);
      for (let id = 0; id < this.terms.length; id += 1) {
        const term = this.terms[id]!;
        if (/\d/.test(term)) continue;
        // The longer of the two decides how many slips there may be: `ztor` → `zetor`.
        const max = allowedEdits(term.length > word.length ? term : word);
        if (max === 0 || Math.abs(term.length - word.length) > max) continue;
        const asTyped = editDistance(word, term, max);
        const termStem = this.termStems[id]!;
        const byStem =
          wordStem.length >= 5 && termStem.length >= 5
            ? editDistance(wordStem, termStem, max)
            : max + 1;
        const distance = Math.min(asTyped, byStem);
        if (distance > max || distance > closest) continue;
        closest = distance;
        candidates.push({ id, distance, key: [asTyped, -this.postingsDocs[id]!.length] });
      }
    }
    let best: (typeof candidates)[number] | null = null;
    for (const candidate of candidates) {
      if (candidate.distance !== closest) continue;
      expansion.set(candidate.id, closest <= 1 ? QUALITY.typo : QUALITY.secondTypo);
      if (!best || compareKeys(candidate.key, best.key) < 0) best = candidate;
    }
    const reading = { expansion, best: best ? this.surfaces[best.id]! : null };
    remember(this.typoCache, word, reading);
    return reading;
  }

  /** Products whose part numbers are the term, or (for a term with a digit) contain it. */
  private partNumberMatches(partNumber: string): Map<number, number> {
    const hits = new Map<number, number>();
    if (partNumber.length < 3) return hits;
    const exact = this.partNumberIds.get(partNumber);
    if (exact !== undefined) {
      for (const doc of this.postingsDocs[this.partNumberBase + exact]!) {
        hits.set(doc, POINTS.exactPartNumber);
      }
    }
    if (/\d/.test(partNumber)) {
      for (const k of this.partNumbersContaining(partNumber)) {
        for (const doc of this.postingsDocs[this.partNumberBase + k]!) {
          if (!hits.has(doc)) hits.set(doc, POINTS.partNumberSubstring);
        }
      }
    }
    return hits;
  }

  /** Scores every document a word reaches; keeps those with every word (or the most words). */
  private score(
    query: ReturnType<typeof parseQuery>,
    expansions: Expansion[],
    partNumberHits: Map<number, number>,
    options: SearchOptions,
  ): Omit<SearchMatch, 'suggestion'> {
    const { scores, matched, inName, best, bestField, dirty } = this.scratch;
    const touchedDocs: number[] = [];
    const changed: number[] = [];
    const reached: number[] = [];
    let wordCount = 0;
    for (const [index, expansion] of expansions.entries()) {
      const required = !query.optional[index];
      if (required) wordCount += 1;
      touchedDocs.length = 0;
      for (const [id, quality] of expansion) {
        const docs = this.postingsDocs[id]!;
        const fields = this.postingsFields[id]!;
        for (let k = 0; k < docs.length; k += 1) {
          const doc = docs[k]!;
          const value = quality * WEIGHT_OF_CODE[fields[k]!]!;
          if (best[doc] === 0) touchedDocs.push(doc);
          if (value > best[doc]!) {
            best[doc] = value;
            bestField[doc] = fields[k]!;
          }
        }
      }
      for (const doc of touchedDocs) {
        if (dirty[doc] === 0) {
          dirty[doc] = 1;
          changed.push(doc);
        }
        scores[doc] = scores[doc]! + best[doc]! * POINTS.perWord;
        if (required) {
          if (matched[doc] === 0) reached.push(doc);
          matched[doc] = matched[doc]! + 1;
          if (bestField[doc]! >= FIELD_CODE.name) inName[doc] = inName[doc]! + 1;
        }
        best[doc] = 0;
        bestField[doc] = 0;
      }
    }
    let docs = reached.filter((doc) => matched[doc] === wordCount);
    let complete = true;
    for (const doc of partNumberHits.keys()) {
      if (matched[doc] !== wordCount) docs.push(doc);
    }
    if (docs.length === 0 && wordCount > 1) {
      // No product has every word: those with the most words, instead of nothing.
      let most = 0;
      for (const doc of reached) most = Math.max(most, matched[doc]!);
      if (most > 0) {
        docs = reached.filter((doc) => matched[doc] === most);
        complete = false;
      }
    }
    const phrase = ` ${query.phrase} `;
    const multiWord = query.phrase.includes(' ');
    const boostModel = options.boostModelId ?? null;
    const out = Int32Array.from(docs);
    const relevance = new Float64Array(out.length);
    for (let i = 0; i < out.length; i += 1) {
      const doc = out[i]!;
      let value = scores[doc]! + (partNumberHits.get(doc) ?? 0);
      if (wordCount > 0 && inName[doc] === wordCount) value += POINTS.allWordsInName;
      // A phrase is two words or more; one word's place in a name is weighed by its field.
      if (multiWord) {
        const name = this.normalizedNames[doc]!;
        if (name.includes(phrase)) {
          value += POINTS.phrase;
          if (name.startsWith(phrase)) value += POINTS.phraseAtStart;
        }
      }
      if (boostModel !== null && this.documents[doc]!.modelIds.includes(boostModel)) {
        value += POINTS.activeModel;
      }
      relevance[i] = value;
    }
    for (const doc of changed) {
      scores[doc] = 0;
      matched[doc] = 0;
      inName[doc] = 0;
      dirty[doc] = 0;
    }
    return { docs: out, scores: relevance, complete };
  }
}

/**
 * The term with each corrected word replaced by the catalogue's spelling, the rest as typed
 * (`massey fergusson` → `massey ferguson`); null when nothing was corrected.
 */
function suggestionFor(term: string, corrections: ReadonlyMap<string, string>): string | null {
  if (corrections.size === 0) return null;
  const typed = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const suggested = typed.map((word) => corrections.get(fold(word)) ?? word);
  return suggested.join(' ') === typed.join(' ') ? null : suggested.join(' ');
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A small bounded cache: the oldest entry goes when it is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V, size = CACHE_SIZE) {
  if (cache.size >= size) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

/**
 * The words of a text as the index keeps them (lower case, not yet folded); with `joinNumbers`,
 * a model or grade written with a dash, dot or slash also as one word (`15W-40` → `15w40`,
 * `T6.155` → `t6155`), the way it is often typed.
 */
function indexWords(text: string, joinNumbers: boolean): string[] {
  const lower = text.toLowerCase();
  const found = lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  if (joinNumbers) {
    for (const [run] of lower.matchAll(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu)) {
      if (/\d/.test(run)) found.push(run.replace(/[-./]/g, ''));
    }
  }
  return found;
}

/**
 * Where a catalogue word holds a word as a part of a compound: at its end (`head`: `slange` in
 * `hydraulikkslange`, where Norwegian says what the thing is) or elsewhere (`part`: `lys` in
 * `lysbryter`, `olje` in `motoroljefilter`); stems under four letters only at the start or the
 * end. Null when it does not.
 */
function compoundPart(
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
