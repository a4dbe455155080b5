import type { CatalogWords } from './catalogWords.js';
import { POINTS } from './relevance.js';

/**
 * Products (document indexes) whose part numbers are the term, or (for a term with a digit)
 * contain it, with their points. The term is normalised as part numbers are (`normalizePartNumber`).
 */
export function partNumberMatches(words: CatalogWords, partNumber: string): Map<number, number> {
  const hits = new Map<number, number>();
  if (partNumber.length < 3) return hits;
  const { partNumbers, partNumberBase, postingsDocs } = words;
  const exact = partNumbers.ids.get(partNumber);
  if (exact !== undefined) {
    for (const doc of postingsDocs[partNumberBase + exact]!) hits.set(doc, POINTS.exactPartNumber);
  }
  if (/\d/.test(partNumber)) {
    for (const k of partNumbers.containing(partNumber)) {
      for (const doc of postingsDocs[partNumberBase + k]!) {
        if (!hits.has(doc)) hits.set(doc, POINTS.partNumberSubstring);
      }
    }
  }
  return hits;
}
