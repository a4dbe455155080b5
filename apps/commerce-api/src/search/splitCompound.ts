import type { CatalogWords } from './catalogWords.js';
import { stemVariants } from './text.js';

/**
 * A word the catalogue lacks, as two words it has (`lyspaere` → `lys` + `paere`), a joining
 * `s` allowed (`hjulslager`); null when no cut gives two known words. A part is known as a word
 * of its own, by its stem, or (with `insideCompounds`) as the start or end of a compound.
 */
export function splitCompound(
  words: CatalogWords,
  word: string,
  insideCompounds: boolean,
): [string, string] | null {
  if (/\d/.test(word) || word.length < 6) return null;
  const known = (part: string) =>
    words.termIds.has(part) ||
    stemVariants(part).some((variant) => words.stemTerms.has(variant)) ||
    (insideCompounds &&
      part.length >= 3 &&
      words.terms.some(
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
