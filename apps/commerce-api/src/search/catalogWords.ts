import { PartNumberTable } from './PartNumberTable.js';
import { FIELD_CODE } from './relevance.js';
import type { SearchDocument } from './searchDocument.js';
import { fold, stem } from './text.js';

/**
 * The catalogue's words with their stems and postings, and its part numbers. A posting id is a
 * term's id (its place in `terms`), or `partNumbers.base + k` for the part number `k`.
 */
export interface CatalogWords {
  /** Folded catalogue words. */
  readonly terms: readonly string[];
  /** The stem of each term. */
  readonly termStems: readonly string[];
  readonly termIds: ReadonlyMap<string, number>;
  /** A stem → the terms that have it. */
  readonly stemTerms: ReadonlyMap<string, readonly number[]>;
  /** A term as it is spelt in the catalogue (`glodeplugg` → `glødeplugg`). */
  readonly surfaces: readonly string[];
  /** The products (document indexes) of each posting id, in document order. */
  readonly postingsDocs: readonly Int32Array[];
  /** Beside each product of a posting: the best field ({@link FIELD_CODE}) it was found in. */
  readonly postingsFields: readonly Uint8Array[];
  readonly partNumbers: PartNumberTable;
  /** The posting id of the part number `k` is `partNumberBase + k`. */
  readonly partNumberBase: number;
}

/** The postings being collected while documents are read. */
interface Collecting {
  terms: string[];
  termStems: string[];
  termIds: Map<string, number>;
  surfaces: string[];
  wordDocs: number[][];
  wordFields: number[][];
  partNumbers: string[];
  partNumberIds: Map<string, number>;
  partNumberDocs: number[][];
  /** Catalogue words repeat across products: each spelling is folded once. */
  folded: Map<string, string>;
  /** The terms of the document being read, with the best field each was found in. */
  seen: Map<number, number>;
}

/** Indexes the words and part numbers of the catalogue's products. */
export function indexCatalogWords(documents: readonly SearchDocument[]): CatalogWords {
  const collecting: Collecting = {
    terms: [],
    termStems: [],
    termIds: new Map(),
    surfaces: [],
    wordDocs: [],
    wordFields: [],
    partNumbers: [],
    partNumberIds: new Map(),
    partNumberDocs: [],
    folded: new Map(),
    seen: new Map(),
  };
  documents.forEach((document, doc) => {
    collectWords(collecting, document, doc);
    collectPartNumbers(collecting, document, doc);
  });
  const { terms, termStems, wordDocs, wordFields, partNumberDocs } = collecting;
  const postingsDocs: Int32Array[] = [];
  const postingsFields: Uint8Array[] = [];
  wordDocs.forEach((docs, id) => {
    postingsDocs[id] = Int32Array.from(docs);
    postingsFields[id] = Uint8Array.from(wordFields[id]!);
  });
  const partNumberBase = terms.length;
  partNumberDocs.forEach((docs, k) => {
    postingsDocs[partNumberBase + k] = Int32Array.from(docs);
    postingsFields[partNumberBase + k] = new Uint8Array(docs.length).fill(FIELD_CODE.name);
  });
  const stemTerms = new Map<string, number[]>();
  terms.forEach((_term, id) => {
    const stemmed = termStems[id]!;
    const ids = stemTerms.get(stemmed) ?? [];
    ids.push(id);
    stemTerms.set(stemmed, ids);
  });
  return {
    terms,
    termStems,
    termIds: collecting.termIds,
    stemTerms,
    surfaces: collecting.surfaces,
    postingsDocs,
    postingsFields,
    partNumbers: new PartNumberTable(collecting.partNumbers),
    partNumberBase,
  };
}

/** Adds a product's words from its name, brand text and description to the postings. */
function collectWords(collecting: Collecting, document: SearchDocument, doc: number): void {
  const { termIds, folded, seen, wordDocs, wordFields } = collecting;
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
      let id = termIds.get(term);
      if (id === undefined) {
        id = collecting.terms.length;
        collecting.terms.push(term);
        collecting.termStems.push(stem(term));
        collecting.surfaces.push(surface);
        termIds.set(term, id);
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
}

/** Adds a product's part numbers to their postings. */
function collectPartNumbers(collecting: Collecting, document: SearchDocument, doc: number): void {
  const { partNumbers, partNumberIds, partNumberDocs } = collecting;
  for (const partNumber of new Set(document.partNumbers)) {
    let k = partNumberIds.get(partNumber);
    if (k === undefined) {
      k = partNumbers.length;
      partNumbers.push(partNumber);
      partNumberIds.set(partNumber, k);
      partNumberDocs.push([]);
    }
    partNumberDocs[k]!.push(doc);
  }
}

/**
 * The words of a text as the index keeps them (lower case, not yet folded); with `joinNumbers`,
 * a model or grade written with a dash, dot or slash also as one word (`15W-40` → `15w40`,
 * `T6.155` → `t6155`), the way it is often typed.
 */
export function indexWords(text: string, joinNumbers: boolean): string[] {
  const lower = text.toLowerCase();
  const found = lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  if (joinNumbers) {
    for (const [run] of lower.matchAll(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu)) {
      if (/\d/.test(run)) found.push(run.replace(/[-./]/g, ''));
    }
  }
  return found;
}
