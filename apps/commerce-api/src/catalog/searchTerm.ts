import { normalizePartNumber } from './normalizePartNumber.js';

/** A search term taken apart for the full-text and the part-number matchers. */
export interface ParsedSearchTerm {
  /** Words made of letters and digits only, safe to put into a tsquery. */
  words: string[];
  /** The whole term as a part number: `RE 504-836` → `re504836`. */
  partNumber: string;
}

/** Splits a shopper's term into words and a part-number form. */
export function parseSearchTerm(term: string): ParsedSearchTerm {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return { words, partNumber: normalizePartNumber(term) };
}
