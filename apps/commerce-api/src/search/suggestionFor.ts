import { fold } from './text.js';

/**
 * The term with each corrected word (by its folded form) replaced by the catalogue's spelling,
 * the rest as typed (`massey fergusson` → `massey ferguson`); null when nothing was corrected.
 */
export function suggestionFor(
  term: string,
  corrections: ReadonlyMap<string, string>,
): string | null {
  if (corrections.size === 0) return null;
  const typed = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const suggested = typed.map((word) => corrections.get(fold(word)) ?? word);
  return suggested.join(' ') === typed.join(' ') ? null : suggested.join(' ');
}
