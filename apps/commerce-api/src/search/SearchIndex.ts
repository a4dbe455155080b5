import { normalizePartNumber } from '../catalog/normalizePartNumber.js';
import { indexCatalogWords, type CatalogWords } from './catalogWords.js';
import { expandWord, type Synonyms } from './expandWord.js';
import { MatchScorer, type ScoredMatch } from './MatchScorer.js';
import { partNumberMatches } from './partNumberMatches.js';
import type { Expansion } from './relevance.js';
import { indexedDocument, type IndexedDocument, type SearchDocument } from './searchDocument.js';
import { splitCompound } from './splitCompound.js';
import { suggestionFor } from './suggestionFor.js';
import { synonymMap } from './synonyms.js';
import { fold, parseQuery, type ParsedQuery } from './text.js';
import { typoReading, type TypoReading } from './typoReading.js';

/** What a search found: the matching products (document indexes) and their relevance. */
export interface SearchMatch extends ScoredMatch {
  /** The query as the typo reading understood it, when a word had to be read as another. */
  suggestion: string | null;
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
  private readonly words: CatalogWords;
  private readonly synonyms: Synonyms = synonymMap();
  private readonly scorer: MatchScorer;
  private readonly expansionCache = new Map<string, Expansion>();
  private readonly typoCache = new Map<string, TypoReading>();
  /** Recent searches' matches: paging, sorting and filtering one term reuse them. */
  private readonly matchCache = new Map<string, SearchMatch>();

  constructor(documents: readonly SearchDocument[]) {
    this.documents = documents.map(indexedDocument);
    this.words = indexCatalogWords(documents);
    this.scorer = new MatchScorer(this.words, this.documents);
  }

  /** How many distinct catalogue words the index holds (for the benchmark's notes). */
  get vocabularySize(): number {
    return this.words.terms.length;
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
    const query = this.readCompounds(parseQuery(term, partNumber));
    const partNumberHits = partNumberMatches(this.words, partNumber);
    const boostModelId = options.boostModelId ?? null;
    const typed = new Map<string, string>();
    const expansions = query.words.map((word) => {
      const exact = this.expand(word);
      if (exact.size > 0 || /\d/.test(word)) return exact;
      const typo = this.typoReading(word);
      if (typo.best) typed.set(word, typo.best);
      return typo.expansion;
    });
    let corrections = typed;
    let result = this.scorer.score(query, expansions, partNumberHits, boostModelId);
    if (!result.complete || result.docs.length === 0) {
      // Nothing has every word as typed: read every word that may be mistyped as a typo too.
      const widened = this.widenWithTypos(query, expansions, typed);
      const retried = this.scorer.score(query, widened.expansions, partNumberHits, boostModelId);
      if (retried.docs.length > 0 && (retried.complete || result.docs.length === 0)) {
        result = retried;
        corrections = widened.corrections;
      }
    }
    return { ...result, suggestion: suggestionFor(term, corrections) };
  }

  /**
   * A compound the catalogue does not have is read as its two parts: `lyspære` → lys + pære.
   * Two words the catalogue has as such come first, then a typo's reading, then two words it
   * has only inside compounds.
   */
  private readCompounds(query: ParsedQuery): ParsedQuery {
    const read = query.words.flatMap((word, index) => {
      const unknown = this.expand(word).size === 0 && !/\d/.test(word);
      const parts = !unknown
        ? null
        : (splitCompound(this.words, word, false) ??
          (this.typoReading(word).expansion.size > 0
            ? null
            : splitCompound(this.words, word, true)));
      return (parts ?? [word]).map((part) => ({ word: part, optional: query.optional[index]! }));
    });
    return {
      ...query,
      words: read.map((entry) => entry.word),
      optional: read.map((entry) => entry.optional),
    };
  }

  /**
   * Each word's readings with its typo reading added (a word with a digit, or already read as a
   * typo, as it was), and the corrections to suggest: the typed ones, and each word whose likeliest
   * typo reading is not among its own readings.
   */
  private widenWithTypos(
    query: ParsedQuery,
    expansions: readonly Expansion[],
    typed: ReadonlyMap<string, string>,
  ): { expansions: Expansion[]; corrections: Map<string, string> } {
    const corrections = new Map(typed);
    const widened = query.words.map((word, index) => {
      const base = expansions[index]!;
      if (/\d/.test(word) || typed.has(word)) return base;
      const typo = this.typoReading(word);
      if (typo.expansion.size === 0) return base;
      const merged = new Map(base);
      for (const [id, quality] of typo.expansion) if (!merged.has(id)) merged.set(id, quality);
      if (typo.best && !this.expandsTo(base, typo.best)) corrections.set(word, typo.best);
      return merged;
    });
    return { expansions: widened, corrections };
  }

  /** Whether a word's readings include a catalogue word, given as the catalogue spells it. */
  private expandsTo(expansion: Expansion, surface: string): boolean {
    const id = this.words.termIds.get(fold(surface));
    return id !== undefined && expansion.has(id);
  }

  /** The catalogue's words a query word reads as, without typo tolerance. */
  private expand(word: string): Expansion {
    const cached = this.expansionCache.get(word);
    if (cached) return cached;
    const expansion = expandWord(this.words, this.synonyms, word);
    remember(this.expansionCache, word, expansion);
    return expansion;
  }

  /** The catalogue words a word may be a typo of, and the likeliest of them. */
  private typoReading(word: string): TypoReading {
    const cached = this.typoCache.get(word);
    if (cached) return cached;
    const reading = typoReading(this.words, word);
    remember(this.typoCache, word, reading);
    return reading;
  }
}

/** A small bounded cache: the oldest entry goes when it is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V, size = CACHE_SIZE) {
  if (cache.size >= size) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}
