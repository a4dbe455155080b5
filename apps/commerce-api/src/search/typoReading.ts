import type { CatalogWords } from './catalogWords.js';
import { QUALITY, type Expansion } from './relevance.js';
import { allowedEdits, editDistance, stem } from './text.js';

/** A word read as the catalogue words it may be a typo of. */
export interface TypoReading {
  expansion: Expansion;
  /** The catalogue's spelling of the likeliest of them; null when there is none. */
  best: string | null;
}

interface Candidate {
  id: number;
  distance: number;
  /** Edits as typed, then minus the product count: lower is likelier. */
  key: [number, number];
}

/**
 * The catalogue words within the allowed edits of a word (and of its stem), with the one a
 * shopper most likely meant: the fewest edits, then the most products.
 */
export function typoReading(words: CatalogWords, word: string): TypoReading {
  const expansion: Expansion = new Map();
  const { candidates, closest } = typoCandidates(words, word);
  let best: Candidate | null = null;
  for (const candidate of candidates) {
    if (candidate.distance !== closest) continue;
    expansion.set(candidate.id, closest <= 1 ? QUALITY.typo : QUALITY.secondTypo);
    if (!best || compareKeys(candidate.key, best.key) < 0) best = candidate;
  }
  return { expansion, best: best ? words.surfaces[best.id]! : null };
}

/**
 * The catalogue words as close as the closest so far, in catalogue order, and the closest
 * distance. Only the closest words count (one edit when there is one); the likeliest of them is
 * the one fewest edits away as typed (not only by stem), then the one with the most products.
 */
function typoCandidates(
  words: CatalogWords,
  word: string,
): { candidates: Candidate[]; closest: number } {
  let closest = Number.POSITIVE_INFINITY;
  const candidates: Candidate[] = [];
  if (/\d/.test(word) || word.length < 3) return { candidates, closest };
  const { terms, termStems, postingsDocs } = words;
  const wordStem = stem(word);
  for (let id = 0; id < terms.length; id += 1) {
    const term = terms[id]!;
    if (/\d/.test(term)) continue;
    // The longer of the two decides how many slips there may be: `ztor` → `zetor`.
    const max = allowedEdits(term.length > word.length ? term : word);
    if (max === 0 || Math.abs(term.length - word.length) > max) continue;
    const asTyped = editDistance(word, term, max);
    const termStem = termStems[id]!;
    const byStem =
      wordStem.length >= 5 && termStem.length >= 5
        ? editDistance(wordStem, termStem, max)
        : max + 1;
    const distance = Math.min(asTyped, byStem);
    if (distance > max || distance > closest) continue;
    closest = distance;
    candidates.push({ id, distance, key: [asTyped, -postingsDocs[id]!.length] });
  }
  return { candidates, closest };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
