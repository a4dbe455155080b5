import type { CatalogWords } from './catalogWords.js';
import { FIELD_CODE, POINTS, WEIGHT_OF_CODE, type Expansion } from './relevance.js';
import type { IndexedDocument } from './searchDocument.js';
import { words, type ParsedQuery } from './text.js';

/** The products a query's readings reach, and their relevance. */
export interface ScoredMatch {
  /** The matching products: indexes into the index's documents. */
  docs: Int32Array;
  /** Relevance of `docs[i]` at `scores[i]`. */
  scores: Float64Array;
  /** Whether every word matched; false when only the best partial matches are shown. */
  complete: boolean;
}

/** What counting a query's words found, before the products are chosen. */
interface WordCounts {
  /** Required words in the query. */
  wordCount: number;
  /** Products with at least one required word, in the order they were reached. */
  reached: number[];
  /** Products whose working values were set: to be cleared. */
  changed: number[];
}

/**
 * Scores the products a query's words reach (see docs/search.md, Relevance). Keeps one set of
 * per-product working arrays, cleared after each use (JS runs one search at a time).
 */
export class MatchScorer {
  private readonly scores: Float64Array;
  private readonly matched: Uint8Array;
  private readonly inName: Uint8Array;
  private readonly best: Float64Array;
  private readonly bestField: Uint8Array;
  private readonly dirty: Uint8Array;
  /** Each product's name as folded words between spaces, for the phrase bonus. */
  private readonly normalizedNames: string[];

  constructor(
    private readonly catalogWords: CatalogWords,
    private readonly documents: readonly IndexedDocument[],
  ) {
    this.scores = new Float64Array(documents.length);
    this.matched = new Uint8Array(documents.length);
    this.inName = new Uint8Array(documents.length);
    this.best = new Float64Array(documents.length);
    this.bestField = new Uint8Array(documents.length);
    this.dirty = new Uint8Array(documents.length);
    this.normalizedNames = documents.map((document) => ` ${words(document.name).join(' ')} `);
  }

  /** Scores every product a word reaches; keeps those with every word (or the most words). */
  score(
    query: ParsedQuery,
    expansions: readonly Expansion[],
    partNumberHits: ReadonlyMap<number, number>,
    boostModelId: number | null,
  ): ScoredMatch {
    const counts = this.countWords(query, expansions);
    const { docs, complete } = this.choose(counts, partNumberHits);
    const out = Int32Array.from(docs);
    const relevance = this.relevance(out, query, counts.wordCount, partNumberHits, boostModelId);
    for (const doc of counts.changed) {
      this.scores[doc] = 0;
      this.matched[doc] = 0;
      this.inName[doc] = 0;
      this.dirty[doc] = 0;
    }
    return { docs: out, scores: relevance, complete };
  }

  /**
   * Adds each word's best reading per product to its score, and counts the required words a
   * product has (and how many of them in its name).
   */
  private countWords(query: ParsedQuery, expansions: readonly Expansion[]): WordCounts {
    const { scores, matched, inName, best, bestField, dirty } = this;
    const { postingsDocs, postingsFields } = this.catalogWords;
    const touchedDocs: number[] = [];
    const counts: WordCounts = { wordCount: 0, reached: [], changed: [] };
    for (const [index, expansion] of expansions.entries()) {
      const required = !query.optional[index];
      if (required) counts.wordCount += 1;
      touchedDocs.length = 0;
      for (const [id, quality] of expansion) {
        const docs = postingsDocs[id]!;
        const fields = postingsFields[id]!;
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
          counts.changed.push(doc);
        }
        scores[doc] = scores[doc]! + best[doc]! * POINTS.perWord;
        if (required) {
          if (matched[doc] === 0) counts.reached.push(doc);
          matched[doc] = matched[doc]! + 1;
          if (bestField[doc]! >= FIELD_CODE.name) inName[doc] = inName[doc]! + 1;
        }
        best[doc] = 0;
        bestField[doc] = 0;
      }
    }
    return counts;
  }

  /**
   * The products with every word and the part-number hits; when none has every word, those
   * with the most words instead of nothing.
   */
  private choose(
    { wordCount, reached }: WordCounts,
    partNumberHits: ReadonlyMap<number, number>,
  ): { docs: number[]; complete: boolean } {
    const { matched } = this;
    const docs = reached.filter((doc) => matched[doc] === wordCount);
    for (const doc of partNumberHits.keys()) {
      if (matched[doc] !== wordCount) docs.push(doc);
    }
    if (docs.length === 0 && wordCount > 1) {
      let most = 0;
      for (const doc of reached) most = Math.max(most, matched[doc]!);
      if (most > 0)
        return { docs: reached.filter((doc) => matched[doc] === most), complete: false };
    }
    return { docs, complete: true };
  }

  /** The relevance of each chosen product: its words' points and the bonuses. */
  private relevance(
    docs: Int32Array,
    query: ParsedQuery,
    wordCount: number,
    partNumberHits: ReadonlyMap<number, number>,
    boostModelId: number | null,
  ): Float64Array {
    const phrase = ` ${query.phrase} `;
    const multiWord = query.phrase.includes(' ');
    const relevance = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i]!;
      let value = this.scores[doc]! + (partNumberHits.get(doc) ?? 0);
      if (wordCount > 0 && this.inName[doc] === wordCount) value += POINTS.allWordsInName;
      // A phrase is two words or more; one word's place in a name is weighed by its field.
      if (multiWord) {
        const name = this.normalizedNames[doc]!;
        if (name.includes(phrase)) {
          value += POINTS.phrase;
          if (name.startsWith(phrase)) value += POINTS.phraseAtStart;
        }
      }
      if (boostModelId !== null && this.documents[doc]!.modelIds.includes(boostModelId)) {
        value += POINTS.activeModel;
      }
      relevance[i] = value;
    }
    return relevance;
  }
}
